import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { cleanFileName } from '../../platform/uploads/file-names'
import { limitUploadTo } from '../../platform/uploads/upload-limits'
import { FIELD_UPLOAD_MAX_MB, fileError } from './form-upload.service'

const MB = 1024 * 1024
const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'])

/**
 * The multipart parser of a plugin whose routes take one field's file (staff, public form, declaration):
 * one file within the largest size a field allows; each request narrows it to its field's rule.
 */
export function registerFieldFileParser(app: FastifyInstance) {
  return app.register(multipart, {
    limits: { fileSize: FIELD_UPLOAD_MAX_MB * MB, files: 1, fields: 5, parts: 6 },
  })
}

/**
 * Reads the `file` part of a field upload, bounded by the field's `maxMb`: its cleaned name and bytes.
 * Other parts are drained so the request ends cleanly. A missing or empty file, or one part too many, is
 * the field's "required" error; a file over the size its field's "file_too_large" error (422 both).
 */
export async function readFieldFile(
  request: FastifyRequest,
  maxMb: number,
): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw fileError('required')
  let upload: { name: string; bytes: Buffer } | undefined
  try {
    for await (const part of request.parts({ limits: { fileSize: maxMb * MB } })) {
      if (part.type !== 'file') continue
      const bytes = await part.toBuffer()
      if (part.fieldname !== 'file' || upload) continue
      upload = { name: cleanFileName(part.filename ?? '') ?? 'dosya', bytes }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? ''
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError('file_too_large', { max: maxMb })
    if (LIMIT_CODES.has(code)) throw fileError('required')
    throw error
  }
  if (!upload || upload.bytes.length === 0) throw fileError('required')
  return upload
}

/** The onRequest hook refusing a field upload whose declared length is over the largest a field allows. */
export const fieldUploadLimit = () => limitUploadTo(FIELD_UPLOAD_MAX_MB * MB)
