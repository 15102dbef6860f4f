import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ADMIN } from '../../test/fixtures'
import { sessionStore } from '../session/session-store'

/** A stand-in for socket.io-client: records how it was opened and lets the test play the server. */
const fake = vi.hoisted(() => {
  type AnyHandler = (event: string, payload: unknown) => void
  const sockets: {
    options: { auth: { token: string }; path: string }
    any: AnyHandler[]
    on: Record<string, ((error?: Error) => void)[]>
    disconnected: boolean
    reconnects: number
  }[] = []
  const io = (options: (typeof sockets)[number]['options']) => {
    const record = {
      options,
      any: [] as AnyHandler[],
      on: {} as Record<string, ((error?: Error) => void)[]>,
      disconnected: false,
      reconnects: 0,
    }
    sockets.push(record)
    return {
      onAny: (handler: AnyHandler) => record.any.push(handler),
      active: false,
      connect: () => {
        record.reconnects += 1
      },
      on: (event: string, handler: (error?: Error) => void) => {
        record.on[event] = [...(record.on[event] ?? []), handler]
      },
      disconnect: () => {
        record.disconnected = true
      },
    }
  }
  const serverSends = (event: string, payload: unknown) => {
    for (const handler of sockets.at(-1)?.any ?? []) handler(event, payload)
  }
  return { sockets, io, serverSends }
})
vi.mock('socket.io-client', () => ({ io: fake.io }))

const { onRealtimeEvent, presenceStore, retainRealtime } = await import('./realtime-client')
const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

beforeEach(() => {
  fake.sockets.length = 0
})
afterEach(() => {
  sessionStore.clear()
})

describe('the realtime connection', () => {
  it('opens one connection with the session token while held, and closes it on logout', async () => {
    sessionStore.start('token-1', ADMIN, true)
    const releaseA = retainRealtime()
    const releaseB = retainRealtime()
    expect(fake.sockets).toHaveLength(1)
    expect(fake.sockets[0]?.options).toMatchObject({ path: '/socket.io', auth: { token: 'token-1' } })

    act(() => sessionStore.clear())
    expect(fake.sockets[0]?.disconnected).toBe(true)
    act(() => sessionStore.start('token-2', ADMIN, true))
    expect(fake.sockets).toHaveLength(2)
    expect(fake.sockets[1]?.options.auth.token).toBe('token-2')

    releaseA()
    releaseB()
    await tick()
    expect(fake.sockets[1]?.disconnected).toBe(true)
  })

  it('keeps the connection when a holder unmounts and mounts again', async () => {
    sessionStore.start('token-3', ADMIN, true)
    const release = retainRealtime()
    release()
    const again = retainRealtime()
    await tick()
    expect(fake.sockets).toHaveLength(1)
    expect(fake.sockets[0]?.disconnected).toBe(false)
    again()
    await tick()
  })

  it('hands events to their listeners and keeps the latest presence list', async () => {
    sessionStore.start('token-4', ADMIN, true)
    const release = retainRealtime()
    const notifications: unknown[] = []
    const unsubscribe = onRealtimeEvent('notification', (payload) => notifications.push(payload))
    const broken = onRealtimeEvent('notification', () => {
      throw new Error('a listener bug')
    })
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    fake.serverSends('notification', { id: 1 })
    expect(notifications).toEqual([{ id: 1 }])
    expect(consoleError).toHaveBeenCalled()
    consoleError.mockRestore()
    unsubscribe()
    broken()
    fake.serverSends('notification', { id: 2 })
    expect(notifications).toEqual([{ id: 1 }])

    const online = [{ id: 2, name: 'Mehmet Kaya', profile_picture: null }]
    fake.serverSends('presence', online)
    expect(presenceStore.get()).toEqual(online)
    for (const handler of fake.sockets[0]?.on.disconnect ?? []) handler()
    expect(presenceStore.get()).toEqual([])
    release()
    await tick()
  })

  it('tries again later when the server could not check the token, never after a refusal', async () => {
    vi.useFakeTimers()
    sessionStore.start('token-5', ADMIN, true)
    const release = retainRealtime()
    const refuse = (message: string) => {
      for (const handler of fake.sockets[0]?.on.connect_error ?? []) handler(new Error(message))
    }
    refuse('unauthenticated')
    vi.advanceTimersByTime(60_000)
    expect(fake.sockets[0]?.reconnects).toBe(0)
    refuse('unavailable')
    vi.advanceTimersByTime(10_000)
    expect(fake.sockets[0]?.reconnects).toBe(1)
    release()
    vi.runAllTimers()
    vi.useRealTimers()
  })
})
