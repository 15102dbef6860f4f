import type { Locale } from '@ajanda/contracts/common/locale'
import { LRUCache } from 'lru-cache'
import type { FormRow } from './forms.repository'

/**
 * How long a serialized form may name a flight changed elsewhere (logistics edits project_flights) before
 * it is rebuilt; the form's own rows cannot be stale, see below.
 */
const TTL_MS = 60_000
const MAX_ENTRIES = 200
/** A 300-field form is about 220 KB of JSON: at most 32 MB of them (decisions/0021). */
const MAX_BYTES = 32 * 1024 * 1024

/**
 * GET /form/{id}'s answer as bytes ready to send, per form, version and language. Every write of the
 * builder bumps the form's updated_at strictly (form-core.ts) in its transaction, and submissions move
 * answers_count: both are in the key, read fresh with the access check, so an edit is never served
 * stale, whichever process made it. Re-reading and re-encoding a 300-field form per request cost ten
 * times the access check.
 */
export function createFormDetailCache(now = () => Date.now()) {
  const entries = new LRUCache<string, { body: Buffer; storedAt: number }>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => Math.max(entry.body.length, 1),
  })
  const keyOf = (form: FormRow, locale: Locale) =>
    `${form.id}:${form.updated_at.getTime()}:${form.answers_count}:${locale}`

  return {
    async read(form: FormRow, locale: Locale, build: () => Promise<unknown>): Promise<Buffer> {
      const key = keyOf(form, locale)
      const entry = entries.get(key)
      if (entry && now() - entry.storedAt <= TTL_MS) return entry.body
      const body = Buffer.from(JSON.stringify(await build()))
      entries.set(key, { body, storedAt: now() })
      return body
    },
  }
}
