import { z } from 'zod'
import { INVOICING_BUCKETS } from './finance-definitions'
import { drilldownQuerySchema } from './report-query'

/**
 * The four finance reports (event-side.md section 5, issue 24): suppliers, unclosed-projects,
 * client-financials and invoicing-timeframes. `GET /reports/{name}` with the report query
 * (report-query.ts: from, to, scope, locale), `GET /reports/{name}/export` (xlsx) and
 * `GET /reports/{name}/drilldown` (the records behind one number). Definitions: finance-definitions.ts.
 *
 * Money rule: invoices store their own currency and no exchange rate, so invoice figures are never
 * converted: every invoice amount is a list of `{currency, amount}` (one entry per currency met, the
 * company's currency first, then alphabetical), and client rows are per client AND currency. Amounts are
 * decimal strings with 2 places. Project figures (`turnover`) come from the main budget's stored
 * `sell_total_company`, already in the company currency at the budget's rates (event-side.md 5).
 *
 * Scope: the caller's scope and the picked `scope` bound every figure. A project belongs to the people
 * who are its responsible or its creator (project-access.ts); an invoice counts where its project
 * counts, and an invoice without a project counts for the person who entered it.
 *
 * Date range: suppliers and client-financials take the invoices dated in the range (`invoice_date`);
 * unclosed-projects and invoicing-timeframes take the projects whose event ENDS in the range. Payments,
 * outstanding and overdue are as of today (the company's calendar day), whatever the range.
 */

export const financeMoneySchema = z.object({ currency: z.string(), amount: z.string() })
export type FinanceMoney = z.infer<typeof financeMoneySchema>

const reportFrame = {
  from: z.string(),
  to: z.string(),
  /** The scope value the figures were computed for. */
  scope: z.string(),
  /** The company's calendar day the figures were computed on (YYYY-MM-DD). */
  today: z.string(),
  /** The company's currency (turnover figures are in it; invoice figures come per currency). */
  company_currency: z.string(),
}

/**
 * How many rows the lists of a report carry (the biggest first); every record is behind its drill-down and
 * in its export.
 */
export const FINANCE_REPORT_ROW_LIMIT = 100

// ---- suppliers: spend by supplier and category

/**
 * Spend = the total (with VAT) of the purchase invoices dated in the range. A supplier with several
 * categories counts under its first one (the lowest category id, the one picked first), so categories
 * add up to the whole; a supplier with none counts under `category_id` null.
 */
export const supplierSpendRowSchema = z.object({
  supplier_id: z.number().int(),
  name: z.string(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  invoice_count: z.number().int(),
  /** Distinct projects the invoices were for. */
  project_count: z.number().int(),
  spend: z.array(financeMoneySchema),
})
export const categorySpendRowSchema = z.object({
  category_id: z.number().int().nullable(),
  /** Null for suppliers without a category ("Kategorisiz"). */
  name: z.string().nullable(),
  supplier_count: z.number().int(),
  invoice_count: z.number().int(),
  spend: z.array(financeMoneySchema),
})
export const suppliersReportSchema = z.object({
  ...reportFrame,
  invoice_count: z.number().int(),
  supplier_count: z.number().int(),
  spend: z.array(financeMoneySchema),
  /**
   * Ordered by spend in the company currency, then the other currencies, descending; the first
   * FINANCE_REPORT_ROW_LIMIT (`supplier_count` says how many there are; the export has them all).
   */
  suppliers: z.array(supplierSpendRowSchema),
  categories: z.array(categorySpendRowSchema),
  /** Every month of the range (`YYYY-MM`), empty months included. */
  months: z.array(z.object({ month: z.string(), spend: z.array(financeMoneySchema) })),
})
export type SuppliersReport = z.infer<typeof suppliersReportSchema>

// ---- client-financials: invoiced, received, outstanding, overdue

/**
 * Per client and currency, the sales invoices dated in the range: invoiced (their totals with VAT),
 * received (their payments up to today), outstanding (invoiced − received per invoice, never below 0),
 * overdue (the outstanding of those past their due date: own due date, else invoice date +
 * `fin_due_days`). `max_days_overdue` is the oldest overdue invoice's days past due.
 */
export const clientFinancialsRowSchema = z.object({
  client_id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  invoice_count: z.number().int(),
  invoiced: z.string(),
  received: z.string(),
  outstanding: z.string(),
  overdue: z.string(),
  overdue_count: z.number().int(),
  max_days_overdue: z.number().int(),
})
export const clientFinancialsTotalSchema = z.object({
  currency: z.string(),
  invoice_count: z.number().int(),
  invoiced: z.string(),
  received: z.string(),
  outstanding: z.string(),
  overdue: z.string(),
})
/** Outstanding by age past due: not due yet, 1-30, 31-60, 61-90 and over 90 days overdue. */
export const AGING_BUCKETS = ['NOT_DUE', 'D1_30', 'D31_60', 'D61_90', 'D90_PLUS'] as const
/** Each ageing bucket's days past due, first and last (null: open-ended); not yet due is 0 or fewer. */
export const AGING_DAYS: Record<(typeof AGING_BUCKETS)[number], readonly [number | null, number | null]> = {
  NOT_DUE: [null, 0],
  D1_30: [1, 30],
  D31_60: [31, 60],
  D61_90: [61, 90],
  D90_PLUS: [91, null],
}
export type AgingBucket = (typeof AGING_BUCKETS)[number]
export const clientFinancialsReportSchema = z.object({
  ...reportFrame,
  fin_due_days: z.number().int(),
  /** How many client rows (client and currency) there are; `clients` holds the first FINANCE_REPORT_ROW_LIMIT. */
  client_row_count: z.number().int(),
  /**
   * Ordered by overdue, then outstanding, descending (company currency rows first at equal amounts); at
   * most FINANCE_REPORT_ROW_LIMIT (the export has them all).
   */
  clients: z.array(clientFinancialsRowSchema),
  /** One per currency. */
  totals: z.array(clientFinancialsTotalSchema),
  aging: z.array(z.object({ currency: z.string(), bucket: z.enum(AGING_BUCKETS), amount: z.string() })),
})
export type ClientFinancialsReport = z.infer<typeof clientFinancialsReportSchema>

// ---- unclosed-projects (decisions.md 2)

export const unclosedProjectRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  project_ref: z.string().nullable(),
  /** 0-10: a lead (0-7), PREP, OPERATION or PRECLOSE. */
  stage: z.number().int(),
  current_status: z.string(),
  client_id: z.number().int().nullable(),
  client_name: z.string().nullable(),
  responsible_id: z.number().int().nullable(),
  responsible_name: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** Days past the closure tolerance (today − (ends_at + tolerance)), at least 1. */
  days_overdue: z.number().int(),
  /** The main budget's sell total with service fee in the company currency; null without a budget. */
  turnover: z.string().nullable(),
})
/** Unclosed projects by how long past the tolerance: 1-30, 31-90, 91-180 and over 180 days. */
export const UNCLOSED_AGE_BUCKETS = ['D1_30', 'D31_90', 'D91_180', 'D180_PLUS'] as const
export const unclosedProjectsReportSchema = z.object({
  ...reportFrame,
  project_closure_tolerance: z.number().int(),
  count: z.number().int(),
  /** Sum of the rows' turnover (company currency). */
  turnover: z.string(),
  /** The most overdue first, at most FINANCE_REPORT_ROW_LIMIT (the drill-down lists them all). */
  projects: z.array(unclosedProjectRowSchema),
  /** Per responsible (null: none), most projects first. */
  by_user: z.array(
    z.object({ user_id: z.number().int().nullable(), name: z.string().nullable(), count: z.number().int() }),
  ),
  by_age: z.array(z.object({ bucket: z.enum(UNCLOSED_AGE_BUCKETS), count: z.number().int() })),
})
export type UnclosedProjectsReport = z.infer<typeof unclosedProjectsReportSchema>

// ---- invoicing-timeframes

/**
 * Confirmed projects (PREP, OPERATION, PRECLOSE, CLOSED) whose event ended in the range and by today.
 * Invoicing days: the first sales invoice's date minus the event's end (finance-definitions.ts);
 * projects without a sales invoice are "not invoiced" with their days since the end.
 */
export const invoicingProjectRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  project_ref: z.string().nullable(),
  stage: z.number().int(),
  client_name: z.string().nullable(),
  responsible_id: z.number().int().nullable(),
  responsible_name: z.string().nullable(),
  ends_at: z.string(),
  /** Null when not invoiced. */
  first_invoice_date: z.string().nullable(),
  /** Invoicing days when invoiced, else days since the event ended. */
  days: z.number().int(),
  turnover: z.string().nullable(),
})
const invoicingSummaryFields = {
  project_count: z.number().int(),
  invoiced_count: z.number().int(),
  not_invoiced_count: z.number().int(),
  /** Mean invoicing days of the invoiced projects, one decimal; null when none. */
  average_days: z.string().nullable(),
}
export const invoicingTimeframesReportSchema = z.object({
  ...reportFrame,
  ...invoicingSummaryFields,
  /** Median invoicing days (the lower middle of an even count); null when none invoiced. */
  median_days: z.number().int().nullable(),
  buckets: z.array(z.object({ bucket: z.enum(INVOICING_BUCKETS), count: z.number().int() })),
  /** By the month the events ended. */
  months: z.array(z.object({ month: z.string(), ...invoicingSummaryFields })),
  /** Per responsible (null: none). */
  by_user: z.array(
    z.object({
      user_id: z.number().int().nullable(),
      name: z.string().nullable(),
      ...invoicingSummaryFields,
    }),
  ),
  /** Not invoiced, longest since the end first, at most FINANCE_REPORT_ROW_LIMIT. */
  not_invoiced: z.array(invoicingProjectRowSchema),
  /** Invoiced, slowest first, at most FINANCE_REPORT_ROW_LIMIT. */
  invoiced: z.array(invoicingProjectRowSchema),
})
export type InvoicingTimeframesReport = z.infer<typeof invoicingTimeframesReportSchema>

// ---- drill-down

/**
 * The numbers of the finance reports: `spend` (suppliers; buckets total, month, supplier, category);
 * `invoiced`, `received`, `outstanding`, `overdue` (client-financials; buckets total, month, client, and
 * for `outstanding` also aging, an ageing bucket's open amounts);
 * `unclosed` (unclosed-projects; total, user, division, team); `invoiced_projects`, `not_invoiced_projects`
 * (invoicing-timeframes; total, month, user). Money metrics take `currency` (default: the company's);
 * their records are invoices whose amounts (total, received, outstanding or overdue part) sum to the
 * figure. Count metrics list projects (amount: turnover, not summed into `total`, which is the count).
 */
export const FINANCE_DRILLDOWN_METRICS = [
  'spend',
  'invoiced',
  'received',
  'outstanding',
  'overdue',
  'unclosed',
  'invoiced_projects',
  'not_invoiced_projects',
] as const
export type FinanceDrilldownMetric = (typeof FINANCE_DRILLDOWN_METRICS)[number]
export const FINANCE_REPORT_METRICS = {
  suppliers: ['spend'],
  'client-financials': ['invoiced', 'received', 'outstanding', 'overdue'],
  'unclosed-projects': ['unclosed'],
  'invoicing-timeframes': ['invoiced_projects', 'not_invoiced_projects'],
} as const satisfies Record<string, readonly FinanceDrilldownMetric[]>
export const FINANCE_REPORT_BUCKETS = {
  suppliers: ['total', 'month', 'supplier', 'category'],
  'client-financials': ['total', 'month', 'client', 'aging'],
  'unclosed-projects': ['total', 'user', 'division', 'team'],
  'invoicing-timeframes': ['total', 'month', 'user'],
} as const

export const financeDrilldownQuerySchema = drilldownQuerySchema(FINANCE_DRILLDOWN_METRICS).safeExtend({
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, { message: 'invalid_choice' })
    .optional(),
})
export type FinanceDrilldownQuery = z.infer<typeof financeDrilldownQuerySchema>
