import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import { z } from 'zod'
import { normalizeWebsite, PHONE_TYPES, type PhoneType } from '../common/crm-fields'
import { isKnownCurrency } from '../common/currencies'
import { multiLineProblem, singleLineProblem } from '../common/text-rules'
import { foldTurkish } from '../common/turkish-fold'
import { type FormMessageKey, type Problem, problem } from './form-messages'
import type { AttendeeRecord, FormField } from './form-model'
import { TR_CITIES } from './tr-cities'

let citiesByFold: Map<string, string> | undefined
/**
 * The province an answer names, however it is written ("izmir", "İZMİR"): the folded names are made once,
 * not 81 of them on every answer checked (a submission checks and stores each city answer).
 */
function cityNamed(answer: string): string | undefined {
  if (!citiesByFold) {
    citiesByFold = new Map()
    for (const city of TR_CITIES)
      if (!citiesByFold.has(foldTurkish(city))) citiesByFold.set(foldTurkish(city), city)
  }
  return citiesByFold.get(foldTurkish(answer))
}

/**
 * One description per field type of admin-area.md section 3 (decisions 0031): what its props look like,
 * what an answer looks like, whether it stores a value, whether a rule may test it and with which
 * operators, and the checks an answer passes beyond its shape. The builder, the public page and the
 * server all read these, so a type is written once.
 */

export const RULE_OPERATORS = ['EQUAL', 'NOTEQUAL', 'GREATER', 'LESS', 'FULL', 'EMPTY'] as const
export type RuleOperator = (typeof RULE_OPERATORS)[number]
/** Database-column targets: only these, the value free text (admin-area.md section 5). */
export const DB_RULE_OPERATORS = [
  'EQUAL',
  'NOTEQUAL',
  'FULL',
  'EMPTY',
] as const satisfies readonly RuleOperator[]
/** The operators whose rule needs no value (the builder hides the value for them). */
export const VALUELESS_OPERATORS: readonly RuleOperator[] = ['FULL', 'EMPTY']

export const FIELD_TYPES = [
  'heading',
  'paragraph',
  'banner',
  'dropdown',
  'radio',
  'tr_cities',
  'picture_choice',
  'multiselect',
  'switch',
  'multiple_choice',
  'checkbox',
  'checkboxes',
  'choice_matrix',
  'date_picker',
  'date_time_picker',
  'time_picker',
  'date_range',
  'ranking',
  'star_rating',
  'slider',
  'opinion_scale',
  'tckimlik',
  'short_answer',
  'long_answer',
  'email_input',
  'phone_number',
  'address',
  'number',
  'currency',
  'url_input',
  'color_picker',
  'password',
  'file_uploader',
  'signature',
  'voice_recording',
  'captcha',
  'location_coordinates',
  'image',
  'video',
  'pdf_viewer',
  'divider',
  'html',
  'contract',
  'flight',
  'attendance',
  'room_mates',
  'name',
] as const
export type FieldType = (typeof FIELD_TYPES)[number]

/** Older names the spec's type-specific tabs still use, read as the type they stand for. */
export const FIELD_TYPE_ALIASES: Readonly<Record<string, FieldType>> = { fileupload: 'file_uploader' }

export function resolveFieldType(name: string): FieldType | null {
  if ((FIELD_TYPES as readonly string[]).includes(name)) return name as FieldType
  return FIELD_TYPE_ALIASES[name] ?? null
}

export type FieldGroup = 'display' | 'choice' | 'text' | 'date' | 'number' | 'file' | 'event'
/** The builder's type-specific tab (admin-area.md "Form builder"); null when the type has none. */
export type EditorTab = 'options' | 'settings' | 'contract' | 'video' | 'pdf' | 'flights' | 'content' | null

/** What a rule sees of an answer: the values it compares with EQUAL, and a number for GREATER and LESS. */
export interface RuleSubject {
  values: readonly string[]
  number: number | null
}
export const EMPTY_SUBJECT: RuleSubject = { values: [], number: null }

export interface CheckContext<P = Record<string, unknown>> {
  field: FormField
  props: P
  attendee: AttendeeRecord | null
}

export interface FieldTypeDescription {
  type: FieldType
  group: FieldGroup
  editorTab: EditorTab
  /** The type's props (admin-area.md "Type-specific props"), defaults filled in. */
  props: z.ZodType<Record<string, unknown>>
  /** The shape of an answer, normalised (option ids as numbers, trimmed texts). Display types: none. */
  answer: z.ZodType
  storesValue: boolean
  /** Whether an answer is taken from the answerer at all (display types take none). */
  takesAnswer: boolean
  hasOptions: boolean
  canBeRuleTarget: boolean
  ruleOperators: readonly RuleOperator[]
  /** When set, a visible field of this type must be answered whatever is_required says (contract, captcha). */
  alwaysRequired: FormMessageKey | null
  /** Whether a parsed answer counts as no answer (an unticked switch, an empty list). */
  isEmpty(answer: unknown): boolean
  /** The checks beyond the shape; the first problem, or null. */
  check(answer: unknown, ctx: CheckContext): Problem | null
  /** The form the value is stored in (a phone number's international form). */
  store(answer: unknown, ctx: CheckContext): unknown
  /** What a rule sees of the answer (only for rule targets). */
  subject(answer: unknown, ctx: CheckContext): RuleSubject
}

interface Definition<P extends z.ZodType, A extends z.ZodType> {
  group: FieldGroup
  editorTab?: EditorTab
  props: P
  answer?: A
  storesValue?: boolean
  hasOptions?: boolean
  ruleOperators?: readonly RuleOperator[]
  alwaysRequired?: FormMessageKey
  isEmpty?: (answer: z.output<A>) => boolean
  check?: (answer: z.output<A>, ctx: CheckContext<z.output<P>>) => Problem | null
  store?: (answer: z.output<A>, ctx: CheckContext<z.output<P>>) => unknown
  subject?: (answer: z.output<A>, ctx: CheckContext<z.output<P>>) => RuleSubject
}

const noAnswer = z.never()

function define<P extends z.ZodType, A extends z.ZodType>(
  type: FieldType,
  definition: Definition<P, A>,
): FieldTypeDescription {
  const takesAnswer = definition.answer !== undefined
  const operators = definition.ruleOperators ?? []
  return {
    type,
    group: definition.group,
    editorTab: definition.editorTab ?? null,
    props: definition.props as unknown as z.ZodType<Record<string, unknown>>,
    answer: definition.answer ?? noAnswer,
    storesValue: takesAnswer && (definition.storesValue ?? true),
    takesAnswer,
    hasOptions: definition.hasOptions ?? false,
    canBeRuleTarget: operators.length > 0,
    ruleOperators: operators,
    alwaysRequired: definition.alwaysRequired ?? null,
    isEmpty: (answer) => (definition.isEmpty ? definition.isEmpty(answer as z.output<A>) : isBlank(answer)),
    check: (answer, ctx) =>
      definition.check ? definition.check(answer as z.output<A>, ctx as CheckContext<z.output<P>>) : null,
    store: (answer, ctx) =>
      definition.store ? definition.store(answer as z.output<A>, ctx as CheckContext<z.output<P>>) : answer,
    subject: (answer, ctx) =>
      definition.subject
        ? definition.subject(answer as z.output<A>, ctx as CheckContext<z.output<P>>)
        : EMPTY_SUBJECT,
  }
}

// ---------------------------------------------------------------------------------------------------
// Shared pieces

/** No answer: missing, null, a blank text, an empty list or an object of blanks. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).every(isBlank)
  return false
}

const flag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
    .transform((value) => value === true || value === 1 || value === '1')
    .default(fallback)
/** A text that may be given per language ({tr, en}) or as one string. */
const textProp = z.union([z.string(), z.record(z.string(), z.string())])
const optionalNumber = z.coerce.number().finite().optional()

/** An option id, as a number or as the string a select sends. */
const optionId = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
])
const optionIds = z.array(optionId).max(500)

function optionProblem(ids: readonly number[], ctx: CheckContext): Problem | null {
  const known = new Set(ctx.field.options.map((option) => option.id))
  if (ids.some((id) => !known.has(id))) return problem('invalid_choice')
  if (new Set(ids).size !== ids.length) return problem('duplicate_value')
  return null
}

function choiceCountProblem(count: number, min: number | undefined, max: number | undefined): Problem | null {
  if (min !== undefined && count < min) return problem('too_few_choices', { min })
  if (max !== undefined && count > max) return problem('too_many_choices', { max })
  return null
}

/** A number read from a text the Turkish way too ("12,5"); anything else is not a number. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const text = value.trim().replace(',', '.')
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null
  return Number(text)
}

const numberAnswer = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const number = numberOf(value)
  if (number === null) {
    ctx.addIssue({ code: 'custom', message: 'invalid_decimal', input: value })
    return z.NEVER
  }
  return number
})

function boundsProblem(value: number, min: number | undefined, max: number | undefined): Problem | null {
  if (min !== undefined && value < min) return problem('min_value', { min })
  if (max !== undefined && value > max) return problem('max_value', { max })
  return null
}

function stepProblem(value: number, base: number, step: number | undefined): Problem | null {
  if (!step || step <= 0) return null
  const steps = (value - base) / step
  return Math.abs(steps - Math.round(steps)) > 1e-9 ? problem('invalid_step', { step }) : null
}

/** Length bounds of a text: the field's min_length / max_length, the type's own ceiling. */
function lengthProblem(text: string, field: FormField, ceiling: number): Problem | null {
  const length = [...text].length
  const max = Math.min(field.max_length ?? ceiling, ceiling)
  if (field.min_length && length < field.min_length) return problem('min_length', { min: field.min_length })
  if (length > max) return problem('max_length', { max })
  return null
}

const trimmed = z.string().transform((value) => value.trim())

function singleLineCheck(ceiling: number) {
  return (text: string, ctx: CheckContext): Problem | null => {
    const kind = singleLineProblem(text)
    return kind ? problem(kind) : lengthProblem(text, ctx.field, ceiling)
  }
}

/** Days: YYYY-MM-DD that exists in the calendar, 1900–2100 (birth dates are older than the app's 2000). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < 1900 || year > 2100) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

const dateAnswer = z.string().trim().refine(isCalendarDate, { message: 'invalid_date' })
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d))?$/
const timeAnswer = z
  .string()
  .trim()
  .refine((value) => TIME.test(value), { message: 'invalid_time' })
  .transform((value) => value.slice(0, 5))
/** 'YYYY-MM-DD HH:mm:ss' (the spec's picker value); a 'T' or a missing :ss is read too. */
const dateTimeAnswer = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const [day, time] = value.split(/[T ]/)
    if (!day || !time || !isCalendarDate(day) || !TIME.test(time)) {
      ctx.addIssue({ code: 'custom', message: 'invalid_date', input: value })
      return z.NEVER
    }
    return `${day} ${time.length === 5 ? `${time}:00` : time}`
  })

function dateBoundsProblem(value: string, min?: string, max?: string): Problem | null {
  if (min && value < min) return problem('date_before_min', { min })
  if (max && value > max) return problem('date_after_max', { max })
  return null
}

const dateBoundProps = z.object({ min_date: dateAnswer.optional(), max_date: dateAnswer.optional() })

const MB = 1024 * 1024
/** An uploaded file as the answer carries it: uploaded first (POST form/field/{id}/upload), then named. */
const fileRef = z.object({
  url: z.string().trim().min(1).max(2000),
  name: z.string().trim().max(255).optional(),
  size: z.number().int().nonnegative(),
  mime: z.string().trim().toLowerCase().max(255),
})
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export const DOCUMENT_MIME_TYPES = [
  ...IMAGE_MIME_TYPES,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain',
  'text/csv',
  'application/zip',
] as const
export const AUDIO_MIME_TYPES = ['audio/webm', 'audio/ogg', 'audio/mpeg', 'audio/mp4', 'audio/wav'] as const
/** A file field without its own file_size takes this many MB. */
export const DEFAULT_FILE_SIZE_MB = 10
const SIGNATURE_MAX_BYTES = 1 * MB
const VOICE_MAX_BYTES = 20 * MB

/** The T.C. kimlik numarası checksum: 11 digits, not starting with 0, digits 10 and 11 computed. */
export function isValidTcKimlik(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false
  const d = [...value].map(Number) as number[]
  const odd = (d[0] ?? 0) + (d[2] ?? 0) + (d[4] ?? 0) + (d[6] ?? 0) + (d[8] ?? 0)
  const even = (d[1] ?? 0) + (d[3] ?? 0) + (d[5] ?? 0) + (d[7] ?? 0)
  const tenth = (((odd * 7 - even) % 10) + 10) % 10
  const firstTen = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0)
  return tenth === d[9] && firstTen % 10 === d[10]
}

const PHONE_MESSAGE: Record<PhoneType, FormMessageKey> = {
  any: 'invalid_phone',
  mobile: 'invalid_mobile',
  landline: 'invalid_landline',
  international: 'invalid_international_phone',
}

/**
 * A phone number checked by its type, as the server's address-book check does it (numbers without a
 * country code are Turkish); the international form on success.
 */
export function checkPhoneNumber(value: string, type: PhoneType): { value: string } | { problem: Problem } {
  // check() and store() ask for the same number one after the other: parse it once.
  if (lastPhone && lastPhone.value === value && lastPhone.type === type) return lastPhone.result
  const result = parsePhone(value, type)
  lastPhone = { value, type, result }
  return result
}

let lastPhone: { value: string; type: PhoneType; result: { value: string } | { problem: Problem } } | null =
  null

function parsePhone(value: string, type: PhoneType): { value: string } | { problem: Problem } {
  const written = value.trim().replace(/^00/, '+')
  const fail = { problem: problem(PHONE_MESSAGE[type]) }
  if (type === 'international' && !written.startsWith('+')) return fail
  const phone = parsePhoneNumberFromString(written, 'TR')
  if (!phone?.isValid()) return fail
  const kind = phone.getType()
  if (type === 'mobile' && kind !== 'MOBILE' && kind !== 'FIXED_LINE_OR_MOBILE') return fail
  if (type === 'landline' && kind !== 'FIXED_LINE' && kind !== 'FIXED_LINE_OR_MOBILE') return fail
  return { value: phone.formatInternational() }
}

/** Choice-matrix rows or columns: a JSON string or a list; empty and repeated entries are ignored. */
const matrixList = z
  .union([z.string(), z.array(z.unknown())])
  .transform((value) => {
    let list: unknown = value
    if (typeof value === 'string') {
      try {
        list = JSON.parse(value)
      } catch {
        list = []
      }
    }
    if (!Array.isArray(list)) return []
    const seen = new Set<string>()
    const out: string[] = []
    for (const entry of list) {
      const text = typeof entry === 'string' ? entry.trim() : typeof entry === 'number' ? String(entry) : ''
      if (text === '' || seen.has(text)) continue
      seen.add(text)
      out.push(text)
    }
    return out
  })
  .default([])

function optionNumber(id: number, ctx: CheckContext): number | null {
  const option = ctx.field.options.find((candidate) => candidate.id === id)
  return option ? numberOf(option.option_text.tr) : null
}

const singleChoiceSubject = (answer: number, ctx: CheckContext): RuleSubject => ({
  values: [String(answer)],
  number: optionNumber(answer, ctx),
})
const multiChoiceSubject = (answer: readonly number[]): RuleSubject => ({
  values: answer.map(String),
  number: answer.length,
})

const ALL_OPERATORS = RULE_OPERATORS
const NO_ORDER_OPERATORS = DB_RULE_OPERATORS

// ---------------------------------------------------------------------------------------------------
// The types

const display = (editorTab: EditorTab, props: z.ZodType) => ({ group: 'display' as const, editorTab, props })

const singleChoice = {
  group: 'choice' as const,
  editorTab: 'options' as const,
  props: z.object({}),
  answer: optionId,
  hasOptions: true,
  check: (answer: number, ctx: CheckContext) => optionProblem([answer], ctx),
}

const multiChoiceProps = z.object({ min_choices: optionalNumber, max_choices: optionalNumber })

const DESCRIPTIONS: readonly FieldTypeDescription[] = [
  define('heading', display(null, z.object({ content: textProp.optional() }))),
  define('paragraph', display('content', z.object({ content: textProp.optional() }))),
  define(
    'banner',
    display('content', z.object({ url: z.string().optional(), content: textProp.optional() })),
  ),
  define('dropdown', {
    ...singleChoice,
    ruleOperators: ALL_OPERATORS,
    subject: singleChoiceSubject,
  }),
  define('radio', { ...singleChoice, ruleOperators: ALL_OPERATORS, subject: singleChoiceSubject }),
  define('multiple_choice', { ...singleChoice, ruleOperators: ALL_OPERATORS, subject: singleChoiceSubject }),
  define('picture_choice', singleChoice),
  define('tr_cities', {
    group: 'choice',
    props: z.object({}),
    answer: trimmed,
    check: (answer) => (cityNamed(answer) === undefined ? problem('invalid_city') : null),
    store: (answer) => cityNamed(answer) ?? answer,
  }),
  define('multiselect', {
    group: 'choice',
    editorTab: 'options',
    props: multiChoiceProps,
    answer: optionIds,
    hasOptions: true,
    check: (answer, ctx) =>
      optionProblem(answer, ctx) ??
      choiceCountProblem(answer.length, ctx.props.min_choices, ctx.props.max_choices),
  }),
  define('checkboxes', {
    group: 'choice',
    editorTab: 'options',
    props: multiChoiceProps,
    answer: optionIds,
    hasOptions: true,
    ruleOperators: ALL_OPERATORS,
    check: (answer, ctx) =>
      optionProblem(answer, ctx) ??
      choiceCountProblem(answer.length, ctx.props.min_choices, ctx.props.max_choices),
    subject: multiChoiceSubject,
  }),
  /** One tick box; its first option is its label (and may carry a quota). Ticked: [optionId]. */
  define('checkbox', {
    group: 'choice',
    editorTab: 'options',
    props: z.object({}),
    answer: z.union([optionIds, optionId.transform((id) => [id])]),
    hasOptions: true,
    ruleOperators: ALL_OPERATORS,
    check: (answer, ctx) => optionProblem(answer, ctx) ?? choiceCountProblem(answer.length, undefined, 1),
    subject: multiChoiceSubject,
  }),
  define('switch', {
    group: 'choice',
    props: z.object({ on_text: textProp.optional(), off_text: textProp.optional() }),
    answer: z
      .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
      .transform((value) => value === true || value === 1 || value === '1'),
    /** Required means switched on, as a required tick box means ticked. */
    isEmpty: (answer) => answer !== true,
  }),
  /** Rows × columns, one column per row: {row: column}. A rule value is "column" (any row) or "row|column". */
  define('choice_matrix', {
    group: 'choice',
    editorTab: 'options',
    props: z.object({ rows: matrixList, columns: matrixList }),
    answer: z.record(z.string(), z.string().nullable()).transform((value) => {
      const out: Record<string, string> = {}
      for (const [row, column] of Object.entries(value))
        if (column !== null && column !== '') out[row] = column
      return out
    }),
    ruleOperators: NO_ORDER_OPERATORS,
    isEmpty: (answer) => Object.keys(answer).length === 0,
    check: (answer, ctx) => {
      const rows = new Set(ctx.props.rows)
      const columns = new Set(ctx.props.columns)
      for (const [row, column] of Object.entries(answer))
        if (!rows.has(row) || !columns.has(column)) return problem('invalid_choice')
      if (ctx.field.is_required && ctx.props.rows.some((row) => !(row in answer)))
        return problem('matrix_incomplete')
      return null
    },
    subject: (answer) => ({
      values: Object.entries(answer).flatMap(([row, column]) => [column, `${row}|${column}`]),
      number: null,
    }),
  }),
  define('date_picker', {
    group: 'date',
    props: dateBoundProps,
    answer: dateAnswer,
    check: (answer, ctx) => dateBoundsProblem(answer, ctx.props.min_date, ctx.props.max_date),
  }),
  define('date_time_picker', {
    group: 'date',
    props: z.object({ min: dateTimeAnswer.optional(), max: dateTimeAnswer.optional() }),
    answer: dateTimeAnswer,
    check: (answer, ctx) => dateBoundsProblem(answer, ctx.props.min, ctx.props.max),
  }),
  define('time_picker', {
    group: 'date',
    props: z.object({ min_time: timeAnswer.optional(), max_time: timeAnswer.optional() }),
    answer: timeAnswer,
    check: (answer, ctx) => {
      if (ctx.props.min_time && answer < ctx.props.min_time)
        return problem('min_value', { min: ctx.props.min_time })
      if (ctx.props.max_time && answer > ctx.props.max_time)
        return problem('max_value', { max: ctx.props.max_time })
      return null
    },
  }),
  /** [start, end], two days; the end not before the start. */
  define('date_range', {
    group: 'date',
    props: dateBoundProps.extend({ max_days: optionalNumber }),
    answer: z.tuple([dateAnswer, dateAnswer]),
    check: ([start, end], ctx) => {
      if (end < start) return problem('end_before_start')
      const days = (Date.parse(end) - Date.parse(start)) / 86_400_000
      if (ctx.props.max_days !== undefined && days > ctx.props.max_days)
        return problem('range_too_long', { max: ctx.props.max_days })
      return (
        dateBoundsProblem(start, ctx.props.min_date, ctx.props.max_date) ??
        dateBoundsProblem(end, ctx.props.min_date, ctx.props.max_date)
      )
    },
  }),
  /** Every option once, best first. */
  define('ranking', {
    group: 'choice',
    editorTab: 'options',
    props: z.object({}),
    answer: optionIds,
    hasOptions: true,
    check: (answer, ctx) =>
      optionProblem(answer, ctx) ??
      (answer.length === ctx.field.options.length ? null : problem('ranking_incomplete')),
  }),
  define('star_rating', {
    group: 'number',
    props: z.object({ no_of_stars: z.coerce.number().int().min(1).max(10).default(5) }),
    answer: numberAnswer,
    check: (answer, ctx) =>
      Number.isInteger(answer) ? boundsProblem(answer, 1, ctx.props.no_of_stars) : problem('invalid_type'),
  }),
  define('slider', {
    group: 'number',
    props: z.object({
      min: z.coerce.number().finite().default(0),
      max: z.coerce.number().finite().default(100),
      step: z.coerce.number().positive().default(1),
    }),
    answer: numberAnswer,
    check: (answer, ctx) =>
      boundsProblem(answer, ctx.props.min, ctx.props.max) ??
      stepProblem(answer, ctx.props.min, ctx.props.step),
  }),
  /** A whole-number scale, 0 or 1 to max (10 unless told). */
  define('opinion_scale', {
    group: 'number',
    props: z.object({
      min: z.coerce.number().int().min(0).max(1).default(1),
      max: z.coerce.number().int().min(2).max(10).default(10),
      left_label: textProp.optional(),
      right_label: textProp.optional(),
    }),
    answer: numberAnswer,
    check: (answer, ctx) =>
      Number.isInteger(answer)
        ? boundsProblem(answer, ctx.props.min, ctx.props.max)
        : problem('invalid_type'),
  }),
  define('tckimlik', {
    group: 'text',
    props: z.object({}),
    answer: trimmed,
    check: (answer) => (isValidTcKimlik(answer) ? null : problem('invalid_tckimlik')),
  }),
  define('short_answer', {
    group: 'text',
    props: z.object({}),
    answer: trimmed,
    check: singleLineCheck(255),
  }),
  define('long_answer', {
    group: 'text',
    props: z.object({}),
    answer: trimmed,
    check: (answer, ctx) => {
      const kind = multiLineProblem(answer)
      return kind ? problem(kind) : lengthProblem(answer, ctx.field, 5000)
    },
  }),
  /** With verification_column, the address must be the attendee's own (compared without case). */
  define('email_input', {
    group: 'text',
    props: z.object({}),
    answer: z.string().transform((value) => value.trim().toLowerCase()),
    check: (answer, ctx) => {
      if (answer.length > 255 || !z.email().safeParse(answer).success) return problem('email')
      const column = ctx.field.verification_column
      const expected = column ? ctx.attendee?.[column] : undefined
      if (typeof expected === 'string' && expected.trim() !== '' && expected.trim().toLowerCase() !== answer)
        return problem('email_not_verified')
      return null
    },
  }),
  define('phone_number', {
    group: 'text',
    editorTab: 'settings',
    props: z.object({ type: z.enum(PHONE_TYPES).default('any') }),
    answer: trimmed,
    check: (answer, ctx) => {
      if (answer.length > 40) return problem(PHONE_MESSAGE[ctx.props.type])
      const checked = checkPhoneNumber(answer, ctx.props.type)
      return 'problem' in checked ? checked.problem : null
    },
    store: (answer, ctx) => {
      const checked = checkPhoneNumber(answer, ctx.props.type)
      return 'value' in checked ? checked.value : answer
    },
  }),
  /** The parts of props.fields (all four unless told) and the street line; required: all of them. */
  define('address', {
    group: 'text',
    editorTab: 'settings',
    props: z.object({
      country: z.string().optional(),
      fields: z
        .array(z.enum(['country', 'city', 'town', 'postcode']))
        .default(['country', 'city', 'town', 'postcode']),
    }),
    answer: z.object({
      line: trimmed.optional(),
      country: trimmed.optional(),
      state: trimmed.optional(),
      city: trimmed.optional(),
      town: trimmed.optional(),
      postcode: trimmed.optional(),
    }),
    check: (answer, ctx) => {
      for (const part of Object.values(answer)) {
        if (part === undefined) continue
        const kind = singleLineProblem(part)
        if (kind) return problem(kind)
        if (part.length > 255) return problem('max_length', { max: 255 })
      }
      if (!ctx.field.is_required) return null
      const needed = ['line', ...ctx.props.fields.filter((part) => part !== 'country' || !ctx.props.country)]
      return needed.some((part) => isBlank(answer[part as keyof typeof answer])) ? problem('required') : null
    },
    store: (answer, ctx) =>
      ctx.props.country && !answer.country ? { ...answer, country: ctx.props.country } : answer,
  }),
  define('number', {
    group: 'number',
    props: z.object({ min: optionalNumber, max: optionalNumber, step: optionalNumber }),
    answer: numberAnswer,
    check: (answer, ctx) =>
      boundsProblem(answer, ctx.props.min, ctx.props.max) ??
      stepProblem(answer, ctx.props.min ?? 0, ctx.props.step),
  }),
  /** An amount in the field's currency, stored as a plain decimal with two places. */
  define('currency', {
    group: 'number',
    editorTab: 'settings',
    props: z.object({
      currency: z.string().toUpperCase().refine(isKnownCurrency).default('TRY'),
      min: optionalNumber,
      max: optionalNumber,
    }),
    answer: numberAnswer,
    check: (answer, ctx) => {
      if (Math.abs(answer * 100 - Math.round(answer * 100)) > 1e-6) return problem('invalid_decimal')
      return boundsProblem(answer, ctx.props.min ?? 0, ctx.props.max ?? 999_999_999_999)
    },
    store: (answer) => answer.toFixed(2),
  }),
  define('url_input', {
    group: 'text',
    props: z.object({}),
    answer: trimmed,
    check: (answer) => (answer.length <= 2000 && normalizeWebsite(answer) ? null : problem('invalid_url')),
    store: (answer) => normalizeWebsite(answer) ?? answer,
  }),
  define('color_picker', {
    group: 'text',
    props: z.object({}),
    answer: z.string().transform((value) => value.trim().toUpperCase()),
    check: (answer) => (/^#[0-9A-F]{6}$/.test(answer) ? null : problem('invalid_color')),
  }),
  /** Checked here as typed; the server stores only its hash. At least 8 characters unless told more. */
  define('password', {
    group: 'text',
    props: z.object({}),
    answer: z.string(),
    check: (answer, ctx) => {
      const length = [...answer].length
      const min = Math.max(ctx.field.min_length ?? 8, 8)
      if (length < min) return problem('min_length', { min })
      const max = Math.min(ctx.field.max_length ?? 128, 128)
      return length > max ? problem('max_length', { max }) : null
    },
  }),
  /** file_type image or file (Görseller/Döküman), file_size in MB (10 unless told). */
  define('file_uploader', {
    group: 'file',
    editorTab: 'settings',
    props: z.object({}),
    answer: fileRef,
    check: (answer, ctx) => {
      const images = ctx.field.file_type === 'image'
      const allowed: readonly string[] = images ? IMAGE_MIME_TYPES : DOCUMENT_MIME_TYPES
      if (!allowed.includes(answer.mime))
        return problem(images ? 'invalid_file_type_image' : 'invalid_file_type')
      const maxMb = ctx.field.file_size ?? DEFAULT_FILE_SIZE_MB
      return answer.size > maxMb * MB ? problem('file_too_large', { max: maxMb }) : null
    },
  }),
  /** A PNG of at most 1 MB, uploaded like a file. */
  define('signature', {
    group: 'file',
    props: z.object({}),
    answer: fileRef,
    check: (answer) =>
      answer.mime !== 'image/png'
        ? problem('invalid_signature')
        : answer.size > SIGNATURE_MAX_BYTES
          ? problem('file_too_large', { max: 1 })
          : null,
  }),
  define('voice_recording', {
    group: 'file',
    props: z.object({ max_seconds: z.coerce.number().int().positive().max(1800).default(120) }),
    answer: fileRef.extend({ duration: z.number().nonnegative() }),
    check: (answer, ctx) => {
      if (!(AUDIO_MIME_TYPES as readonly string[]).includes(answer.mime.split(';')[0] ?? ''))
        return problem('invalid_audio')
      if (answer.size > VOICE_MAX_BYTES) return problem('file_too_large', { max: VOICE_MAX_BYTES / MB })
      return answer.duration > ctx.props.max_seconds
        ? problem('recording_too_long', { max: ctx.props.max_seconds })
        : null
    },
  }),
  /**
   * Self-hosted proof of work: the answer carries the server's challenge and the nonce the browser found.
   * The engine checks that one is there; the server checks the work itself. Nothing is stored.
   */
  define('captcha', {
    group: 'event',
    props: z.object({ difficulty: z.coerce.number().int().min(1).max(32).optional() }),
    answer: z.object({ challenge: z.string().trim().max(1000), nonce: z.string().trim().max(200) }),
    storesValue: false,
    alwaysRequired: 'captcha_missing',
    isEmpty: (answer) => answer.challenge === '' || answer.nonce === '',
  }),
  define('location_coordinates', {
    group: 'number',
    props: z.object({}),
    answer: z.object({ lat: numberAnswer, lng: numberAnswer }),
    check: (answer) =>
      Math.abs(answer.lat) <= 90 && Math.abs(answer.lng) <= 180 ? null : problem('invalid_location'),
  }),
  define('image', display('content', z.object({ url: z.string().optional() }))),
  define('video', display('video', z.object({ url: z.string().optional() }))),
  define(
    'pdf_viewer',
    display(
      'pdf',
      z.object({ source: z.enum(['file', 'link', 'url']).default('file'), url: z.string().optional() }),
    ),
  ),
  define('divider', display(null, z.object({}))),
  define('html', display('content', z.object({ content: textProp.optional() }))),
  /** Accepted or not; a visible contract must be accepted. */
  define('contract', {
    group: 'event',
    editorTab: 'contract',
    props: z.object({
      title: textProp.optional(),
      link: z.string().optional(),
      contract_type: z.enum(['file', 'text']).default('text'),
      file: z.string().optional(),
      text: textProp.optional(),
    }),
    answer: z
      .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
      .transform((value) => value === true || value === 1 || value === '1'),
    alwaysRequired: 'contract_not_accepted',
    isEmpty: (answer) => answer !== true,
  }),
  /** One of the field's flight options, by flight id. */
  define('flight', {
    group: 'event',
    editorTab: 'flights',
    props: z.object({}),
    answer: optionId,
    check: (answer, ctx) =>
      ctx.field.flight_options.some((option) => option.flight_id === answer)
        ? null
        : problem('invalid_choice'),
  }),
  /** 1 attending, 0 not attending (also the values its rules test). At most one per form. */
  define('attendance', {
    group: 'event',
    editorTab: 'settings',
    props: z.object({ attending_text: textProp.optional(), not_attending_text: textProp.optional() }),
    answer: z
      .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
      .transform((value) => (value === true || value === 1 || value === '1' ? 1 : 0)),
    ruleOperators: ALL_OPERATORS,
    isEmpty: () => false,
    subject: (answer) => ({ values: [String(answer)], number: answer }),
  }),
  /**
   * The chosen room mate: an attendee from the matched lists, or (CHOOSE_ANYONE) someone named by
   * name and e-mail who may register later. The server checks the attendee exists and may be chosen.
   */
  define('room_mates', {
    group: 'event',
    editorTab: 'settings',
    props: z.object({}),
    answer: z.union([
      z.object({ attendee_id: z.number().int().positive() }),
      z.object({ full_name: trimmed, email: z.string().transform((value) => value.trim().toLowerCase()) }),
    ]),
    check: (answer, ctx) => {
      if ('attendee_id' in answer) return null
      if (ctx.field.room_mate_type === 'MACTHED_LIST_CHOOSE') return problem('room_mate_list_only')
      if (answer.full_name === '' || answer.email === '') return problem('required')
      if (singleLineProblem(answer.full_name) || answer.full_name.length > 200) return problem('invalid_type')
      return z.email().safeParse(answer.email).success ? null : problem('email')
    },
  }),
  /** First and last name (both once either is given), and initials when show_initials is on. */
  define('name', {
    group: 'text',
    editorTab: 'settings',
    props: z.object({ show_initials: flag(false) }),
    answer: z.object({
      first_name: trimmed.default(''),
      last_name: trimmed.default(''),
      initials: trimmed.optional(),
    }),
    check: (answer) => {
      for (const part of [answer.first_name, answer.last_name, answer.initials ?? '']) {
        const kind = singleLineProblem(part)
        if (kind && part !== '') return problem(kind)
        if (part.length > 100) return problem('max_length', { max: 100 })
      }
      return answer.first_name === '' || answer.last_name === '' ? problem('required') : null
    },
    store: (answer, ctx) =>
      ctx.props.show_initials ? answer : { first_name: answer.first_name, last_name: answer.last_name },
  }),
]

export const FIELD_TYPE_DESCRIPTIONS: Readonly<Record<FieldType, FieldTypeDescription>> = Object.fromEntries(
  DESCRIPTIONS.map((description) => [description.type, description]),
) as Record<FieldType, FieldTypeDescription>

export function describeFieldType(type: FieldType): FieldTypeDescription {
  return FIELD_TYPE_DESCRIPTIONS[type]
}

/** The types a rule may target (admin-area.md section 5): the choice fields and attendance. */
export const RULE_TARGET_TYPES: readonly FieldType[] = DESCRIPTIONS.filter((d) => d.canBeRuleTarget).map(
  (d) => d.type,
)
