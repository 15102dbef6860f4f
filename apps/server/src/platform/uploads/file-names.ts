/** What a stored file's name may hold at most: the `name` columns are varchar(255). */
export const FILE_NAME_MAX_CHARS = 255

/**
 * Characters that change how a name looks without being part of it: controls (Unicode Cc: C0, DEL, C1)
 * and format characters (Cf: bidi embeddings, overrides and isolates that show "fdp.exe" as "exe.pdf",
 * zero-width spaces and joiners, the byte-order mark, invisible operators).
 */
const HIDDEN = /[\p{Cc}\p{Cf}]/gu

/**
 * An uploaded file's name as it may be stored, shown and sent back in a Content-Disposition header: the
 * last path segment only (a browser on Windows may send `C:\…\fis.jpg`), NFC, without hidden characters,
 * runs of spaces as one, no leading dots, at most 255 characters with the extension kept. Null when
 * nothing usable is left (the caller answers 422).
 */
export function cleanFileName(raw: string): string | null {
  const lastSegment = raw.split(/[\\/]/).pop() ?? ''
  const name = lastSegment
    .normalize('NFC')
    .replace(/[\t\n\v\f\r\u2028\u2029]/gu, ' ')
    .replace(HIDDEN, '')
    .replace(/\s+/gu, ' ')
    .replace(/^[.\s]+/u, '')
    .trim()
  if (name === '') return null
  const chars = Array.from(name)
  if (chars.length <= FILE_NAME_MAX_CHARS) return name
  const dot = name.lastIndexOf('.')
  const extension = dot > 0 && name.length - dot <= 11 ? name.slice(dot) : ''
  return Array.from(name.slice(0, name.length - extension.length))
    .slice(0, FILE_NAME_MAX_CHARS - extension.length)
    .join('')
    .trimEnd()
    .concat(extension)
}
