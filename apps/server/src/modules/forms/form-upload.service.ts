import {
  AUDIO_MIME_TYPES,
  DEFAULT_FILE_SIZE_MB,
  DOCUMENT_MIME_TYPES,
  IMAGE_MIME_TYPES,
  resolveFieldType,
} from '@ajanda/contracts/forms/field-types'
import { type FormMessageKey, formMessage } from '@ajanda/contracts/forms/form-messages'
import type { fieldUploadResponseSchema } from '@ajanda/contracts/forms.contract'
import { fileTypeFromBuffer } from 'file-type'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { NotFoundError, WordedError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { createFormUploadRepository, type UploadField } from './form-upload.repository'

type FieldUploadResponse = z.infer<typeof fieldUploadResponseSchema>

const MB = 1024 * 1024
/** The largest file any field takes (a field's file_size is at most 100 MB, forms.contract.ts). */
export const FIELD_UPLOAD_MAX_MB = 100

/** What a field accepts: the engine's types (field-types.ts), a size in MB and the message for a wrong type. */
export interface UploadRule {
  types: readonly string[]
  maxMb: number
  wrongType: FormMessageKey
}

/**
 * The upload rule of a field, the same the engine checks the answer with (decisions 0031):
 * file_uploader by file_type and file_size (10 MB unless set), a signature a PNG of 1 MB, a recording
 * an audio type of 20 MB; the builder's own files (an image or banner picture, a PDF to show, a
 * contract file) are images, PDFs or documents of 10 MB.
 */
export function uploadRuleOf(field: Pick<UploadField, 'type' | 'file_type' | 'file_size'>): UploadRule {
  const type = resolveFieldType(field.type)
  switch (type) {
    case 'file_uploader':
      return field.file_type === 'image'
        ? {
            types: IMAGE_MIME_TYPES,
            maxMb: field.file_size ?? DEFAULT_FILE_SIZE_MB,
            wrongType: 'invalid_file_type_image',
          }
        : {
            types: DOCUMENT_MIME_TYPES,
            maxMb: field.file_size ?? DEFAULT_FILE_SIZE_MB,
            wrongType: 'invalid_file_type',
          }
    case 'signature':
      return { types: ['image/png'], maxMb: 1, wrongType: 'invalid_signature' }
    case 'voice_recording':
      return { types: AUDIO_MIME_TYPES, maxMb: 20, wrongType: 'invalid_audio' }
    case 'image':
    case 'banner':
    case 'picture_choice':
      return { types: IMAGE_MIME_TYPES, maxMb: DEFAULT_FILE_SIZE_MB, wrongType: 'invalid_file_type_image' }
    case 'pdf_viewer':
      return { types: ['application/pdf'], maxMb: DEFAULT_FILE_SIZE_MB, wrongType: 'invalid_file_type' }
    default:
      return { types: DOCUMENT_MIME_TYPES, maxMb: DEFAULT_FILE_SIZE_MB, wrongType: 'invalid_file_type' }
  }
}

/** file-type's names → the type stored and answered, with the stored file's extension. */
const BY_SIGNATURE: Record<string, { mime: string; extension: string }> = {
  png: { mime: 'image/png', extension: 'png' },
  jpg: { mime: 'image/jpeg', extension: 'jpg' },
  webp: { mime: 'image/webp', extension: 'webp' },
  gif: { mime: 'image/gif', extension: 'gif' },
  pdf: { mime: 'application/pdf', extension: 'pdf' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extension: 'pptx',
  },
  zip: { mime: 'application/zip', extension: 'zip' },
  webm: { mime: 'audio/webm', extension: 'webm' },
  ogg: { mime: 'audio/ogg', extension: 'ogg' },
  oga: { mime: 'audio/ogg', extension: 'ogg' },
  opus: { mime: 'audio/ogg', extension: 'ogg' },
  mp3: { mime: 'audio/mpeg', extension: 'mp3' },
  m4a: { mime: 'audio/mp4', extension: 'm4a' },
  mp4: { mime: 'audio/mp4', extension: 'm4a' },
  wav: { mime: 'audio/wav', extension: 'wav' },
}
/** Old Office files are one container format (CFB): the name tells which. */
const CFB_BY_EXTENSION: Record<string, { mime: string; extension: string }> = {
  doc: { mime: 'application/msword', extension: 'doc' },
  xls: { mime: 'application/vnd.ms-excel', extension: 'xls' },
  ppt: { mime: 'application/vnd.ms-powerpoint', extension: 'ppt' },
}
const OOXML = new Set(['docx', 'xlsx', 'pptx'])

const extensionOf = (name: string) => /\.([a-z0-9]{1,10})$/i.exec(name)?.[1]?.toLowerCase() ?? ''

/** Whether bytes with no binary signature are text: valid UTF-8 without NUL characters. */
function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}

/**
 * A field file's type judged by its bytes (file-type's signatures), never by the declared type; the
 * name only picks between types the bytes cannot tell apart (a .doc or an .xls, a .docx read as zip,
 * text or CSV). Null when the bytes are nothing the form engine knows.
 */
export async function fieldFileType(
  bytes: Buffer,
  name: string,
): Promise<{ mime: string; extension: string } | null> {
  const extension = extensionOf(name)
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected) {
    if (bytes.length === 0 || !isText(bytes)) return null
    return extension === 'csv'
      ? { mime: 'text/csv', extension: 'csv' }
      : { mime: 'text/plain', extension: 'txt' }
  }
  if (detected.ext === 'cfb') return CFB_BY_EXTENSION[extension] ?? null
  if (detected.ext === 'zip' && OOXML.has(extension)) return BY_SIGNATURE[extension] ?? null
  return BY_SIGNATURE[detected.ext] ?? null
}

/** A 422 on the `file` field, worded by the form engine's messages (Turkish unless asked otherwise). */
export function fileError(key: FormMessageKey, params?: Record<string, string | number>): WordedError {
  return new WordedError(
    422,
    (locale) => formMessage(locale, key, params),
    (locale) => ({ errors: { file: [formMessage(locale, key, params)] } }),
  )
}

export interface FieldFile {
  name: string
  bytes: Buffer
}

/**
 * POST /form/field/{id}/upload: a field's file, checked by its bytes against the field's rule and
 * stored through the platform storage under `form-files/{company}`; the answer is what the form's
 * answer (or the field's props) carries: {url, name, size, mime}.
 */
export function createFormUploadService(ctx: AppContext) {
  const repo = createFormUploadRepository(ctx.db)
  return {
    /** The field and its rule, before the body is read; another company's field or none is 404. */
    async fieldFor(auth: AuthState, fieldId: number): Promise<{ field: UploadField; rule: UploadRule }> {
      const field = await repo.findField(auth.user.event_company_id, fieldId)
      if (!field) throw new NotFoundError()
      return { field, rule: uploadRuleOf(field) }
    },

    async store(auth: AuthState, rule: UploadRule, file: FieldFile): Promise<FieldUploadResponse> {
      if (file.bytes.length > rule.maxMb * MB) throw fileError('file_too_large', { max: rule.maxMb })
      const type = await fieldFileType(file.bytes, file.name)
      if (!type || !rule.types.includes(type.mime)) throw fileError(rule.wrongType)
      const key = await ctx.storage.put(
        `form-files/${auth.user.event_company_id}`,
        file.bytes,
        type.extension,
      )
      return { url: ctx.storage.url(key), name: file.name, size: file.bytes.length, mime: type.mime }
    },
  }
}
