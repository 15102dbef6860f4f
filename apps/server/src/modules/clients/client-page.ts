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
