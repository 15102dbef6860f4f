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
}

export interface SessionCache {
  sessions: TtlMap<string, unknown>
  meFacts: TtlMap<number, unknown>
  /** Per user: what their position's scope lets them see (the people of their team or division). */
  scopes: TtlMap<number, unknown>
  clear(): void
}

function createTtlMap<K, V>(ttlMs: number, maxEntries: number): TtlMap<K, V> & { clear(): void } {
  const entries = new Map<K, { value: V; expires: number }>()
  return {
    get(key) {
      const hit = entries.get(key)
      if (!hit) return undefined
      if (hit.expires <= Date.now()) {
        entries.delete(key)
        return undefined
      }
      return hit.value
    },
    set(key, value) {
      if (ttlMs <= 0) return
      if (entries.size >= maxEntries) entries.clear()
      entries.set(key, { value, expires: Date.now() + ttlMs })
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
