/**
 * The service worker, served as /sw.js (built by the `ajanda-service-worker` plugin in vite.config.ts).
 * It shows the server's push messages ({title, body, url}, see the push.send job) and opens their page
 * when clicked. It must stay one self-contained classic script: only type imports (erased) here.
 */
import type { PushMessage } from '@ajanda/contracts/push.contract'

/** The few parts of the service worker scope used here (the DOM lib does not describe it). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown; text(): string } | null
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification & { data?: { url?: string } }
}
interface WindowClient {
  url: string
  focus(): Promise<WindowClient>
  navigate(url: string): Promise<WindowClient | null>
}
interface ServiceWorkerScope {
  registration: ServiceWorkerRegistration
  location: Location
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>
    openWindow(url: string): Promise<WindowClient | null>
    claim(): Promise<void>
  }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void
}

const worker = globalThis as unknown as ServiceWorkerScope

/** A message that is not the server's JSON still shows, as text under the app's name. */
function readMessage(event: PushEvent): PushMessage {
  const fallback: PushMessage = { title: 'Ajanda', body: '', url: '/' }
  if (!event.data) return fallback
  try {
    const value = event.data.json() as Partial<PushMessage>
    return {
      title: typeof value.title === 'string' && value.title ? value.title : fallback.title,
      body: typeof value.body === 'string' ? value.body : '',
      url: typeof value.url === 'string' && value.url ? value.url : '/',
    }
  } catch {
    return { ...fallback, body: event.data.text() }
  }
}

/** Only pages of this app are opened: a message cannot send the user elsewhere. */
function sameOriginUrl(url: string | undefined): string {
  const origin = worker.location.origin
  try {
    const target = new URL(url ?? '/', origin)
    return target.origin === origin ? target.href : `${origin}/`
  } catch {
    return `${origin}/`
  }
}

// A new version takes over at once: it only shows notifications, no cached state to migrate.
worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()))
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()))

worker.addEventListener('push', (event) => {
  const message = readMessage(event)
  event.waitUntil(
    worker.registration.showNotification(message.title, {
      body: message.body,
      icon: '/favicon.svg',
      // A retried job sends the same message again: the same tag shows it once.
      tag: `${message.title}|${message.url}`,
      data: { url: message.url },
    }),
  )
})

worker.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = sameOriginUrl(event.notification.data?.url)
  event.waitUntil(
    (async () => {
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => client.url.startsWith(worker.location.origin))
      if (open) {
        try {
          await (await open.focus()).navigate(url)
          return
        } catch {
          // A tab this worker does not control yet cannot be navigated: a new one opens instead.
        }
      }
      await worker.clients.openWindow(url)
    })(),
  )
})
