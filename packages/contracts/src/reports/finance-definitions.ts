import Decimal from 'decimal.js'

/**
 * The finance reports' definitions (event-side.md section 5, decisions.md sections 2 and 3), pure so the
 * server's SQL, its tests and the web's explanations share one reading. Dates are calendar days
 * (`YYYY-MM-DD`, no time zone: "today" is the company's day, which the caller passes in). Amounts are
 * decimal strings; nothing here touches a binary float.
 *
 * - Due date of an invoice: its own `due_date` when it has one, else invoice date + the company's
 *   `fin_due_days`.
 * - Outstanding: total minus what its payments add up to, never below 0 (an overpaid invoice owes 0).
 * - Overdue: something is outstanding and today is past the due date (the due day itself is not late).
 *   Days overdue of an invoice: today minus the due date.
 * - Invoicing days of a project: its first sales invoice's date minus the day its event ends (negative
 *   when invoiced before the event ended; not invoiced yet: null).
 * - Unclosed project (decisions.md 2): the event ended more than `project_closure_tolerance` days ago and
 *   the stage is not CLOSED, POSTPONED, CANCELLED or COMPETITION (11-14). Days overdue: how many days
 *   past that tolerance, today minus (end + tolerance), so the first unclosed day counts 1.
 */

const DAY_MS = 86_400_000
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/

/** Stages 11-14: CLOSED, POSTPONED, CANCELLED, COMPETITION — a project there is never "unclosed". */
export const FINISHED_STAGE_MIN = 11
/** Stages that are confirmed projects (PREP, OPERATION, PRECLOSE, CLOSED): the invoicing report's set. */
export const INVOICED_PROJECT_STAGES = [8, 9, 10, 11] as const

function dayNumber(day: string): number {
  const match = ISO_DAY.exec(day)
  if (!match) throw new Error(`not a calendar day: ${day}`)
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10)
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from)
}

function parse(value: string | null | undefined): Decimal {
  if (value === null || value === undefined || value.trim() === '') return new Decimal(0)
  return new Decimal(value.trim())
}

/** The invoice's due date: its own, else invoice date + `fin_due_days`. */
export function invoiceDueDate(invoiceDate: string, ownDueDate: string | null, finDueDays: number): string {
  return ownDueDate ?? addDays(invoiceDate, finDueDays)
}

/** What is left to pay on an invoice, 2 places, never negative. */
export function outstandingAmount(total: string, paid: string | null | undefined): string {
  return Decimal.max(parse(total).minus(parse(paid)), 0).toFixed(2)
}

export interface InvoiceForOverdue {
  invoice_date: string
  due_date: string | null
  total: string
  paid: string | null
}

/** Days past the due date while something is outstanding; 0 when not overdue. */
export function invoiceDaysOverdue(invoice: InvoiceForOverdue, finDueDays: number, today: string): number {
  if (new Decimal(outstandingAmount(invoice.total, invoice.paid)).lte(0)) return 0
  const late = daysBetween(invoiceDueDate(invoice.invoice_date, invoice.due_date, finDueDays), today)
  return late > 0 ? late : 0
}

export function isInvoiceOverdue(invoice: InvoiceForOverdue, finDueDays: number, today: string): boolean {
  return invoiceDaysOverdue(invoice, finDueDays, today) > 0
}

/** Days from the event's end to its first sales invoice; null when not invoiced. */
export function invoicingDays(eventEndsAt: string, firstSalesInvoiceDate: string | null): number | null {
  return firstSalesInvoiceDate === null ? null : daysBetween(eventEndsAt, firstSalesInvoiceDate)
}

/** Days an unfinished project is past its closure tolerance; 0 when it is not (yet) unclosed. */
export function unclosedDaysOverdue(
  project: { stage: number; ends_at: string },
  tolerance: number,
  today: string,
): number {
  if (project.stage >= FINISHED_STAGE_MIN) return 0
  const late = daysBetween(addDays(project.ends_at, tolerance), today)
  return late > 0 ? late : 0
}

export function isUnclosed(project: { stage: number; ends_at: string }, tolerance: number, today: string) {
  return unclosedDaysOverdue(project, tolerance, today) > 0
}

/** Buckets of the invoicing-timeframes chart, by invoicing days (upper bounds inclusive). */
export const INVOICING_BUCKETS = ['BEFORE_END', 'WEEK', 'MONTH', 'TWO_MONTHS', 'LATER'] as const
export type InvoicingBucket = (typeof INVOICING_BUCKETS)[number]
export function invoicingBucket(days: number): InvoicingBucket {
  if (days < 0) return 'BEFORE_END'
  if (days <= 7) return 'WEEK'
  if (days <= 30) return 'MONTH'
  if (days <= 60) return 'TWO_MONTHS'
  return 'LATER'
}

/** Decimal sums of decimal strings, 2 places. */
export function sumAmounts(values: readonly (string | null | undefined)[]): string {
  return values.reduce((sum, value) => sum.plus(parse(value)), new Decimal(0)).toFixed(2)
}

/** The mean of whole day counts to one decimal place (half-up), null when there are none. */
export function averageDays(days: readonly number[]): string | null {
  if (days.length === 0) return null
  return new Decimal(days.reduce((sum, day) => sum + day, 0))
    .dividedBy(days.length)
    .toDecimalPlaces(1, Decimal.ROUND_HALF_UP)
    .toFixed(1)
}
