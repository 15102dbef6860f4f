/**
 * Totals of long lists (the paginator's `total`), remembered for a few seconds per key. Counting 20,000
 * rows costs the database a millisecond or two on every page view, more than the page itself; a busy list
 * page asks it dozens of times a second. Writes through this process clear their scope at once, so a user
 * sees their own change; a write made by another server process shows in the total within `ttlMs` (the
 * rows of the page are always read fresh).
 */
export interface CountCache {
  get(scope: string, key: string, count: () => Promise<number>): Promise<number>
  /** Forgets every total of a scope (`clients:12`: company 12's client lists). */
  clear(scope: string): void
}

export function createCountCache(ttlMs = 5_000, maxEntries = 10_000): CountCache {
  const entries = new Map<string, { value: Promise<number>; expires: number }>()
  return {
    get(scope, key, count) {
      const id = `${scope}\u0000${key}`
      const now = Date.now()
      const hit = entries.get(id)
      if (hit && hit.expires > now) return hit.value
      if (entries.size >= maxEntries) entries.clear()
      // The promise itself is kept, so concurrent requests share one count; a failed count is not kept.
      const value = count()
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

/** The scope of one area of one company's data: `companyScope('address-book', 12)`. */
export const companyScope = (area: string, companyId: number) => `${area}:${companyId}`
