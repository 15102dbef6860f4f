import crypto from 'node:crypto'
import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import { and, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import { NotFoundError, WordedError } from '../../platform/errors'
import { attendeeAnswers } from '../attendees/attendees.table'
import { fieldFileType, fileError, type UploadRule, uploadRuleOf } from '../forms/form-upload.service'
import type { FormRow } from '../forms/forms.repository'
import { formFields } from '../forms/forms.table'
import { webformSecret } from './webform-secret'

/**
 * The public form's files (issue 21 item 2): POST /webform/{slug}[/{pcode}]/upload/{fieldId} stores a
 * file for a file field of that published form, checked by its bytes and size as the staff upload is
 * (form-upload.service.ts), in the PRIVATE folder `attendee-files/{company}` (never served as
 * `/files/…`: platform/storage.ts PRIVATE_FOLDERS). The answer's url is an opaque reference
 *
 *   upload:{random}.{ext}.{signature}
 *
 * where {random}.{ext} names the stored file and the signature (HMAC-SHA-256, 128 bits, a key derived
 * from the server's secret) binds it to the form, the field, the type and the size. The submission
 * accepts a file answer only with a reference of its own form and field (and the type and size it was
 * stored with); staff read the file through GET /attendees/{id}/files/{ref}, which answers a short-lived
 * signed address (platform/signed-download.ts). No table: the reference is the record.
 */

const MB = 1024 * 1024
export const ATTENDEE_FILES_FOLDER = 'attendee-files'
/** The field types a person uploads a file for on the public page. */
export const PUBLIC_FILE_TYPES = ['file_uploader', 'fileupload', 'signature', 'voice_recording'] as const
const REF = /^upload:([A-Za-z0-9_-]{16,64})\.([a-z0-9]{1,10})\.([A-Za-z0-9_-]{22})$/

export interface PublicFileAnswer {
  url: string
  name: string
  size: number
  mime: string
}

export interface UploadRef {
  random: string
  extension: string
  signature: string
}

export function parseUploadRef(url: string): UploadRef | null {
  const match = REF.exec(url)
  return match
    ? { random: match[1] as string, extension: match[2] as string, signature: match[3] as string }
    : null
}

export const storageKeyOf = (companyId: number, ref: UploadRef) =>
  `${ATTENDEE_FILES_FOLDER}/${companyId}/${ref.random}.${ref.extension}`

const FILE_NOT_UPLOADED = {
  tr: 'Dosya bu forma yüklenmemiş, lütfen yeniden yükleyin.',
  en: 'This file was not uploaded to this form, please upload it again.',
} as const

export function createWebformUploads(ctx: AppContext) {
  async function sign(
    formId: number,
    fieldId: number,
    file: string,
    mime: string,
    size: number,
  ): Promise<string> {
    const secret = await webformSecret(ctx.db, 'upload')
    return crypto
      .createHmac('sha256', secret)
      .update(`${formId}|${fieldId}|${file}|${mime}|${size}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url')
  }

  async function verify(
    formId: number,
    fieldId: number,
    answer: { url?: unknown; mime?: unknown; size?: unknown },
  ): Promise<UploadRef | null> {
    if (typeof answer.url !== 'string' || typeof answer.mime !== 'string' || typeof answer.size !== 'number')
      return null
    const ref = parseUploadRef(answer.url)
    if (!ref) return null
    const expected = await sign(formId, fieldId, `${ref.random}.${ref.extension}`, answer.mime, answer.size)
    const ok =
      expected.length === ref.signature.length &&
      crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(ref.signature))
    return ok ? ref : null
  }

  return {
    /** The field and its rule, before the body is read: a file field of this form, else 404. */
    async fieldFor(form: FormRow, fieldId: number): Promise<UploadRule> {
      const [field] = await ctx.db
        .select({ type: formFields.type, file_type: formFields.file_type, file_size: formFields.file_size })
        .from(formFields)
        .where(
          and(
            eq(formFields.id, fieldId),
            eq(formFields.form_id, form.id),
            inArray(formFields.type, [...PUBLIC_FILE_TYPES]),
          ),
        )
        .limit(1)
      if (!field) throw new NotFoundError()
      return uploadRuleOf(field)
    },

    async store(
      form: FormRow,
      fieldId: number,
      rule: UploadRule,
      file: { name: string; bytes: Buffer },
    ): Promise<PublicFileAnswer> {
      if (file.bytes.length > rule.maxMb * MB) throw fileError('file_too_large', { max: rule.maxMb })
      const type = await fieldFileType(file.bytes, file.name)
      if (!type || !rule.types.includes(type.mime)) throw fileError(rule.wrongType)
      const key = await ctx.storage.put(
        `${ATTENDEE_FILES_FOLDER}/${form.event_company_id}`,
        file.bytes,
        type.extension,
        { name: file.name, contentType: type.mime },
      )
      const stored = key.split('/').pop() as string
      const size = file.bytes.length
      const signature = await sign(form.id, fieldId, stored, type.mime, size)
      return { url: `upload:${stored}.${signature}`, name: file.name, size, mime: type.mime }
    },

    verify,

    /**
     * GET /attendees/{id}/files/{ref}: a file one of the attendee's stored answers names, verified
     * against the answer's form, field, type and size; null otherwise.
     */
    async attendeeFile(attendee: { id: number; event_company_id: number }, url: string) {
      const rows = await ctx.db
        .select({ form_id: attendeeAnswers.form_id, answers: attendeeAnswers.answers })
        .from(attendeeAnswers)
        .where(eq(attendeeAnswers.attendee_id, attendee.id))
      for (const row of rows)
        for (const [fieldId, value] of Object.entries(row.answers ?? {})) {
          const answer = value as { url?: unknown; name?: unknown; size?: unknown; mime?: unknown } | null
          if (!answer || typeof answer !== 'object' || answer.url !== url) continue
          const ref = await verify(row.form_id, Number(fieldId), answer)
          if (!ref) continue
          return {
            key: storageKeyOf(attendee.event_company_id, ref),
            name: typeof answer.name === 'string' && answer.name ? answer.name : `dosya.${ref.extension}`,
            size: answer.size as number,
            mime: answer.mime as string,
          }
        }
      return null
    },

    /**
     * A submission's file answers: each shown file field's answer must be an upload of this form and
     * field (422 under answers.{fieldId} otherwise), or the very answer stored before (a personal link
     * sent again keeps a file staff put there). Run after the engine's check.
     */
    async checkAnswers(
      form: FormRow,
      detail: FormDetail,
      values: Record<string, unknown>,
      earlier: Record<string, unknown> = {},
    ): Promise<void> {
      const wrong: number[] = []
      for (const field of detail.sections.flatMap((section) => section.fields)) {
        if (!(PUBLIC_FILE_TYPES as readonly string[]).includes(field.type)) continue
        const value = values[String(field.id)]
        if (value === undefined || value === null) continue
        const before = earlier[String(field.id)]
        if (before !== undefined && JSON.stringify(before) === JSON.stringify(value)) continue
        if (!(await verify(form.id, field.id, value as Record<string, unknown>))) wrong.push(field.id)
      }
      if (wrong.length === 0) return
      const text = (locale: string) => FILE_NOT_UPLOADED[locale === 'en' ? 'en' : 'tr']
      throw new WordedError(422, text, (locale) => ({
        errors: Object.fromEntries(wrong.map((id) => [`answers.${id}`, [text(locale)]])),
      }))
    },
  }
}
export type WebformUploads = ReturnType<typeof createWebformUploads>
