import { fileTypeFromFile } from 'file-type'
import sharp from 'sharp'

/** The types a photo may be, by its bytes, and what it is stored as (HEIC becomes JPEG). */
const KINDS: Record<string, { format: 'jpeg' | 'png' | 'webp'; extension: string; mime: string }> = {
  'image/jpeg': { format: 'jpeg', extension: 'jpg', mime: 'image/jpeg' },
  'image/png': { format: 'png', extension: 'png', mime: 'image/png' },
  'image/webp': { format: 'webp', extension: 'webp', mime: 'image/webp' },
  'image/heic': { format: 'jpeg', extension: 'jpg', mime: 'image/jpeg' },
  'image/heif': { format: 'jpeg', extension: 'jpg', mime: 'image/jpeg' },
}
export const THUMB_SIZE = 400

export interface ProcessedPhoto {
  photo: Buffer
  thumb: Buffer
  extension: string
  mime: string
  width: number
  height: number
}

export type ProcessResult =
  | { ok: true; value: ProcessedPhoto }
  | { ok: false; reason: 'not_photo' | 'unreadable' }

/**
 * A finished upload's file made into the stored photo: its type read from its bytes (never the name or
 * the declared type), turned upright by its EXIF orientation, and encoded again without any metadata
 * (sharp keeps none unless asked), so GPS positions, camera serials and the like are gone; plus a
 * 400 px WebP thumbnail. sharp works on libuv's thread pool: the event loop stays free meanwhile.
 */
export async function processPhoto(file: string): Promise<ProcessResult> {
  const detected = await fileTypeFromFile(file)
  const kind = detected ? KINDS[detected.mime] : undefined
  if (!kind) return { ok: false, reason: 'not_photo' }
  try {
    const upright = sharp(file, { failOn: 'error' }).rotate()
    const encoded =
      kind.format === 'jpeg'
        ? upright.jpeg({ quality: 90, mozjpeg: true })
        : kind.format === 'png'
          ? upright.png()
          : upright.webp({ quality: 90 })
    const { data: photo, info } = await encoded.toBuffer({ resolveWithObject: true })
    const thumb = await sharp(photo)
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer()
    return {
      ok: true,
      value: {
        photo,
        thumb,
        extension: kind.extension,
        mime: kind.mime,
        width: info.width,
        height: info.height,
      },
    }
  } catch {
    // HEIC needs a libvips built with libheif's HEVC decoder, which sharp's own binaries lack.
    return { ok: false, reason: 'unreadable' }
  }
}
