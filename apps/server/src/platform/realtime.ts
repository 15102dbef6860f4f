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
  // Each subscriber's failure is its own: the write that published has already succeeded, delivery is
  // best effort, and a cache that fails to forget expires on its own.
  const emit = (channel: string, ...args: unknown[]) => {
    for (const listener of emitter.listeners(channel) as ((...values: unknown[]) => void)[]) {
      try {
        listener(...args)
      } catch {
        // See above.
      }
    }
  }
  const on = (channel: string, listener: RealtimeListener | RealtimeUserListener) => {
    emitter.on(channel, listener)
    return () => {
      emitter.off(channel, listener)
    }
  }
  return {
    publish: (companyId, event) => emit('data-created', companyId, event),
    subscribe: (listener) => on('data-created', listener),
    publishToUsers(userIds, eventName, payload) {
      if (userIds.length > 0) emit('to-users', userIds, eventName, payload)
    },
    subscribeUsers: (listener) => on('to-users', listener),
    peerPublished: (companyId, event) => emit('peer-data-created', companyId, event),
    subscribePeers: (listener) => on('peer-data-created', listener),
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's realtime bus, for the realtime channel and for tests that listen to it. */
    realtime: RealtimeBus
  }
}
