/**
 * The service worker, served as /sw.js (built by the `ajanda-service-worker` plugin in vite.config.ts).
 * It shows the server's push messages ({title, body, url}, see the push.send job) and opens their page
 * when clicked, and keeps the offline pages (the check-in page, the attendee's badge) opening without a
 * network: their navigations network-first with the last copy as fallback, and the hashed /assets/ they
 * load cache-first (docs/decisions/0038). It never caches /api/: the check-in roster lives in IndexedDB.
 * It must stay one self-contained classic script: only type imports (erased) here.
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
interface FetchEvent extends ExtendableEvent {
  request: Request
  clientId: string
  resultingClientId: string
  respondWith(response: Promise<Response> | Response): void
}
interface MessageEvent extends ExtendableEvent {
  data: unknown
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
    get(id: string): Promise<WindowClient | undefined>
    claim(): Promise<void>
  }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
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

// A new version takes over at once: the cached pages are only copies, re-read from the network first.
worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()))
worker.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('ajanda-offline-') && name !== OFFLINE_CACHE) await caches.delete(name)
      }
      await worker.clients.claim()
    })(),
  ),
)

/** The offline pages' copies and their assets; a new name here drops the old cache on activation. */
const OFFLINE_CACHE = 'ajanda-offline-v1'
/** The pages that open offline once seen (the public entry serves them all: one shell fits each). */
const OFFLINE_PAGE = /^\/(checkin|event-badge)\/[^/]+\/?$/
const SHELL_KEY = '/__offline-shell'

const isOfflinePage = (url: string) => {
  try {
    const parsed = new URL(url)
    return parsed.origin === worker.location.origin && OFFLINE_PAGE.test(parsed.pathname)
  } catch {
    return false
  }
}

/** Network first; a page that answered is kept (as itself and as the shell for the others). */
async function offlinePage(request: Request): Promise<Response> {
  const cache = await caches.open(OFFLINE_CACHE)
  try {
    const response = await fetch(request)
    if (response.ok) {
      await cache.put(request.url, response.clone())
      await cache.put(SHELL_KEY, response.clone())
    }
    return response
  } catch (error) {
    const copy = (await cache.match(request.url)) ?? (await cache.match(SHELL_KEY))
    if (copy) return copy
    throw error
  }
}

/** Hashed assets never change: a cached one is used; one an offline page loads is kept. */
async function asset(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(OFFLINE_CACHE)
  const cached = await cache.match(event.request)
  if (cached) return cached
  const response = await fetch(event.request)
  const client = event.clientId ? await worker.clients.get(event.clientId) : undefined
  if (response.ok && client && isOfflinePage(client.url)) await cache.put(event.request, response.clone())
  return response
}

worker.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== worker.location.origin || url.pathname.startsWith('/api/')) return
  if (request.mode === 'navigate' && OFFLINE_PAGE.test(url.pathname)) event.respondWith(offlinePage(request))
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(event))
})

/**
 * An offline page asks, once it is controlled, to keep what it loaded before the worker was there (its
 * own address and its /assets/ files): `{ type: 'keep-offline', urls }`, same-origin URLs only.
 */
worker.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null
  if (data?.type !== 'keep-offline' || !Array.isArray(data.urls)) return
  const urls = data.urls.filter(
    (url): url is string =>
      typeof url === 'string' && (isOfflinePage(url) || url.startsWith(`${worker.location.origin}/assets/`)),
  )
  event.waitUntil(
    (async () => {
      const cache = await caches.open(OFFLINE_CACHE)
      for (const url of urls) {
        if (await cache.match(url)) continue
        try {
          const response = await fetch(url, { credentials: 'same-origin' })
          if (!response.ok) continue
          await cache.put(url, response.clone())
          if (isOfflinePage(url)) await cache.put(SHELL_KEY, response)
        } catch {
          // Offline already: kept on the next visit.
        }
      }
    })(),
  )
})

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
