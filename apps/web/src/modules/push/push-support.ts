/**
 * What the browser offers for web push, and why enabling it failed. The reason codes are the spec's
 * (staff-app.md section 8): the alert "Push bildirim izni alınamadı!" shows them as they are.
 */
export type PushFailureReason =
  | 'messaging-unsupported'
  | 'notification-api-missing'
  | 'sw-missing'
  | 'permission-denied'
  | 'no-token'

export interface PushEnvironment {
  hasPushManager: boolean
  hasNotification: boolean
  hasServiceWorker: boolean
  /** Notification.permission, or null without the Notification API. */
  permission: NotificationPermission | null
}

export function readPushEnvironment(scope: typeof globalThis = globalThis): PushEnvironment {
  const hasNotification = typeof scope.Notification === 'function'
  return {
    // Push needs a secure context (https or localhost); elsewhere browsers hide PushManager anyway.
    hasPushManager: typeof scope.PushManager === 'function' && scope.isSecureContext !== false,
    hasNotification,
    hasServiceWorker: typeof scope.navigator !== 'undefined' && 'serviceWorker' in scope.navigator,
    permission: hasNotification ? scope.Notification.permission : null,
  }
}

/** The first missing piece, or null when the browser can do web push. */
export function missingPushFeature(environment: PushEnvironment): PushFailureReason | null {
  if (!environment.hasPushManager) return 'messaging-unsupported'
  if (!environment.hasNotification) return 'notification-api-missing'
  if (!environment.hasServiceWorker) return 'sw-missing'
  return null
}

/**
 * "Bildirimleri Aç" shows when push works here but the user has not answered yet: once granted there is
 * nothing to ask, once denied only the browser's settings can change it.
 */
export function shouldShowPushBanner(environment: PushEnvironment, dismissed: boolean): boolean {
  return !dismissed && missingPushFeature(environment) === null && environment.permission === 'default'
}

/** The VAPID key (base64url) as the bytes `pushManager.subscribe` wants. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=')
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
