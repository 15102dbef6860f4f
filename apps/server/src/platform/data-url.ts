import sharp from 'sharp'

const IMAGE_TYPES: Record<string, { extension: string; format: 'png' | 'jpeg' | 'webp' }> = {
  'image/png': { extension: 'png', format: 'png' },
  'image/jpeg': { extension: 'jpg', format: 'jpeg' },
  'image/webp': { extension: 'webp', format: 'webp' },
}
/** A logo or a profile picture larger than this (about 7,000 × 7,000) is refused before it is decoded. */
const MAX_PIXELS = 50_000_000

export type DecodedImage =
  | { ok: true; bytes: Buffer; extension: string }
  | { ok: false; reason: 'invalid' | 'too_large' }

/**
 * Decodes the whole image with sharp (libvips, in libuv's thread pool, off the event loop) and stores it
 * encoded anew: bytes that only start like a PNG, a format other than the one declared, and anything
 * appended to a real image (an HTML or script polyglot) do not survive. Metadata (EXIF, GPS) is dropped too.
 */
async function reencode(bytes: Buffer, format: 'png' | 'jpeg' | 'webp'): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    const metadata = await image.metadata()
    if (metadata.format !== format) return null
    const oriented = image.rotate()
    if (format === 'png') return await oriented.png().toBuffer()
    if (format === 'jpeg') return await oriented.jpeg({ quality: 90 }).toBuffer()
    return await oriented.webp({ quality: 90 }).toBuffer()
  } catch {
    return null
  }
}

/** A `data:image/…;base64,` upload (logos, profile pictures) as clean image bytes, or why not. */
export async function decodeImageDataUrl(dataUrl: string, maxBytes: number): Promise<DecodedImage> {
  const match = /^data:(image\/[a-z+]+);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl)
  if (!match) return { ok: false, reason: 'invalid' }
  const type = IMAGE_TYPES[match[1] as string]
  if (!type) return { ok: false, reason: 'invalid' }
  const bytes = Buffer.from(match[2] as string, 'base64')
  if (bytes.length > maxBytes) return { ok: false, reason: 'too_large' }
  const clean = await reencode(bytes, type.format)
  if (!clean) return { ok: false, reason: 'invalid' }
  return { ok: true, bytes: clean, extension: type.extension }
}
