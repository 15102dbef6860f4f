import { z } from 'zod'
import { idField, idParam, requiredText } from './common/fields'
import { paginatedSchema } from './common/pagination'
import { webformBrandingSchema } from './webform.contract'

/**
 * Photo upload links (event-side.md section 3, staff-app.md `/photo-uploader/{code}`). Staff create a
 * project's link with a limit per file and in total and revoke it; anyone with the link uploads many
 * photos at once in chunks that resume after a dropped connection. The server checks each photo's type
 * by its bytes, removes its metadata (GPS included) and makes a thumbnail; staff browse the photos in
 * the project's files tab and download a selection as a zip.
 */

export const PHOTO_LINK_NAME_MAX = 120
/** The largest limit per file a link may have, in MB. */
export const PHOTO_FILE_MB_MAX = 200
/** The largest limit in total a link may have, in MB (50 GB). */
export const PHOTO_TOTAL_MB_MAX = 51_200
/** The chunk the page sends at a time; the server takes chunks up to PHOTO_CHUNK_MAX_BYTES. */
export const PHOTO_CHUNK_BYTES = 1024 * 1024
export const PHOTO_CHUNK_MAX_BYTES = 8 * 1024 * 1024
/** The header that says where a chunk starts in the file. */
export const PHOTO_OFFSET_HEADER = 'upload-offset'
/** The most photos of one zip download. */
export const PHOTO_ZIP_MAX = 500
/** The file types a photo may be (read from its bytes): what the page's picker accepts. */
export const PHOTO_ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const
export const PHOTO_PAGE_SIZE = 48
export const MB = 1024 * 1024

// ---- Staff: GET/POST /project/{code}/photo-links, DELETE /project/{code}/photo-links/{id}

export const photoLinkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  /** The page's address, to copy or show as a QR code. */
  url: z.string(),
  max_file_bytes: z.number().int(),
  max_total_bytes: z.number().int(),
  used_bytes: z.number().int(),
  photo_count: z.number().int(),
  revoked_at: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
})
export type PhotoLink = z.infer<typeof photoLinkSchema>
export const photoLinkListSchema = z.object({ data: z.array(photoLinkSchema) })
export const photoLinkResponseSchema = z.object({ data: photoLinkSchema, message: z.string() })

export const photoLinkInputSchema = z.strictObject({
  name: requiredText(PHOTO_LINK_NAME_MAX),
  max_file_mb: z.number().int().min(1).max(PHOTO_FILE_MB_MAX),
  max_total_mb: z.number().int().min(1).max(PHOTO_TOTAL_MB_MAX),
})
export type PhotoLinkInput = z.input<typeof photoLinkInputSchema>

export const photoCodeParams = z.object({ code: z.string().min(1).max(64) })
export const photoLinkParams = z.object({ code: z.string().min(1).max(64), id: idParam })

// ---- Staff: GET /project/{code}/photos, POST /project/{code}/photos/zip, DELETE .../photos/{id}

export const projectPhotoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The stored photo's bytes (after its metadata was removed). */
  size: z.number().int(),
  mime_type: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  link: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Short-lived signed addresses (private files): the 400 px WebP thumbnail and the photo. */
  thumb_url: z.string(),
  url: z.string(),
  created_at: z.string(),
})
export type ProjectPhoto = z.infer<typeof projectPhotoSchema>
export const projectPhotoPageSchema = paginatedSchema(projectPhotoSchema)

export const photoListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(PHOTO_PAGE_SIZE),
  locale: z.string().max(10).optional(),
})

export const photoZipInputSchema = z.strictObject({
  ids: z.array(idField()).min(1).max(PHOTO_ZIP_MAX),
})
export type PhotoZipInput = z.input<typeof photoZipInputSchema>
/**
 * GET /project/{code}/photos/zip: the signed link POST …/photos/zip answers a caller that accepts JSON
 * (`{data: {url, expires_at}}`, common/signed-file.ts). The browser is sent there without its bearer
 * token; its download manager streams the zip to disk.
 */
export const photoZipLinkQuerySchema = z.object({
  ids: z
    .string()
    .max(PHOTO_ZIP_MAX * 16)
    .regex(/^\d{1,15}(,\d{1,15})*$/),
  expires: z.string().max(20),
  signature: z.string().max(100),
  locale: z.string().max(10).optional(),
})

// ---- Public: GET /photo-uploader/{code}, POST .../uploads, GET/PUT .../uploads/{upload_code}

export const photoUploaderSchema = z.object({
  name: z.string(),
  project_name: z.string(),
  branding: webformBrandingSchema,
  max_file_bytes: z.number().int(),
  max_total_bytes: z.number().int(),
  used_bytes: z.number().int(),
  remaining_bytes: z.number().int(),
  chunk_bytes: z.number().int(),
})
export type PhotoUploader = z.infer<typeof photoUploaderSchema>

export const photoUploadInputSchema = z.strictObject({
  file_name: requiredText(255),
  total_bytes: z
    .number()
    .int()
    .min(1)
    .max(PHOTO_FILE_MB_MAX * MB),
})
export type PhotoUploadInput = z.input<typeof photoUploadInputSchema>

export const photoUploadParams = z.object({
  code: z.string().min(1).max(64),
  uploadCode: z.string().min(1).max(64),
})

export const photoUploadStateSchema = z.object({
  upload_code: z.string(),
  received_bytes: z.number().int(),
  total_bytes: z.number().int(),
  /** True once the last chunk made the photo (the upload is gone then). */
  done: z.boolean(),
  photo: z.object({ id: z.number().int(), name: z.string() }).nullable(),
})
export type PhotoUploadState = z.infer<typeof photoUploadStateSchema>
