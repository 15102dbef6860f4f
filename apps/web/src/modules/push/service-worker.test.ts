import path from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { compileServiceWorker } from './compile-service-worker'

/** Runs the service worker as the build ships it (transpiled alone) in a fake worker scope. */
const source = path.join(import.meta.dirname, 'service-worker.ts')
let code = ''
beforeAll(async () => {
  code = await compileServiceWorker(source)
})

type Listener = (event: Record<string, unknown>) => void

function startWorker(
  windows: { url: string; focus: () => Promise<unknown>; navigate: () => Promise<unknown> }[] = [],
) {
  const listeners = new Map<string, Listener>()
  const scope = {
    location: { origin: 'https://ajanda.example' },
    registration: { showNotification: vi.fn(async () => {}) },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
      claim: vi.fn(async () => {}),
    },
    skipWaiting: vi.fn(async () => {}),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  }
  new Function('globalThis', code)(scope)
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const pending: Promise<unknown>[] = []
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) })
    await Promise.all(pending)
  }
  return { scope, dispatch }
}

const pushData = (value: unknown) => ({
  json: () => (typeof value === 'string' ? JSON.parse(value) : value),
  text: () => String(value),
})

describe('service worker', () => {
  it('is one classic script: no import or export survives the build', () => {
    expect(code).not.toMatch(/^\s*(import|export)\b/m)
  })

  it("shows the server's {title, body, url} message, tagged so that a repeat shows once", async () => {
    const { scope, dispatch } = startWorker()
    await dispatch('push', {
      data: pushData({ title: 'Yeni görev', body: 'Bir görev atandı', url: '/tasks/7' }),
    })
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Yeni görev', {
      body: 'Bir görev atandı',
      icon: '/favicon.svg',
      tag: 'Yeni görev|/tasks/7',
      data: { url: '/tasks/7' },
    })
  })

  it('shows a message that is not JSON as text under the app name', async () => {
    const { scope, dispatch } = startWorker()
    await dispatch('push', { data: pushData('düz metin') })
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'Ajanda',
      expect.objectContaining({ body: 'düz metin', data: { url: '/' } }),
    )
  })

  it("a click focuses an open tab of the app and navigates it to the message's page", async () => {
    const tab = { url: 'https://ajanda.example/projects', focus: vi.fn(), navigate: vi.fn(async () => tab) }
    tab.focus.mockResolvedValue(tab)
    const { scope, dispatch } = startWorker([tab])
    const close = vi.fn()
    await dispatch('notificationclick', { notification: { close, data: { url: '/tasks/7' } } })
    expect(close).toHaveBeenCalled()
    expect(tab.navigate).toHaveBeenCalledWith('https://ajanda.example/tasks/7')
    expect(scope.clients.openWindow).not.toHaveBeenCalled()
  })

  it('without an open tab a click opens one; a foreign URL opens the app instead', async () => {
    const { scope, dispatch } = startWorker()
    await dispatch('notificationclick', { notification: { close: vi.fn(), data: { url: '/tasks/7' } } })
    expect(scope.clients.openWindow).toHaveBeenLastCalledWith('https://ajanda.example/tasks/7')
    await dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: 'https://evil.test/' } },
    })
    expect(scope.clients.openWindow).toHaveBeenLastCalledWith('https://ajanda.example/')
  })
})
