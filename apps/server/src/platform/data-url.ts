const IMAGE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }

/** Magic numbers, so a renamed file cannot pass as an image. */
function looksLike(type: string, bytes: Buffer): boolean {
  if (type === 'image/png') return bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
  if (type === 'image/jpeg') return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
  if (type === 'image/webp')
    return bytes.subarray(0, 4).toString() === 'RIFF' && bytes.subarray(8, 12).toString() === 'WEBP'
  return false
}

export type DecodedImage =
  | { ok: true; bytes: Buffer; extension: string }
  | { ok: false; reason: 'invalid' | 'too_large' }

export function decodeImageDataUrl(dataUrl: string, maxBytes: number): DecodedImage {
  const match = /^data:(image\/[a-z+]+);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl)
  if (!match) return { ok: false, reason: 'invalid' }
  const type = match[1] as string
  const extension = IMAGE_TYPES[type]
  if (!extension) return { ok: false, reason: 'invalid' }
  const bytes = Buffer.from(match[2] as string, 'base64')
  if (bytes.length > maxBytes) return { ok: false, reason: 'too_large' }
  if (!looksLike(type, bytes)) return { ok: false, reason: 'invalid' }
  return { ok: true, bytes, extension }
}
