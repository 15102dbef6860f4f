import { describe, expect, it, vi } from 'vitest'
import { type EnablePushSteps, enablePush, type PushRegistration } from './enable-push'
import type { PushEnvironment } from './push-support'

const capable: PushEnvironment = {
  hasPushManager: true,
  hasNotification: true,
  hasServiceWorker: true,
  permission: 'default',
}
// 65 bytes of 0x04 0x00... in base64url: a key shaped like a P-256 point.
const PUBLIC_KEY = `BA${'A'.repeat(85)}`
const TOKEN: PushSubscriptionJSON = {
  endpoint: 'https://push.example.test/send/abc',
  expirationTime: null,
  keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
}

function fakeSubscription(json: PushSubscriptionJSON = TOKEN, key?: Uint8Array) {
  return {
    toJSON: () => json,
    options: { applicationServerKey: key?.buffer ?? null },
    unsubscribe: vi.fn(async () => true),
  } as unknown as PushSubscription & { unsubscribe: ReturnType<typeof vi.fn> }
}

function steps(overrides: Partial<EnablePushSteps> = {}, existing: PushSubscription | null = null) {
  const registration = {
    pushManager: {
      getSubscription: vi.fn(async () => existing),
      subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => fakeSubscription()),
    },
  }
  const all = {
    environment: () => capable,
    requestPermission: vi.fn(async () => 'granted' as NotificationPermission),
    registerServiceWorker: vi.fn(async () => registration as unknown as PushRegistration),
    publicKey: vi.fn(async () => PUBLIC_KEY),
    saveToken: vi.fn(async () => {}),
    ...overrides,
  }
  return { steps: all, registration }
}

describe('enablePush', () => {
  it('asks, registers the worker, subscribes with the server key and sends the token', async () => {
    const { steps: s, registration } = steps()
    expect(await enablePush(s)).toEqual({ ok: true })
    expect(s.requestPermission).toHaveBeenCalled()
    const options = registration.pushManager.subscribe.mock.calls[0]?.[0] ?? {}
    expect(options.userVisibleOnly).toBe(true)
    expect(options.applicationServerKey).toHaveLength(65)
    expect(s.saveToken).toHaveBeenCalledWith(TOKEN)
  })

  it.each([
    [{ hasPushManager: false }, 'messaging-unsupported'],
    [{ hasNotification: false }, 'notification-api-missing'],
    [{ hasServiceWorker: false }, 'sw-missing'],
  ] as const)('without %o it fails with %s before asking', async (change, reason) => {
    const { steps: s } = steps({ environment: () => ({ ...capable, ...change }) })
    expect(await enablePush(s)).toEqual({ ok: false, reason })
    expect(s.requestPermission).not.toHaveBeenCalled()
  })

  it.each(['denied', 'default'] as const)('a %s answer is permission-denied', async (answer) => {
    const { steps: s } = steps({ requestPermission: async () => answer })
    expect(await enablePush(s)).toEqual({ ok: false, reason: 'permission-denied' })
    expect(s.registerServiceWorker).not.toHaveBeenCalled()
  })

  it('a worker that does not register is sw-missing', async () => {
    const { steps: s } = steps({ registerServiceWorker: async () => Promise.reject(new Error('404')) })
    expect(await enablePush(s)).toEqual({ ok: false, reason: 'sw-missing' })
  })

  it('a push service that refuses the subscription is no-token', async () => {
    const { steps: s, registration } = steps()
    registration.pushManager.subscribe.mockRejectedValue(new DOMException('push service error', 'AbortError'))
    expect(await enablePush(s)).toEqual({ ok: false, reason: 'no-token' })
    expect(s.saveToken).not.toHaveBeenCalled()
  })

  it('a subscription without endpoint or keys is no-token', async () => {
    const { steps: s, registration } = steps()
    registration.pushManager.subscribe.mockResolvedValue(fakeSubscription({ endpoint: 'https://x.test/1' }))
    expect(await enablePush(s)).toEqual({ ok: false, reason: 'no-token' })
  })

  it('a failed key fetch or token save is "Lütfen tekrar dene" (no reason)', async () => {
    expect(await enablePush(steps({ publicKey: () => Promise.reject(new Error('offline')) }).steps)).toEqual({
      ok: false,
      reason: null,
    })
    expect(await enablePush(steps({ saveToken: () => Promise.reject(new Error('500')) }).steps)).toEqual({
      ok: false,
      reason: null,
    })
  })

  it("reuses the browser's subscription for the same key and replaces one made for another key", async () => {
    const sameKey = new Uint8Array(65)
    sameKey[0] = 4
    const same = fakeSubscription(TOKEN, sameKey)
    const first = steps({}, same)
    expect(await enablePush(first.steps)).toEqual({ ok: true })
    expect(first.registration.pushManager.subscribe).not.toHaveBeenCalled()
    expect(same.unsubscribe).not.toHaveBeenCalled()

    const stale = fakeSubscription(TOKEN, new Uint8Array(65).fill(9))
    const second = steps({}, stale)
    expect(await enablePush(second.steps)).toEqual({ ok: true })
    expect(stale.unsubscribe).toHaveBeenCalled()
    expect(second.registration.pushManager.subscribe).toHaveBeenCalled()
  })
})
