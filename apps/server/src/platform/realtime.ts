import { EventEmitter } from 'node:events'

/** What a `data-created` realtime event carries (decisions.md 6): a store type, its content and a message. */
export interface RealtimeEvent {
  type: string
  content: Record<string, unknown>
  message?: string
}
export type RealtimeListener = (companyId: number, event: RealtimeEvent) => void
/** An event for some users only (their notifications, their messages), whichever process they are on. */
export type RealtimeUserListener = (userIds: number[], eventName: string, payload: unknown) => void

/**
 * The in-process realtime bus: modules publish after a successful write, per company; the realtime
 * channel (Socket.IO, a later issue) subscribes and forwards each event to the company's sessions as
 * `data-created`. A failing listener never fails the request that published.
 */
export interface RealtimeBus {
  publish(companyId: number, event: RealtimeEvent): void
  /** Returns the unsubscribe function. */
  subscribe(listener: RealtimeListener): () => void
  /** Sends `eventName` with `payload` to the private room of each user (e.g. `notification`, `message`). */
  publishToUsers(userIds: number[], eventName: string, payload: unknown): void
  subscribeUsers(listener: RealtimeUserListener): () => void
  /**
   * A company event that another server process published (the realtime channel relays it through its
   * adapter): this process's caches of that company's data forget it, so the reload the event triggers
   * in a browser connected here reads fresh data. Not forwarded to browsers: the publisher's process did.
   */
  peerPublished(companyId: number, event: RealtimeEvent): void
  subscribePeers(listener: RealtimeListener): () => void
}

export function createRealtimeBus(): RealtimeBus {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  return {
    publish(companyId, event) {
      for (const listener of emitter.listeners('data-created') as RealtimeListener[]) {
        try {
          listener(companyId, event)
        } catch {
          // A subscriber's failure is its own; the write has already succeeded.
        }
      }
    },
    subscribe(listener) {
      emitter.on('data-created', listener)
      return () => emitter.off('data-created', listener)
    },
    publishToUsers(userIds, eventName, payload) {
      if (userIds.length === 0) return
      for (const listener of emitter.listeners('to-users') as RealtimeUserListener[]) {
        try {
          listener(userIds, eventName, payload)
        } catch {
          // As above: delivery is best effort and never fails the write.
        }
      }
    },
    subscribeUsers(listener) {
      emitter.on('to-users', listener)
      return () => emitter.off('to-users', listener)
    },
    peerPublished(companyId, event) {
      for (const listener of emitter.listeners('peer-data-created') as RealtimeListener[]) {
        try {
          listener(companyId, event)
        } catch {
          // A cache that fails to forget expires on its own.
        }
      }
    },
    subscribePeers(listener) {
      emitter.on('peer-data-created', listener)
      return () => emitter.off('peer-data-created', listener)
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's realtime bus, for the realtime channel and for tests that listen to it. */
    realtime: RealtimeBus
  }
}
