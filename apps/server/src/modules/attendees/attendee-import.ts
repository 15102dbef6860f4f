import {
  ATTENDEE_IMPORT_FIELDS,
  ATTENDEE_IMPORT_MAX_COLUMNS,
  ATTENDEE_IMPORT_MAX_ROWS,
  ATTENDEE_IMPORT_REQUIRED_FIELDS,
  ATTENDEE_STATUSES,
  type AttendeeImportParseResponse,
  type AttendeeImportResult,
  type AttendeeStatus,
  type attendeeImportInputSchema,
  attendeeUpdateInputSchema,
} from '@ajanda/contracts/attendees.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { translateIssue, validationMessage } from '@ajanda/contracts/common/validation-messages'
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import type { z } from 'zod'
import { newPublicCode } from '../../platform/codes'
import type { AppContext } from '../../platform/context'
import { FieldErrors, FieldValidationError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { readSheetUpload } from '../../platform/uploads/sheet-upload'
import { visibleProjectId } from '../flights/visible-project'
import { type HistoryEntry, recordStaffHistory } from './attendee-history'
import { attendeeFieldError } from './attendee-messages'
import { attendeeCustomColumns, attendeeListMembers, attendeeLists, attendees } from './attendees.table'

type ImportInput = z.output<typeof attendeeImportInputSchema>

/** Header texts (folded) that name a field, Turkish and English, so the mapping step starts filled in. */
export const ATTENDEE_HEADER_WORDS: Record<string, readonly string[]> = {
  first_name: ['ad', 'adi', 'isim', 'first name', 'firstname', 'given name', 'name'],
  last_name: ['soyad', 'soyadi', 'soy isim', 'soyisim', 'last name', 'lastname', 'surname', 'family name'],
  email: ['e posta', 'eposta', 'e posta adresi', 'email', 'e mail', 'mail', 'email address'],
  phone: ['telefon', 'tel', 'cep', 'cep telefonu', 'gsm', 'phone', 'mobile', 'phone number'],
  company: ['sirket', 'firma', 'kurum', 'kurulus', 'company', 'organization', 'organisation'],
  title: ['unvan', 'gorev', 'pozisyon', 'title', 'position', 'job title'],
  country: ['ulke', 'country'],
  city: ['sehir', 'il', 'city'],
  gender: ['cinsiyet', 'gender'],
  language: ['dil', 'language'],
  status: ['durum', 'status'],
}

const simplified = (header: string) =>
  foldTurkish(header)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** field → header for headers that name a field or a custom column (key or label); each header used once. */
export function suggestAttendeeMappings(
  headers: readonly string[],
  custom: readonly { key: string; label: string }[],
): Record<string, string> {
  const mappings: Record<string, string> = {}
  const used = new Set<number>()
  const folded = headers.map(simplified)
  const take = (field: string, words: readonly string[]) => {
    const index = folded.findIndex((header, column) => !used.has(column) && words.includes(header))
    if (index >= 0) {
      mappings[field] = headers[index] as string
      used.add(index)
    }
  }
  for (const column of custom)
    take(`custom.${column.key}`, [simplified(column.key), simplified(column.label)])
  for (const field of ATTENDEE_IMPORT_FIELDS)
    take(field, [field.replace(/_/g, ' '), ...(ATTENDEE_HEADER_WORDS[field] ?? [])])
  return mappings
}

const GENDERS: Record<string, string> = {
  female: 'female',
  f: 'female',
  k: 'female',
  kadin: 'female',
  male: 'male',
  m: 'male',
  e: 'male',
  erkek: 'male',
  other: 'other',
  diger: 'other',
}
const LANGUAGES: Record<string, string> = {
  tr: 'tr',
  turkce: 'tr',
  turkish: 'tr',
  en: 'en',
  ingilizce: 'en',
  english: 'en',
}
const STATUS_WORDS: Record<string, AttendeeStatus> = {
  davetli: 'INVITED',
  invited: 'INVITED',
  kayitli: 'REGISTERED',
  registered: 'REGISTERED',
  'bekleme listesinde': 'WAITLISTED',
  'bekleme listesi': 'WAITLISTED',
  waitlisted: 'WAITLISTED',
  katilmiyor: 'NOT_ATTENDING',
  'not attending': 'NOT_ATTENDING',
  iptal: 'CANCELLED',
  cancelled: 'CANCELLED',
}

const word = (map: Record<string, string>, value: string) => map[simplified(value)] ?? value

/** Spreadsheets hold phones as numbers: strip what Excel added. */
const digits = (value: string) => value.replace(/\.0+$/, '')

/** The rows of one transaction of a real import. */
const CHUNK = 500

type Existing = typeof attendees.$inferSelect

interface PlannedRow {
  row: number
  name: string
  email: string | null
  values: Record<string, unknown>
  existing: Existing | null
}

function statusMoments(status: string | undefined, current: Existing | null) {
  const now = new Date()
  return {
    ...(status === 'REGISTERED' && !current?.registered_at ? { registered_at: now } : {}),
    ...(status === 'CANCELLED' ? { cancelled_at: now } : {}),
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * The attendee import (issue 21 item 5): the CRM import's parse and mapping, then each row checked with
 * the staff form's schema and matched to the project's attendees by e-mail: a new attendee (source
 * IMPORT) or an update of the one found; a dry run only reports. A real run writes one transaction per
 * CHUNK rows, with a history entry per attendee.
 */
export function createAttendeeImportService(ctx: AppContext) {
  async function customColumnsOf(projectId: number) {
    return ctx.db
      .select({
        key: attendeeCustomColumns.key,
        label: attendeeCustomColumns.label,
        kind: attendeeCustomColumns.kind,
      })
      .from(attendeeCustomColumns)
      .where(eq(attendeeCustomColumns.project_id, projectId))
      .orderBy(asc(attendeeCustomColumns.sort_order), asc(attendeeCustomColumns.id))
  }

  return {
    /** The first sheet of an uploaded file for the mapping step (`projectId` already checked visible); 422 on `file` for what cannot be read. */
    async parse(projectId: number, bytes: Buffer): Promise<AttendeeImportParseResponse> {
      const rows = await readSheetUpload(bytes, {
        maxRows: ATTENDEE_IMPORT_MAX_ROWS,
        maxColumns: ATTENDEE_IMPORT_MAX_COLUMNS,
      })
      const headers = rows[0] ?? []
      if (rows.length < 2) throw FieldValidationError.of('file', { key: 'import_empty' })
      return {
        headers,
        rows,
        total: rows.length - 1,
        suggested_mappings: suggestAttendeeMappings(headers, await customColumnsOf(projectId)),
      }
    },

    async run(
      auth: AuthState,
      projectIdParam: number,
      input: ImportInput,
      locale: Locale,
    ): Promise<AttendeeImportResult> {
      const projectId = await visibleProjectId(ctx, auth, projectIdParam)
      const custom = await customColumnsOf(projectId)
      const customKinds = new Map(custom.map((column) => [column.key, column.kind]))

      // The mapping: known fields, headers that exist, the required names present.
      const mappingErrors = new FieldErrors()
      const columnOf = new Map<string, number>()
      for (const [field, header] of Object.entries(input.mappings)) {
        const known =
          (ATTENDEE_IMPORT_FIELDS as readonly string[]).includes(field) ||
          (field.startsWith('custom.') && customKinds.has(field.slice(7)))
        const index = input.headers.indexOf(header)
        if (!known) mappingErrors.add(`mappings.${field}`, { validation: 'unknown_field' })
        else if (index < 0) mappingErrors.add(`mappings.${field}`, { validation: 'invalid_choice' })
        else columnOf.set(field, index)
      }
      for (const field of ATTENDEE_IMPORT_REQUIRED_FIELDS)
        if (!columnOf.has(field)) mappingErrors.add(`mappings.${field}`, { validation: 'required' })
      mappingErrors.throwIfAny()

      const listIds = [...new Set(input.list_ids)]
      if (listIds.length) {
        const found = await ctx.db
          .select({ id: attendeeLists.id })
          .from(attendeeLists)
          .where(and(eq(attendeeLists.project_id, projectId), inArray(attendeeLists.id, listIds)))
        if (found.length !== listIds.length) throw attendeeFieldError('list_ids', 'list_missing')
      }

      const byEmail = new Map<string, Existing>()
      for (const row of await ctx.db
        .select()
        .from(attendees)
        .where(and(eq(attendees.project_id, projectId), isNotNull(attendees.email))))
        if (row.email) byEmail.set(row.email.toLowerCase(), row)

      const result: AttendeeImportResult = {
        message: '',
        dry_run: input.dry_run,
        created: 0,
        updated: 0,
        failed: 0,
        rows: [],
      }
      const planned: PlannedRow[] = []
      const seenEmails = new Map<string, number>()
      input.data.forEach((cells, index) => {
        const rowNumber = index + 2
        const body: Record<string, unknown> = {}
        const customValues: Record<string, unknown> = {}
        const errors: Record<string, string[]> = {}
        const fail = (field: string, message: string) => {
          errors[field] = [...(errors[field] ?? []), message]
        }
        for (const [field, column] of columnOf) {
          const value = cells[column]?.trim()
          if (!value) continue
          if (field.startsWith('custom.')) {
            const key = field.slice(7)
            if (customKinds.get(key) === 'number') {
              const number = Number(value.replace(',', '.'))
              if (Number.isFinite(number)) customValues[key] = number
              else fail(field, validationMessage(locale, 'invalid_decimal'))
            } else customValues[key] = value
            continue
          }
          if (field === 'phone') body.phone = digits(value)
          else if (field === 'gender') body.gender = word(GENDERS, value)
          else if (field === 'language') body.language = word(LANGUAGES, value)
          else if (field === 'status') {
            const upper = value.toUpperCase().replace(/\s+/g, '_')
            body.status = (ATTENDEE_STATUSES as readonly string[]).includes(upper)
              ? upper
              : (STATUS_WORDS[simplified(value)] ?? value)
          } else body[field] = value
        }
        if (Object.keys(customValues).length) body.custom = customValues
        const parsed = attendeeUpdateInputSchema.safeParse(body, { reportInput: true })
        if (!parsed.success)
          for (const issue of parsed.error.issues) fail(issue.path.join('.'), translateIssue(issue, locale))
        const email = typeof body.email === 'string' ? body.email.toLowerCase() : null
        const existing = email ? (byEmail.get(email) ?? null) : null
        if (!existing)
          for (const field of ATTENDEE_IMPORT_REQUIRED_FIELDS)
            if (body[field] === undefined) fail(field, validationMessage(locale, 'required'))
        if (email && seenEmails.has(email)) fail('email', validationMessage(locale, 'duplicate_value'))
        else if (email) seenEmails.set(email, rowNumber)
        const name =
          `${String(body.first_name ?? existing?.first_name ?? '')} ${String(body.last_name ?? existing?.last_name ?? '')}`.trim()
        if (Object.keys(errors).length || !parsed.success) {
          result.failed++
          result.rows.push({ row: rowNumber, status: 'error', name, email, attendee_id: null, errors })
          return
        }
        const values = parsed.data as Record<string, unknown>
        if (existing && values.custom)
          values.custom = { ...existing.custom, ...(values.custom as Record<string, unknown>) }
        planned.push({ row: rowNumber, name, email, values, existing })
        if (existing) result.updated++
        else result.created++
        result.rows.push({
          row: rowNumber,
          status: existing ? 'updated' : 'created',
          name,
          email,
          attendee_id: existing?.id ?? null,
          errors: {},
        })
      })

      if (!input.dry_run) {
        const idOfRow = new Map<number, number>()
        for (let start = 0; start < planned.length; start += CHUNK) {
          const chunk = planned.slice(start, start + CHUNK)
          await ctx.db.transaction(async (tx) => {
            const history: HistoryEntry[] = []
            const fresh = chunk.filter((row) => !row.existing)
            if (fresh.length) {
              const inserted = await tx
                .insert(attendees)
                .values(
                  fresh.map((row) => {
                    const values = row.values
                    const status = (values.status as string | undefined) ?? 'INVITED'
                    return {
                      ...values,
                      first_name: String(values.first_name),
                      last_name: String(values.last_name),
                      status,
                      event_company_id: auth.user.event_company_id,
                      project_id: projectId,
                      pcode: newPublicCode(),
                      acode: newPublicCode(),
                      dcode: newPublicCode(),
                      name_search: foldTurkish(`${values.first_name} ${values.last_name}`),
                      source: 'IMPORT',
                      ...statusMoments(status, null),
                    }
                  }),
                )
                .returning({ id: attendees.id })
              fresh.forEach((row, index) => {
                const id = inserted[index]?.id as number
                idOfRow.set(row.row, id)
                history.push({
                  attendee_id: id,
                  action: 'imported',
                  changes: { status: row.values.status ?? 'INVITED', list_ids: listIds },
                })
              })
            }
            for (const row of chunk) {
              const current = row.existing
              if (!current) continue
              idOfRow.set(row.row, current.id)
              const changes: Record<string, { old: unknown; new: unknown }> = {}
              const set: Record<string, unknown> = {}
              for (const [key, next] of Object.entries(row.values)) {
                const old = current[key as keyof Existing]
                if (same(old, next)) continue
                changes[key] = { old, new: next }
                set[key] = next
              }
              if (set.first_name !== undefined || set.last_name !== undefined)
                set.name_search = foldTurkish(
                  `${set.first_name ?? current.first_name} ${set.last_name ?? current.last_name}`,
                )
              if (typeof set.status === 'string') Object.assign(set, statusMoments(set.status, current))
              if (Object.keys(set).length)
                await tx
                  .update(attendees)
                  .set({ ...set, updated_at: new Date() })
                  .where(eq(attendees.id, current.id))
              if (Object.keys(changes).length || listIds.length)
                history.push({
                  attendee_id: current.id,
                  action: 'imported',
                  changes: { ...changes, ...(listIds.length ? { lists_added: listIds } : {}) },
                })
            }
            if (listIds.length) {
              const ids = chunk.map((row) => idOfRow.get(row.row) as number)
              await tx
                .insert(attendeeListMembers)
                .values(ids.flatMap((attendee_id) => listIds.map((list_id) => ({ attendee_id, list_id }))))
                .onConflictDoNothing()
            }
            await recordStaffHistory(tx, auth, history)
          })
        }
        for (const entry of result.rows)
          if (entry.status === 'created') entry.attendee_id = idOfRow.get(entry.row) ?? null
      }
      result.message = importMessage(locale, input.dry_run, result)
      return result
    },
  }
}

function importMessage(locale: Locale, dryRun: boolean, result: AttendeeImportResult): string {
  const { created, updated, failed } = result
  if (locale === 'en')
    return dryRun
      ? `Check done: ${created} would be added, ${updated} updated; ${failed} rows have errors.`
      : `${created} attendees added, ${updated} updated; ${failed} rows with errors were left out.`
  return dryRun
    ? `Kontrol tamam: ${created} eklenecek, ${updated} güncellenecek; ${failed} satırda hata var.`
    : `${created} katılımcı eklendi, ${updated} güncellendi; hatalı ${failed} satır alınmadı.`
}
