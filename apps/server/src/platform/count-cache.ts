import { LRUCache } from 'lru-cache'

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
  /** How many values it holds now (never more than `maxEntries`). */
  readonly size: number
  /** What its values weigh now by `sizeOf` (never more than `maxBytes`); 0 without a byte bound. */
  readonly bytes: number
}
export type CountCache = KeyedCache<number>

export interface KeyedCacheOptions<T> {
  ttlMs?: number
  /** At most this many values; the least recently used goes first (decisions/0021). */
  maxEntries?: number
  /** At most this many bytes by `sizeOf` (answers kept as text or bytes); a larger value is not kept. */
  maxBytes?: number
  sizeOf?: (value: T) => number
}

interface Entry<T> {
  value: Promise<T>
  /** Bytes by `sizeOf` once settled; 1 while pending. */
  size: number
}

/**
 * Values remembered for `ttlMs` per scope and key, bounded by count (and by bytes when `maxBytes` is
 * given), least recently used first out: a long-running process with many companies, filters and pages
 * keeps a fixed amount (the soak of decisions/0021), where a plain map grew until it was emptied whole.
 * The promise itself is kept, so concurrent requests share one load (a burst of reloads after a realtime
 * event costs one query); a failed load is not kept. A pending value weighs 1 byte until it settles.
 */
export function createKeyedCache<T>(options: KeyedCacheOptions<T> = {}): KeyedCache<T> {
  const { ttlMs = 5_000, maxEntries = 10_000, maxBytes, sizeOf } = options
  const entries = new LRUCache<string, Entry<T>>({
    max: maxEntries,
    ttl: ttlMs,
    ...(maxBytes ? { maxSize: maxBytes, sizeCalculation: (entry: Entry<T>) => entry.size } : {}),
    // Date's clock, so that tests with fake timers move it.
    perf: { now: () => Date.now() },
  })
  const weigh = (id: string, entry: Entry<T>, value: T) => {
    // Still the same entry (not cleared or replaced meanwhile): weigh it now that its size is known.
    // A new entry object: the cache only weighs a value again when it is not the same one.
    if (maxBytes && sizeOf && entries.peek(id) === entry)
      entries.set(id, { value: entry.value, size: Math.max(1, sizeOf(value)) }, { noUpdateTTL: true })
  }
  return {
    get(scope, key, load) {
      const id = `${scope}\u0000${key}`
      const hit = entries.get(id)
      if (hit) return hit.value
      const entry: Entry<T> = { value: load(), size: 1 }
      entries.set(id, entry)
      entry.value.then(
        (value) => weigh(id, entry, value),
        () => {
          if (entries.peek(id) === entry) entries.delete(id)
        },
      )
      return entry.value
    },
    clear(scope) {
      const prefix = `${scope}\u0000`
      const stale = [...entries.keys()].filter((id) => id.startsWith(prefix))
      for (const id of stale) entries.delete(id)
    },
    get size() {
      return entries.size
    },
    get bytes() {
      return entries.calculatedSize ?? 0
    },
  }
}

export const createCountCache = (ttlMs?: number, maxEntries?: number): CountCache =>
  createKeyedCache<number>({
    ...(ttlMs === undefined ? {} : { ttlMs }),
    ...(maxEntries ? { maxEntries } : {}),
  })

/** The scope of one area of one company's data: `companyScope('address-book', 12)`. */
export const companyScope = (area: string, companyId: number) => `${area}:${companyId}`
