/** How long a signed address of a private file works. */
export const SIGNED_URL_SECONDS = 5 * 60

/**
 * A storage key as `put` makes them (`receipts/3/AbC….png`): path segments of letters, digits, `_`, `-`
 * and inner dots. No empty, `.` or `..` segment and no dot file, so a key never leaves the storage root.
 */
const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/
export function isStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false
  return key.split('/').every((segment) => KEY_SEGMENT.test(segment))
}

/** Content-Type by extension for the public files `/files/…` serves (logos, pictures, form files). */
const PUBLIC_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  heic: 'image/heic',
  avif: 'image/avif',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  webm: 'audio/webm',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
}

export function contentTypeOfKey(key: string): string {
  const extension = /\.([a-z0-9]{1,10})$/i.exec(key)?.[1]?.toLowerCase() ?? ''
  return PUBLIC_TYPES[extension] ?? 'application/octet-stream'
}
