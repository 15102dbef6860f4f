import {
  base64UrlToBytes,
  missingPushFeature,
  type PushEnvironment,
  type PushFailureReason,
} from './push-support'

/** The parts of a service worker registration the flow uses (so that tests can stand in for them). */
export interface PushRegistration {
  pushManager: Pick<PushManager, 'getSubscription' | 'subscribe'>
}

export interface EnablePushSteps {
  environment(): PushEnvironment
  requestPermission(): Promise<NotificationPermission>
  registerServiceWorker(): Promise<PushRegistration>
  publicKey(): Promise<string>
  saveToken(subscription: PushSubscriptionJSON): Promise<void>
}

/** `reason` null: something else went wrong (the network, the server): "Lütfen tekrar dene". */
export type EnablePushResult = { ok: true } | { ok: false; reason: PushFailureReason | null }

/**
 * The push permission flow (staff-app.md section 4): not granted → ask → service worker → subscription
 * ("token") → POST users/{code}/push-token. Each step that fails says which reason the alert shows.
 */
export async function enablePush(steps: EnablePushSteps): Promise<EnablePushResult> {
  const missing = missingPushFeature(steps.environment())
  if (missing) return { ok: false, reason: missing }

  const permission = await steps.requestPermission().catch(() => 'denied' as const)
  if (permission !== 'granted') return { ok: false, reason: 'permission-denied' }

  let registration: PushRegistration
  try {
    registration = await steps.registerServiceWorker()
  } catch {
    return { ok: false, reason: 'sw-missing' }
  }

  let applicationServerKey: Uint8Array<ArrayBuffer>
  try {
    applicationServerKey = base64UrlToBytes(await steps.publicKey())
  } catch {
    return { ok: false, reason: null }
  }

  let subscription: PushSubscription
  try {
    subscription = await subscribeWith(registration, applicationServerKey)
  } catch {
    return { ok: false, reason: 'no-token' }
  }
  const token = subscription.toJSON()
  if (!token.endpoint || !token.keys?.p256dh || !token.keys.auth) return { ok: false, reason: 'no-token' }

  try {
    await steps.saveToken(token)
  } catch {
    return { ok: false, reason: null }
  }
  return { ok: true }
}

/**
 * The browser's subscription for this server's key: an existing one made for another key (the server's
 * keys were made anew) is dropped first, because the push service would refuse the new key's messages.
 */
async function subscribeWith(registration: PushRegistration, key: Uint8Array<ArrayBuffer>) {
  const existing = await registration.pushManager.getSubscription()
  if (existing) {
    const existingKey = existing.options?.applicationServerKey
    if (existingKey && sameBytes(new Uint8Array(existingKey), key)) return existing
    await existing.unsubscribe()
  }
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  })
  if (!subscription) throw new Error('no subscription')
  return subscription
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index])
}
