import { z } from 'zod'

/**
 * The answers of the six sales reports (event-side.md section 5, issue 24): GET /reports/{name} with the
 * report query (report-query.ts). Every amount is a decimal string with 2 places in the company currency
 * (`currency` of the answer), converted at each budget's own rates; every ratio is a decimal fraction
 * string with 4 places ("0.2500" = 25 %) or null where its denominator is zero. The definitions (turnover,
 * profit, confirmed, the month a project counts in, won and lost, targets) are report-definitions.ts; all
 * six reports and the executive brief aggregate the same per-project facts, so their numbers agree.
 * Every number drills down with GET /reports/{name}/drilldown?metric=&bucket=&key= (report-query.ts).
 */

/** How many rows the clients report carries in its JSON answer (the biggest first). */
export const SALES_REPORT_ROW_LIMIT = 100

const amount = z.string()
const ratio = z.string().nullable()

/** The money figures of a group of confirmed projects. */
export const moneyFiguresSchema = z.object({
  /** Sum of the main budgets' sell totals with service fee (drill-down metric `turnover`). */
  turnover: amount,
  /** Sum of the main budgets' buy totals. */
  buy: amount,
  /** turnover − buy (metric `profit`). */
  profit: amount,
  /** profit / turnover. */
  profit_ratio: ratio,
  /** Confirmed projects (metric `events`). */
  events: z.number().int(),
})
export type MoneyFigures = z.infer<typeof moneyFiguresSchema>

/** A target beside an actual: null target where none is set for the group and period. */
export const targetFiguresSchema = z.object({
  /** Whole amount in the company currency, as a decimal string ("150000.00"); null: no target set. */
  target: amount.nullable(),
  /** turnover / target; null without a target (or a zero one). */
  target_ratio: ratio,
})

/** Leads decided in the range (report-definitions.ts `leadOutcome`). */
export const leadFiguresSchema = z.object({
  /** Metric `won`. */
  won: z.number().int(),
  /** Metric `lost`. */
  lost: z.number().int(),
  /** won / (won + lost). */
  win_rate: ratio,
})

const rangeFields = {
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  /** The scope value the figures cover (the query's, `all` = the caller's whole scope). */
  scope: z.string(),
}

// ---- performance: turnover and profit by month against targets

export const monthRowSchema = moneyFiguresSchema.extend({
  /** `YYYY-MM` (drill-down bucket `month`, key this value). */
  month: z.string(),
  ...targetFiguresSchema.shape,
})
export type MonthRow = z.infer<typeof monthRowSchema>
export const totalsRowSchema = moneyFiguresSchema.extend(targetFiguresSchema.shape)

export const performanceReportSchema = z.object({
  ...rangeFields,
  months: z.array(monthRowSchema),
  totals: totalsRowSchema,
})
export type PerformanceReport = z.infer<typeof performanceReportSchema>

// ---- executive-brief: the headline figures and the months

export const executiveBriefSchema = z.object({
  ...rangeFields,
  totals: totalsRowSchema.extend({
    ...leadFiguresSchema.shape,
    /** Attendees with status REGISTERED of the confirmed projects (metric `attendees`). */
    attendees: z.number().int(),
    /** Open leads (stages 0-7) whose event starts in the range: their lead values converted (metric `pipeline`). */
    pipeline: amount,
    open_leads: z.number().int(),
  }),
  months: z.array(monthRowSchema.extend(leadFiguresSchema.shape)),
})
export type ExecutiveBrief = z.infer<typeof executiveBriefSchema>

// ---- division-performance and people-performance

export const divisionRowSchema = moneyFiguresSchema.extend({
  ...targetFiguresSchema.shape,
  ...leadFiguresSchema.shape,
  /** Null: projects whose responsible has no division (bucket key `none`). */
  division_id: z.number().int().nullable(),
  name: z.string().nullable(),
})
export type DivisionRow = z.infer<typeof divisionRowSchema>
export const divisionPerformanceSchema = z.object({
  ...rangeFields,
  rows: z.array(divisionRowSchema),
  totals: totalsRowSchema.extend(leadFiguresSchema.shape),
})
export type DivisionPerformance = z.infer<typeof divisionPerformanceSchema>

export const personRowSchema = moneyFiguresSchema.extend({
  ...targetFiguresSchema.shape,
  ...leadFiguresSchema.shape,
  /** The responsible user; null: projects without a responsible (bucket key `none`). */
  user_id: z.number().int().nullable(),
  full_name: z.string().nullable(),
  division_name: z.string().nullable(),
  team_name: z.string().nullable(),
  /** The person has left (deactivated); their projects still count. */
  deactivated: z.boolean(),
})
export type PersonRow = z.infer<typeof personRowSchema>
export const peoplePerformanceSchema = z.object({
  ...rangeFields,
  rows: z.array(personRowSchema),
  totals: totalsRowSchema.extend(leadFiguresSchema.shape),
})
export type PeoplePerformance = z.infer<typeof peoplePerformanceSchema>

// ---- clients: projects, turnover, profit, last event, growth

export const clientRowSchema = moneyFiguresSchema.extend({
  /** Null: projects without a client (bucket key `none`). */
  client_id: z.number().int().nullable(),
  name: z.string().nullable(),
  /** Start day (YYYY-MM-DD) of the client's latest confirmed project in the range. */
  last_event: z.string().nullable(),
  /** Turnover of the same-length period just before the range. */
  previous_turnover: amount,
  /** (turnover − previous_turnover) / previous_turnover; null when there was none before. */
  growth: ratio,
})
export type ClientRow = z.infer<typeof clientRowSchema>
export const clientsReportSchema = z.object({
  ...rangeFields,
  /** The period growth compares with: as long as the range, ending the day before it. */
  previous_from: z.string(),
  previous_to: z.string(),
  /**
   * Sorted by turnover, highest first: the first SALES_REPORT_ROW_LIMIT (`client_count` says how many
   * there are; the export has them all, the drill-down by client lists any client's projects).
   */
  rows: z.array(clientRowSchema),
  client_count: z.number().int(),
  totals: moneyFiguresSchema.extend({ previous_turnover: amount, growth: ratio }),
})
export type ClientsReport = z.infer<typeof clientsReportSchema>

// ---- yoy: turnover by month, this year against last

export const yoyRowSchema = z.object({
  /** `YYYY-MM` of the range (bucket `month`). */
  month: z.string(),
  /** The same month a year earlier (drill into it with bucket `month`, key this value). */
  previous_month: z.string(),
  turnover: amount,
  previous_turnover: amount,
  events: z.number().int(),
  previous_events: z.number().int(),
  growth: ratio,
})
export type YoyRow = z.infer<typeof yoyRowSchema>
export const yoyReportSchema = z.object({
  ...rangeFields,
  /** The range moved one year back. */
  previous_from: z.string(),
  previous_to: z.string(),
  months: z.array(yoyRowSchema),
  totals: yoyRowSchema.omit({ month: true, previous_month: true }),
})
export type YoyReport = z.infer<typeof yoyReportSchema>

export const salesReportSchemas = {
  'executive-brief': executiveBriefSchema,
  performance: performanceReportSchema,
  'division-performance': divisionPerformanceSchema,
  'people-performance': peoplePerformanceSchema,
  clients: clientsReportSchema,
  yoy: yoyReportSchema,
} as const
