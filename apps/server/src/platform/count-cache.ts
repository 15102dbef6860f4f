/**
 * Totals of long lists (the paginator's `total`), remembered for a few seconds per key. Counting 20,000
 * rows costs the database a millisecond or two on every page view, more than the page itself; a busy list
 * page asks it dozens of times a second. Writes through this process clear their scope at once, so a user
 * sees their own change; a write made by another server process shows in the total within `ttlMs` (the
 * rows of the page are always read fresh).
 */
export interface KeyedCache<T> {
  get(scope: string, key: string, load: () => Promise<T>): Promise<T>
  /** Forgets every value of a scope (`clients:12`: company 12's client lists). */
  clear(scope: string): void
}
export type CountCache = KeyedCache<number>

/**
 * Values remembered for `ttlMs` per scope and key. The promise itself is kept, so concurrent requests
 * share one load (a burst of reloads after a realtime event costs one query); a failed load is not kept.
 */
export function createKeyedCache<T>(ttlMs = 5_000, maxEntries = 10_000): KeyedCache<T> {
  const entries = new Map<string, { value: Promise<T>; expires: number }>()
  return {
    get(scope, key, load) {
      const id = `${scope}\u0000${key}`
      const now = Date.now()
      const hit = entries.get(id)
      if (hit && hit.expires > now) return hit.value
      if (entries.size >= maxEntries) entries.clear()
      const value = load()
      entries.set(id, { value, expires: now + ttlMs })
      value.catch(() => entries.delete(id))
      return value
    },
    clear(scope) {
      const prefix = `${scope}\u0000`
      for (const id of entries.keys()) if (id.startsWith(prefix)) entries.delete(id)
    },
  }
}

export const createCountCache = (ttlMs?: number, maxEntries?: number): CountCache =>
  createKeyedCache<number>(ttlMs, maxEntries)

/** The scope of one area of one company's data: `companyScope('address-book', 12)`. */
export const companyScope = (area: string, companyId: number) => `${area}:${companyId}`
