import { LRUCache } from 'lru-cache'

/**
 * What every signed-in request reads first (the token's session, and the facts /me adds), remembered
 * for a moment per process. GET /me runs on every start of the app and must answer within 20 ms at
 * p99 under load; two round trips per call do not fit that on a small machine.
 *
 * Consistency: any write request handled by this process forgets everything before its answer leaves
 * (see app.ts), so a user always sees their own change and a logout or deactivation takes effect at
 * once here; a write handled by another server process is seen within `ttlMs`.
 */
export interface TtlMap<K, V> {
  get(key: K): V | undefined
  set(key: K, value: V): void
  /** How many entries it holds now (never more than its bound). */
  readonly size: number
}

export interface SessionCache {
  sessions: TtlMap<string, unknown>
  meFacts: TtlMap<number, unknown>
  /** Per user: what their position's scope lets them see (the people of their team or division). */
  scopes: TtlMap<number, unknown>
  clear(): void
}

/**
 * Bounded by count, least recently used first out (decisions/0021): a server that has seen 50,000
 * sign-ins keeps the `maxEntries` most active, instead of emptying the whole map when it fills.
 */
function createTtlMap<K extends {}, V>(ttlMs: number, maxEntries: number): TtlMap<K, V> & { clear(): void } {
  // Boxed: a remembered `null` (no such session) is a value too. Date's clock, so fake timers move it.
  const entries = new LRUCache<K, { value: V }>({
    max: maxEntries,
    ttl: Math.max(ttlMs, 1),
    perf: { now: () => Date.now() },
  })
  return {
    get: (key) => entries.get(key)?.value,
    set(key, value) {
      if (ttlMs <= 0) return
      entries.set(key, { value })
    },
    get size() {
      return entries.size
    },
    clear: () => entries.clear(),
  }
}

export function createSessionCache(ttlMs: number, maxEntries = 10_000): SessionCache {
  const sessions = createTtlMap<string, unknown>(ttlMs, maxEntries)
  const meFacts = createTtlMap<number, unknown>(ttlMs, maxEntries)
  const scopes = createTtlMap<number, unknown>(ttlMs, maxEntries)
  return {
    sessions,
    meFacts,
    scopes,
    clear() {
      sessions.clear()
      meFacts.clear()
      scopes.clear()
    },
  }
}
