import { PassThrough } from 'node:stream'
import { ATTENDEE_EXPORT_MAX_ROWS, type AttendeeRow } from '@ajanda/contracts/attendees.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { describeFieldType, resolveFieldType } from '@ajanda/contracts/forms/field-types'
import { textIn } from '@ajanda/contracts/forms/form-model'
import { and, asc, eq, inArray } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { DbOrTx } from '../../platform/db'
import { formFieldOptions, formFields, formFlightOptions, formSections, forms } from '../forms/forms.table'
import { type AttendeeFilter, createAttendeeReadRepository } from './attendee-read.repository'
import { attendeeAnswers, attendeeCustomColumns } from './attendees.table'

/** Headers of the fixed columns and the words of the exported sheet, per language. */
export const ATTENDEE_EXPORT_TEXTS = {
  tr: {
    file: 'katilimcilar',
    sheet: 'Katılımcılar',
    yes: 'Evet',
    no: 'Hayır',
    statuses: {
      INVITED: 'Davetli',
      REGISTERED: 'Kayıtlı',
      WAITLISTED: 'Bekleme listesinde',
      NOT_ATTENDING: 'Katılmıyor',
      CANCELLED: 'İptal',
    },
    sources: {
      PUBLIC: 'Genel form',
      PERSONAL: 'Kişisel bağlantı',
      IMPORT: 'İçe aktarım',
      STAFF: 'Personel',
      MANUAL_RSVP: 'Elle yanıt',
    },
    headers: {
      first_name: 'Ad',
      last_name: 'Soyad',
      email: 'E-posta',
      phone: 'Telefon',
      company: 'Şirket',
      title: 'Unvan',
      country: 'Ülke',
      city: 'Şehir',
      language: 'Dil',
      lists: 'Listeler',
      status: 'Durum',
      source: 'Kaynak',
      registered_at: 'Kayıt tarihi',
      created_at: 'Eklenme tarihi',
    },
  },
  en: {
    file: 'attendees',
    sheet: 'Attendees',
    yes: 'Yes',
    no: 'No',
    statuses: {
      INVITED: 'Invited',
      REGISTERED: 'Registered',
      WAITLISTED: 'Waitlisted',
      NOT_ATTENDING: 'Not attending',
      CANCELLED: 'Cancelled',
    },
    sources: {
      PUBLIC: 'Public form',
      PERSONAL: 'Personal link',
      IMPORT: 'Import',
      STAFF: 'Staff',
      MANUAL_RSVP: 'Manual RSVP',
    },
    headers: {
      first_name: 'First name',
      last_name: 'Last name',
      email: 'E-mail',
      phone: 'Phone',
      company: 'Company',
      title: 'Title',
      country: 'Country',
      city: 'City',
      language: 'Language',
      lists: 'Lists',
      status: 'Status',
      source: 'Source',
      registered_at: 'Registered at',
      created_at: 'Added at',
    },
  },
} as const satisfies Record<Locale, unknown>

/** One answerable field of one of the project's forms: a column "Form adı · Alan başlığı". */
interface AnswerColumn {
  formId: number
  fieldId: number
  type: string
  header: string
  /** Option and flight-option id → its text. */
  options: Map<string, string>
}

const PAGE = 1000

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

/** An answer as text: option ids named, arrays joined with ", ", dates kept as the text they are. */
export function answerText(column: AnswerColumn, value: unknown, words: { yes: string; no: string }): string {
  if (isBlank(value)) return ''
  if (column.type === 'password') return '••••••'
  const named = (each: unknown): string => {
    if (typeof each === 'boolean') return each ? words.yes : words.no
    if (typeof each === 'number' || typeof each === 'string')
      return column.options.get(String(each)) ?? String(each)
    if (Array.isArray(each)) return each.map(named).filter(Boolean).join(', ')
    if (each && typeof each === 'object') {
      const record = each as Record<string, unknown>
      if (typeof record.name === 'string') return record.name
      return Object.entries(record)
        .filter(([, inner]) => !isBlank(inner))
        .map(([key, inner]) => `${column.options.get(key) ?? key}: ${named(inner)}`)
        .join('; ')
    }
    return ''
  }
  if (column.type === 'date_range' && Array.isArray(value)) return value.map(String).join(' – ')
  return named(value)
}

async function answerColumns(db: DbOrTx, projectId: number, locale: Locale): Promise<AnswerColumn[]> {
  const rows = await db
    .select({
      form_id: forms.id,
      form_name: forms.name,
      field_id: formFields.id,
      type: formFields.type,
      title: formFields.title,
    })
    .from(formFields)
    .innerJoin(forms, eq(forms.id, formFields.form_id))
    .innerJoin(formSections, eq(formSections.id, formFields.section_id))
    .where(eq(forms.project_id, projectId))
    .orderBy(asc(forms.id), asc(formSections.sort_order), asc(formSections.id), asc(formFields.sort_order))
  const columns = rows.flatMap((row) => {
    const type = resolveFieldType(row.type)
    if (!type || !describeFieldType(type).takesAnswer) return []
    return [
      {
        formId: row.form_id,
        fieldId: row.field_id,
        type,
        header: `${row.form_name} · ${textIn(row.title, locale) || `#${row.field_id}`}`,
        options: new Map<string, string>(),
      },
    ]
  })
  const byField = new Map(columns.map((column) => [column.fieldId, column]))
  const fieldIds = [...byField.keys()]
  if (fieldIds.length) {
    const [options, flights] = await Promise.all([
      db
        .select({
          id: formFieldOptions.id,
          field_id: formFieldOptions.field_id,
          text: formFieldOptions.option_text,
        })
        .from(formFieldOptions)
        .where(inArray(formFieldOptions.field_id, fieldIds)),
      db
        .select({ id: formFlightOptions.id, field_id: formFlightOptions.field_id })
        .from(formFlightOptions)
        .where(inArray(formFlightOptions.field_id, fieldIds)),
    ])
    for (const option of options)
      byField.get(option.field_id)?.options.set(String(option.id), textIn(option.text, locale))
    for (const flight of flights)
      byField.get(flight.field_id)?.options.set(String(flight.id), `#${flight.id}`)
  }
  return columns
}

/**
 * GET /project/{id}/attendees/export: the filtered list as one sheet, written as a stream (ExcelJS's
 * streaming writer) page by page, so 20,000 attendees never sit in memory as one workbook: the fixed
 * columns, lists, status, source, the project's custom columns, then one column per answerable field of
 * the project's forms. At most ATTENDEE_EXPORT_MAX_ROWS rows.
 */
export async function attendeeExportStream(
  db: DbOrTx,
  companyId: number,
  projectId: number,
  filter: AttendeeFilter,
  locale: Locale,
): Promise<PassThrough> {
  const texts = ATTENDEE_EXPORT_TEXTS[locale]
  const reads = createAttendeeReadRepository(db)
  const [custom, answers] = await Promise.all([
    db
      .select({ key: attendeeCustomColumns.key, label: attendeeCustomColumns.label })
      .from(attendeeCustomColumns)
      .where(
        and(
          eq(attendeeCustomColumns.project_id, projectId),
          eq(attendeeCustomColumns.event_company_id, companyId),
        ),
      )
      .orderBy(asc(attendeeCustomColumns.sort_order), asc(attendeeCustomColumns.id)),
    answerColumns(db, projectId, locale),
  ])
  const h = texts.headers
  const fixed: [string, (row: AttendeeRow) => string][] = [
    [h.first_name, (r) => r.first_name],
    [h.last_name, (r) => r.last_name],
    [h.email, (r) => r.email ?? ''],
    [h.phone, (r) => r.phone ?? ''],
    [h.company, (r) => r.company ?? ''],
    [h.title, (r) => r.title ?? ''],
    [h.country, (r) => r.country ?? ''],
    [h.city, (r) => r.city ?? ''],
    [h.language, (r) => r.language],
    [h.lists, (r) => r.lists.map((list) => list.name).join(', ')],
    [h.status, (r) => texts.statuses[r.status]],
    [h.source, (r) => texts.sources[r.source]],
    [h.registered_at, (r) => r.registered_at ?? ''],
    [h.created_at, (r) => r.created_at],
  ]

  const stream = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true })
  workbook.creator = 'Ajanda'
  const sheet = workbook.addWorksheet(texts.sheet, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = [
    ...fixed.map(([header]) => ({ header, width: 18 })),
    ...custom.map((column) => ({ header: column.label, width: 18 })),
    ...answers.map((column) => ({ header: column.header, width: 24 })),
  ]
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()

  const write = async () => {
    for (let offset = 0; offset < ATTENDEE_EXPORT_MAX_ROWS; offset += PAGE) {
      const { rows } = await reads.page(
        companyId,
        { projectId },
        filter,
        { limit: Math.min(PAGE, ATTENDEE_EXPORT_MAX_ROWS - offset), offset },
        false,
      )
      if (rows.length === 0) break
      const given = new Map<number, Map<number, Record<string, unknown>>>()
      if (answers.length) {
        const found = await db
          .select({
            attendee_id: attendeeAnswers.attendee_id,
            form_id: attendeeAnswers.form_id,
            answers: attendeeAnswers.answers,
          })
          .from(attendeeAnswers)
          .where(
            inArray(
              attendeeAnswers.attendee_id,
              rows.map((row) => row.id),
            ),
          )
        for (const answer of found) {
          const forms = given.get(answer.attendee_id) ?? new Map()
          forms.set(answer.form_id, answer.answers)
          given.set(answer.attendee_id, forms)
        }
      }
      for (const row of rows) {
        const mine = given.get(row.id)
        sheet
          .addRow([
            ...fixed.map(([, value]) => value(row)),
            ...custom.map((column) => {
              const value = row.custom[column.key]
              return value === null || value === undefined ? '' : String(value)
            }),
            ...answers.map((column) =>
              answerText(column, mine?.get(column.formId)?.[String(column.fieldId)], texts),
            ),
          ])
          .commit()
      }
      if (rows.length < PAGE) break
    }
    sheet.commit()
    await workbook.commit()
  }
  write().catch((error: unknown) => stream.destroy(error as Error))
  return stream
}
