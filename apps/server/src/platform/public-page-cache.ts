import { createKeyedCache } from './count-cache'

/** At most this many answers (a slug in each language) and this many bytes: a public page is 5–40 KB. */
const MAX_PAGES = 500
const MAX_BYTES = 32 * 1024 * 1024

export interface PublicPageCache {
  /** The answer of `key`, loaded once for every request of the next `ttlMs` (a failed load is not kept). */
  get(key: string, load: () => Promise<Buffer>): Promise<Buffer>
  /** Forgets every answer: a write in this process may change any of them. */
  clear(): void
  /** How many answers it holds now (never more than 500). */
  readonly size: number
}

/**
 * The answers of public pages that are the same for every visitor (a form without a personal code),
 * remembered for `ttlMs`: when an invitation mail goes out, thousands open the same form within
 * minutes, and each answer costs two statements. Any write through this process forgets them all
 * (app.ts, as the session cache), so a submission, a staff change of the form or of its seats shows on
 * the next load; another process's write shows within `ttlMs`. The seats themselves are taken in the
 * submitting transaction, never from this answer. `ttlMs` 0 keeps nothing.
 */
export function createPublicPageCache(ttlMs: number): PublicPageCache {
  if (ttlMs <= 0) return { get: (_key, load) => load(), clear() {}, size: 0 }
  const SCOPE = 'public'
  const pages = createKeyedCache<Buffer>({
    ttlMs,
    maxEntries: MAX_PAGES,
    maxBytes: MAX_BYTES,
    sizeOf: (page) => page.length,
  })
  return {
    get: (key, load) => pages.get(SCOPE, key, load),
    clear: () => pages.clear(SCOPE),
    get size() {
      return pages.size
    },
  }
}
