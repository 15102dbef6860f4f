import yauzl from 'yauzl'

export interface ZipLimits {
  maxEntries: number
  maxUnpackedBytes: number
}

/** An .xlsx is a zip of a dozen XML parts; a thousand leaves room for any real workbook. */
export const ARCHIVE_MAX_ENTRIES = 1000
/** What every part of one archive may inflate to together; a 5,000-row import is a few MB. */
export const ARCHIVE_MAX_UNPACKED_MB = 50

export const ARCHIVE_LIMITS: ZipLimits = {
  maxEntries: ARCHIVE_MAX_ENTRIES,
  maxUnpackedBytes: ARCHIVE_MAX_UNPACKED_MB * 1024 * 1024,
}

export type ZipCheck =
  | { ok: true }
  | { ok: false; reason: 'not_zip' | 'too_many_entries' | 'too_large_unpacked' }

function open(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  )
}

/** Inflates one entry into nothing, only counting: yauzl errors as soon as it outgrows its declared size. */
function drain(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<void> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error)
      stream.on('error', reject).on('end', resolve).resume()
    }),
  )
}

/**
 * Checks an archive from its central directory before anything is inflated: the number of entries and the
 * sizes they declare, added up. Then it inflates each entry once, keeping nothing, so an entry that lies
 * about its size (a bomb with a small declared size) fails at its declared size, not at its real one.
 */
export async function checkZipBounds(bytes: Buffer, limits: ZipLimits): Promise<ZipCheck> {
  let zip: yauzl.ZipFile
  try {
    zip = await open(bytes)
  } catch {
    return { ok: false, reason: 'not_zip' }
  }
  try {
    if (zip.entryCount > limits.maxEntries) return { ok: false, reason: 'too_many_entries' }
    const entries: yauzl.Entry[] = []
    let declared = 0
    for (;;) {
      const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
        zip
          .once('entry', resolve)
          .once('end', () => resolve(null))
          .once('error', reject)
        zip.readEntry()
      })
      zip.removeAllListeners('entry').removeAllListeners('end').removeAllListeners('error')
      if (!entry) break
      declared += entry.uncompressedSize
      if (declared > limits.maxUnpackedBytes) return { ok: false, reason: 'too_large_unpacked' }
      entries.push(entry)
    }
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue
      try {
        await drain(zip, entry)
      } catch (error) {
        const lied = /too many bytes/i.test((error as Error).message)
        return { ok: false, reason: lied ? 'too_large_unpacked' : 'not_zip' }
      }
    }
    return { ok: true }
  } catch {
    return { ok: false, reason: 'not_zip' }
  } finally {
    zip.close()
  }
}
