import type { EnablePushSteps } from './enable-push'
import { fetchPushPublicKey, savePushToken } from './push.api'
import { readPushEnvironment } from './push-support'

/** /sw.js in a build; under `vite dev` the same file, served by the ajanda-service-worker plugin. */
export const SERVICE_WORKER_URL = '/sw.js'

/** The real browser behind each step of enablePush, for the signed-in user. */
export function browserPushSteps(userCode: string): EnablePushSteps {
  return {
    environment: () => readPushEnvironment(),
    requestPermission: () => Notification.requestPermission(),
    async registerServiceWorker() {
      await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' })
      // Subscribing needs an active worker: `ready` waits for it.
      return navigator.serviceWorker.ready
    },
    publicKey: fetchPushPublicKey,
    saveToken: (token) => savePushToken(userCode, token),
  }
}
