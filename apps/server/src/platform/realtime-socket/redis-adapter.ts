import { createAdapter } from '@socket.io/redis-adapter'
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'

/** Channel prefix of the adapter: several apps may share one Redis. */
export const REDIS_ADAPTER_KEY = 'ajanda:socket.io'

export interface RedisLink {
  adapter: ReturnType<typeof createAdapter>
  close(): Promise<void>
}

/**
 * The Socket.IO Redis adapter (ioredis: the adapter's docs warn that `redis` may not restore its
 * subscriptions after a reconnection). An emit on one process is published to Redis and delivered by
 * every process to its own sockets. Redis being down does not stop the process: ioredis reconnects,
 * local delivery goes on, and the errors are logged (at most once a minute per client).
 *
 * The adapter never catches its own publish and subscribe promises, and an unhandled rejection ends the
 * process: with Redis down at start or later, the server died on the first emit (outage.test.ts). So
 * the publisher drops what it cannot send at once (no offline queue: an event for the other processes
 * is worth nothing minutes late, and their clients reload on reconnect), its failures resolve as
 * "delivered to no one", and the subscriber waits for Redis however long it takes (ioredis subscribes
 * again after every reconnect).
 */
export function connectRedisAdapter(url: string, log: FastifyBaseLogger): RedisLink {
  const pub = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  const sub = new Redis(url, { maxRetriesPerRequest: null })
  const publish = pub.publish.bind(pub) as (channel: string, message: string | Buffer) => Promise<number>
  pub.publish = ((channel: string, message: string | Buffer) =>
    publish(channel, message).catch(() => 0)) as typeof pub.publish
  for (const [name, client] of [
    ['publish', pub],
    ['subscribe', sub],
  ] as const) {
    let lastLogged = 0
    client.on('error', (error: Error) => {
      if (Date.now() - lastLogged < 60_000) return
      lastLogged = Date.now()
      log.warn({ err: error, client: name }, 'realtime: Redis connection failed; retrying')
    })
  }
  return {
    adapter: createAdapter(pub, sub, { key: REDIS_ADAPTER_KEY }),
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()])
      pub.disconnect()
      sub.disconnect()
    },
  }
}
