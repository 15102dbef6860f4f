import { z } from 'zod'
import { isoDate } from '../common/fields'
import { type Locale, resolveLocale } from '../common/locale'
import { paginatedSchema } from '../common/pagination'
import { scopeValueSchema } from '../scope-options'

/**
 * The query every report takes (event-side.md section 5, issue 24): a date range (both days inclusive),
 * the scoped picker's value and the language of the export. The caller's position scope bounds every
 * figure; `scope` narrows further within it: `all` means "everything I may see" for anybody (a USER-scope
 * person's `all` is their own records), `division|3`, `team|5`, `user|8` must lie inside the caller's
 * scope (else 422 on `scope`).
 */

export const REPORT_NAMES = [
  'executive-brief',
  'performance',
  'division-performance',
  'people-performance',
  'clients',
  'yoy',
  'suppliers',
  'unclosed-projects',
  'client-financials',
  'invoicing-timeframes',
] as const
export type ReportName = (typeof REPORT_NAMES)[number]
export const SALES_REPORT_NAMES = [
  'executive-brief',
  'performance',
  'division-performance',
  'people-performance',
  'clients',
  'yoy',
] as const satisfies readonly ReportName[]
export type SalesReportName = (typeof SALES_REPORT_NAMES)[number]
export const FINANCE_REPORT_NAMES = [
  'suppliers',
  'unclosed-projects',
  'client-financials',
  'invoicing-timeframes',
] as const satisfies readonly ReportName[]
export type FinanceReportName = (typeof FINANCE_REPORT_NAMES)[number]

/** Five calendar years, whichever they are (two leap days at most): 5 × 365 + 2 days, both ends counted. */
export const REPORT_MAX_RANGE_DAYS = 1827

/** Days from `from` to `to`, both counted (2026-01-01..2026-01-01 is 1). */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
}

const rangeChecks = (input: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (input.to < input.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'end_before_start', input: input.to })
    return
  }
  if (rangeDays(input.from, input.to) > REPORT_MAX_RANGE_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'range_too_long',
      params: { max: REPORT_MAX_RANGE_DAYS },
      input: input.to,
    })
}

const reportQueryFields = {
  from: isoDate(),
  to: isoDate(),
  /** The scoped picker's value (scope-options.ts); `all` = the caller's whole scope. */
  scope: scopeValueSchema.default('all'),
  /**
   * Language of the export's headings (the API answers otherwise carry no texts); as lenient as every
   * route's `locale` (the web client adds it to each call): anything but `en` is Turkish.
   */
  locale: z
    .string()
    .max(10)
    .optional()
    .transform((value): Locale | undefined => (value === undefined ? undefined : resolveLocale(value))),
}

export const reportQuerySchema = z.object(reportQueryFields).superRefine(rangeChecks)
export type ReportQuery = z.infer<typeof reportQuerySchema>
export type ReportQueryInput = z.input<typeof reportQuerySchema>

// ---- Drill-down: the records behind a number, shared by every report

/**
 * Which group a number belongs to: `total` (the report's whole range), `month` (key `YYYY-MM`),
 * `division` / `team` / `user` / `client` / `supplier` (key: the id, or `none` for records without one),
 * `category` (key: the budget or invoice category id, or `none`), `year` (key `YYYY`, the yoy report),
 * `aging` (key: an ageing bucket of finance-reports.ts, `NOT_DUE` … `D90_PLUS`).
 */
export const DRILLDOWN_BUCKETS = [
  'total',
  'month',
  'year',
  'division',
  'team',
  'user',
  'client',
  'supplier',
  'category',
  'aging',
] as const
export type DrilldownBucket = (typeof DRILLDOWN_BUCKETS)[number]
export const DRILLDOWN_KEY_PATTERN = /^(none|\d{4}(-\d{2})?|[1-9]\d{0,9}|NOT_DUE|D\d{1,2}_(\d{2}|PLUS))$/

/**
 * The metrics a sales number can be: turnover, profit (of confirmed projects), events (confirmed
 * projects), attendees (of those), pipeline (open leads' turnover), won and lost leads (report-definitions.ts).
 */
export const SALES_DRILLDOWN_METRICS = [
  'turnover',
  'profit',
  'events',
  'attendees',
  'pipeline',
  'won',
  'lost',
] as const
export type SalesDrilldownMetric = (typeof SALES_DRILLDOWN_METRICS)[number]

/** A report's drill-down query: the report query plus which number (metric) of which group (bucket, key). */
export function drilldownQuerySchema<const M extends readonly [string, ...string[]]>(metrics: M) {
  return z
    .object({
      ...reportQueryFields,
      metric: z.enum(metrics),
      bucket: z.enum(DRILLDOWN_BUCKETS).default('total'),
      key: z.string().trim().regex(DRILLDOWN_KEY_PATTERN, { message: 'invalid_choice' }).optional(),
      page: z.coerce.number().int().min(1).max(1_000_000).default(1),
      page_size: z.coerce.number().int().min(1).max(100).default(25),
    })
    .superRefine(rangeChecks)
    .superRefine((input, ctx) => {
      if (input.bucket !== 'total' && input.key === undefined)
        ctx.addIssue({ code: 'custom', path: ['key'], message: 'required', input: input.key })
    })
}
export const salesDrilldownQuerySchema = drilldownQuerySchema(SALES_DRILLDOWN_METRICS)
export type SalesDrilldownQuery = z.infer<typeof salesDrilldownQuerySchema>

/**
 * One record behind a number: a project (its code opens /projects/{code}) or an invoice (its id opens the
 * invoice in accounting; `code` is then the project's code when it has one). `amount` is the record's
 * share of the number in `currency` (null for counts such as events or won leads), a decimal string.
 */
export const drilldownRecordSchema = z.object({
  kind: z.enum(['project', 'invoice']),
  id: z.number().int(),
  /** The project's code (links), or null. */
  code: z.string().nullable(),
  /** The project's name or the invoice's number and party. */
  name: z.string(),
  /** The project's reference (project_ref) or the invoice number. */
  reference: z.string().nullable(),
  /** The day the record counts on: the project's start, the invoice's date. YYYY-MM-DD. */
  date: z.string().nullable(),
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  /** The project's status (current_status) or the invoice's payment state. */
  status: z.string().nullable(),
})
export type DrilldownRecord = z.infer<typeof drilldownRecordSchema>

/**
 * The drill-down answer: Laravel's paginator of records (its `total` the number of records) plus the
 * number drilled into.
 */
export const drilldownResponseSchema = paginatedSchema(drilldownRecordSchema).extend({
  metric: z.string(),
  bucket: z.enum(DRILLDOWN_BUCKETS),
  key: z.string().nullable(),
  /** The number drilled into, as the report shows it (count or decimal string). */
  figure: z.string(),
  currency: z.string(),
})
export type DrilldownResponse = z.infer<typeof drilldownResponseSchema>

// ---- Range shortcuts (admin-area.md "Date picker")

export const RANGE_SHORTCUTS = [
  'this_week',
  'this_month',
  'this_year',
  'q1',
  'q2',
  'q3',
  'q4',
  'next_1_month',
  'next_3_months',
  'past_1_month',
  'past_3_months',
] as const
export type RangeShortcut = (typeof RANGE_SHORTCUTS)[number]
export interface DateRange {
  from: string
  to: string
}

const pad = (n: number) => String(n).padStart(2, '0')
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

function parts(day: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day)
  if (!match) throw new Error(`not a calendar day: ${day}`)
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

/** The day `months` calendar months away, clamped to the month's end (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = parts(day)
  const index = y * 12 + (m - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  return ymd(year, month, Math.min(d, daysInMonth(year, month)))
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = parts(day)
  const date = new Date(Date.UTC(y, m - 1, d + days))
  return ymd(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
}

/**
 * A shortcut's range from a given today (YYYY-MM-DD, the company's calendar day): the week runs Monday to
 * Sunday (Turkish calendars); the quarters are of today's year; "next N months" runs from today to the
 * same day N months on, "past N months" from the same day N months back to today.
 */
export function shortcutRange(shortcut: RangeShortcut, today: string): DateRange {
  const [y, m] = parts(today)
  switch (shortcut) {
    case 'this_week': {
      const weekday = new Date(`${today.slice(0, 10)}T00:00:00Z`).getUTCDay() // 0 = Sunday
      const monday = addDays(today, -((weekday + 6) % 7))
      return { from: monday, to: addDays(monday, 6) }
    }
    case 'this_month':
      return { from: ymd(y, m, 1), to: ymd(y, m, daysInMonth(y, m)) }
    case 'this_year':
      return { from: ymd(y, 1, 1), to: ymd(y, 12, 31) }
    case 'q1':
    case 'q2':
    case 'q3':
    case 'q4': {
      const first = (Number(shortcut[1]) - 1) * 3 + 1
      return { from: ymd(y, first, 1), to: ymd(y, first + 2, daysInMonth(y, first + 2)) }
    }
    case 'next_1_month':
      return { from: today.slice(0, 10), to: addMonths(today, 1) }
    case 'next_3_months':
      return { from: today.slice(0, 10), to: addMonths(today, 3) }
    case 'past_1_month':
      return { from: addMonths(today, -1), to: today.slice(0, 10) }
    case 'past_3_months':
      return { from: addMonths(today, -3), to: today.slice(0, 10) }
  }
}

/** The months (`YYYY-MM`) a range touches, in order: the rows of a by-month report. */
export function monthsOf(range: DateRange): string[] {
  const [fy, fm] = parts(range.from)
  const [ty, tm] = parts(range.to)
  const months: string[] = []
  for (let index = fy * 12 + fm - 1; index <= ty * 12 + tm - 1; index++)
    months.push(`${Math.floor(index / 12)}-${pad((index % 12) + 1)}`)
  return months
}
