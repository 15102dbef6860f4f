import { JsonPayload } from '../../platform/json-payload'
import { paginated } from '../../platform/pagination'
import type { FileStorage } from '../../platform/storage'

/**
 * The address every public file's URL starts with: `storage.url(key)` is this prefix and the key on
 * either backend, so the database can write a logo's URL into the page's JSON (client-page-statement.ts).
 */
export function publicFilePrefix(storage: FileStorage): string {
  const probe = 'probe/key.png'
  const url = storage.url(probe)
  if (!url.endsWith(probe)) throw new Error(`storage.url() does not end with the key: ${url}`)
  return url.slice(0, -probe.length)
}

/**
 * Laravel's paginator around rows already written as JSON text: the same bytes `paginated()` and
 * JSON.stringify give (`data` first, then the counters and links in the schema's order).
 */
export function clientPagePayload(
  items: string[],
  total: number,
  query: { page: number; page_size: number } & Record<string, unknown>,
  path: string,
): JsonPayload {
  // `from` and `to` depend only on how many rows the page has.
  const { data: _, ...rest } = paginated(
    Array.from({ length: items.length }),
    total,
    { page: query.page, pageSize: query.page_size },
    path,
    query,
  )
  return new JsonPayload(`{"data":[${items.join(',')}],${JSON.stringify(rest).slice(1)}`)
}
