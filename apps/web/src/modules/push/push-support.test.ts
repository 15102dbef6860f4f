import { describe, expect, it } from 'vitest'
import {
  base64UrlToBytes,
  missingPushFeature,
  type PushEnvironment,
  readPushEnvironment,
  shouldShowPushBanner,
} from './push-support'

const capable: PushEnvironment = {
  hasPushManager: true,
  hasNotification: true,
  hasServiceWorker: true,
  permission: 'default',
}

describe('missingPushFeature', () => {
  it.each([
    [{ hasPushManager: false }, 'messaging-unsupported'],
    [{ hasNotification: false, permission: null }, 'notification-api-missing'],
    [{ hasServiceWorker: false }, 'sw-missing'],
    [{}, null],
  ] as const)('%o → %s', (change, reason) => {
    expect(missingPushFeature({ ...capable, ...change })).toBe(reason)
  })
})

describe('shouldShowPushBanner', () => {
  it('shows only while push works and the user has not answered', () => {
    expect(shouldShowPushBanner(capable, false)).toBe(true)
    expect(shouldShowPushBanner({ ...capable, permission: 'granted' }, false)).toBe(false)
    expect(shouldShowPushBanner({ ...capable, permission: 'denied' }, false)).toBe(false)
    expect(shouldShowPushBanner({ ...capable, hasPushManager: false }, false)).toBe(false)
    expect(shouldShowPushBanner({ ...capable, hasServiceWorker: false }, false)).toBe(false)
  })

  it('stays hidden once dismissed for the session', () => {
    expect(shouldShowPushBanner(capable, true)).toBe(false)
  })
})

describe('readPushEnvironment', () => {
  it('reads the features and the permission from the global scope', () => {
    const FakeNotification = Object.assign(() => {}, { permission: 'denied' as NotificationPermission })
    const scope = {
      PushManager: class {},
      Notification: FakeNotification,
      navigator: { serviceWorker: {} },
      isSecureContext: true,
    } as unknown as typeof globalThis
    expect(readPushEnvironment(scope)).toEqual({ ...capable, permission: 'denied' })
  })

  it('jsdom (like an old browser) has none of it', () => {
    expect(readPushEnvironment()).toMatchObject({
      hasPushManager: false,
      hasNotification: false,
      permission: null,
    })
  })

  it('an insecure page (plain http, not localhost) cannot push', () => {
    const scope = {
      PushManager: class {},
      Notification: { permission: 'default' },
      navigator: { serviceWorker: {} },
      isSecureContext: false,
    } as unknown as typeof globalThis
    expect(readPushEnvironment(scope).hasPushManager).toBe(false)
  })
})

describe('base64UrlToBytes', () => {
  it('decodes base64url without padding', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff])
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3])
    expect(base64UrlToBytes('B'.padEnd(87, 'A'))).toHaveLength(65)
  })
})
