import { describe, expect, it, vi } from 'vitest'
import { createDatabaseProbe } from './database-probe'

const deferred = () => {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

describe('the database probe of /api/health', () => {
  it('pings once for a burst of checks, and answers from a recent success without waiting', async () => {
    let clock = 0
    const pings = [deferred(), deferred()]
    const ping = vi.fn(() => (pings[ping.mock.calls.length - 1] as ReturnType<typeof deferred>).promise)
    const probe = createDatabaseProbe(ping, { freshMs: 1_000, graceMs: 10_000, now: () => clock })
    const first = Promise.all([probe.check(), probe.check()])
    pings[0]?.resolve()
    expect(await first).toEqual([{ ok: true }, { ok: true }])
    expect(ping).toHaveBeenCalledTimes(1)
    clock = 500
    expect(await probe.check()).toEqual({ ok: true })
    expect(ping).toHaveBeenCalledTimes(1)
    clock = 5_000 // stale: a new ping starts, but the answer does not wait for it
    expect(await probe.check()).toEqual({ ok: true })
    expect(ping).toHaveBeenCalledTimes(2)
  })

  it('reports a failed ping at once, and waits for the ping when the last success is too old', async () => {
    let clock = 0
    let answer: () => Promise<void> = async () => {}
    const probe = createDatabaseProbe(() => answer(), { freshMs: 1_000, graceMs: 10_000, now: () => clock })
    expect(await probe.check()).toEqual({ ok: true })
    clock = 2_000
    answer = async () => {
      throw new Error('connection refused')
    }
    await probe.check() // starts the failing ping
    await new Promise((resolve) => setTimeout(resolve, 0))
    const failed = await probe.check()
    expect(failed.ok).toBe(false)
    clock = 30_000
    const hanging = deferred()
    answer = () => hanging.promise
    const waiting = probe.check()
    hanging.reject(new Error('timeout'))
    expect((await waiting).ok).toBe(false)
  })
})
