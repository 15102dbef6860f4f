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
 */
export function connectRedisAdapter(url: string, log: FastifyBaseLogger): RedisLink {
  const pub = new Redis(url, { maxRetriesPerRequest: 2 })
  const sub = pub.duplicate()
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
