import Decimal from 'decimal.js'

/**
 * The definitions every sales figure is made of (event-side.md section 5, decisions.md 2 and 3), pure so
 * that the server's reports and the home summary say the same thing.
 *
 * - Turnover of a project: the sell total with service fee of its main budget (the budget marked main,
 *   else its first budget by creation), in the company currency at the budget's own rates.
 * - Buy: the same budget's buy total, converted the same way. Profit = turnover − buy; profit ratio =
 *   profit / turnover (none when turnover is zero).
 * - Confirmed: PREP, OPERATION, PRECLOSE and CLOSED (stages 8-11): PREP and later, not POSTPONED,
 *   CANCELLED or COMPETITION. Turnover, profit and events count confirmed projects only.
 * - The month a project counts in is the month its event starts (`starts_at`), for every figure: a
 *   range holds the projects whose start day lies in it.
 * - Won and lost leads (win rate = won / (won + lost)), counted like everything else by start day:
 *   won: the project is confirmed (stages 8-11): the offer became a job, whether it went through the lead
 *   stages or was entered confirmed; lost: it is at COMPETITION (lost to a competitor), or at CANCELLED
 *   having been moved there from a lead stage (0-7) or with no recorded move (the client dropped the
 *   offer); a project cancelled after it was confirmed is a cancelled event, neither won nor lost;
 *   POSTPONED is undecided: neither. Open leads (stages 0-7) are the pipeline.
 * - Targets: whole monthly amounts per division, team or user; a quarter is the sum of its three months,
 *   the year of its twelve; the target of a range is the sum of the months it touches (a range within
 *   one month compares with that month's whole target).
 */

export const CONFIRMED_STAGES = [8, 9, 10, 11] as const
export const LEAD_STAGES = [0, 1, 2, 3, 4, 5, 6, 7] as const
export const POSTPONED_STAGE = 12
export const CANCELLED_STAGE = 13
export const COMPETITION_STAGE = 14

export function isConfirmedStage(stage: number): boolean {
  return stage >= 8 && stage <= 11
}
export function isOpenLeadStage(stage: number): boolean {
  return stage >= 0 && stage <= 7
}

export type LeadOutcome = 'won' | 'lost' | 'open' | null

/**
 * A project's outcome as an offer. `cancelledFrom` is the stage the project was moved to CANCELLED from
 * (its last such move in the timeline), null when no move was recorded; it matters only at stage 13.
 */
export function leadOutcome(stage: number, cancelledFrom: number | null = null): LeadOutcome {
  if (isConfirmedStage(stage)) return 'won'
  if (isOpenLeadStage(stage)) return 'open'
  if (stage === COMPETITION_STAGE) return 'lost'
  if (stage === CANCELLED_STAGE)
    return cancelledFrom === null || isOpenLeadStage(cancelledFrom) ? 'lost' : null
  return null
}

/** `YYYY-MM` of the month a project counts in: its start month. */
export function reportMonth(startsAt: string): string {
  return startsAt.slice(0, 7)
}

const D = (value: Decimal.Value) => new Decimal(value)

/** An amount as the API says it: 2 places, half-up. */
export function money(value: Decimal.Value): string {
  return D(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)
}

/** numerator / denominator as a fraction string with 4 places (half-up), null when the denominator is 0. */
export function ratio(numerator: Decimal.Value, denominator: Decimal.Value): string | null {
  const below = D(denominator)
  if (below.isZero()) return null
  return D(numerator).dividedBy(below).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4)
}

export function profit(turnover: Decimal.Value, buy: Decimal.Value): string {
  return money(D(turnover).minus(buy))
}

/** profit / turnover. */
export function profitRatio(turnover: Decimal.Value, buy: Decimal.Value): string | null {
  return ratio(D(turnover).minus(buy), turnover)
}

/** won / (won + lost); null when nothing was decided. */
export function winRate(won: number, lost: number): string | null {
  return ratio(won, won + lost)
}

/** (current − previous) / previous; null when there was nothing before. */
export function growth(current: Decimal.Value, previous: Decimal.Value): string | null {
  return ratio(D(current).minus(previous), previous)
}

/** 1-4 for a month 1-12. */
export function quarterOfMonth(month: number): number {
  return Math.floor((month - 1) / 3) + 1
}

/**
 * A year's target row: 12 monthly amounts (null where no target is set) → 4 quarter sums and the year's;
 * a quarter or year without any set month is null.
 */
export function targetSums(months: readonly (number | null)[]): {
  quarters: (number | null)[]
  year: number | null
} {
  const sum = (values: readonly (number | null)[]) =>
    values.some((value) => value !== null)
      ? values.reduce<number>((total, value) => total + (value ?? 0), 0)
      : null
  const quarters = [0, 1, 2, 3].map((q) => sum(months.slice(q * 3, q * 3 + 3)))
  return { quarters, year: sum(months.slice(0, 12)) }
}

/**
 * The target of a range: the sum of the monthly targets (`YYYY-MM` → amount) of the months it touches,
 * null when none of them has one.
 */
export function rangeTarget(monthly: ReadonlyMap<string, number>, months: readonly string[]): number | null {
  let total: number | null = null
  for (const month of months) {
    const amount = monthly.get(month)
    if (amount !== undefined) total = (total ?? 0) + amount
  }
  return total
}

/**
 * The per-project fact every sales figure sums (the server's report-figures query gives these, grouped:
 * `count` projects of one stage whose totals are summed; a single project when `count` is left out).
 */
export interface ProjectFact {
  stage: number
  /** YYYY-MM-DD: the day the project counts on (reportMonth); the server groups by it before summing. */
  starts_at?: string
  /** Main budget's totals in the company currency (sums for a group); null when there is no budget. */
  sell: string | null
  buy: string | null
  /** Where the project was moved to CANCELLED from (stage 13 only). */
  cancelled_from?: number | null
  /** How many projects the fact stands for (1 when left out). */
  count?: number
}

export interface FactTotals {
  turnover: string
  buy: string
  profit: string
  profit_ratio: string | null
  events: number
  won: number
  lost: number
  open: number
  win_rate: string | null
}

/** Sums facts by the definitions above: the one aggregation every report and the brief use. */
export function sumFacts(facts: Iterable<ProjectFact>): FactTotals {
  let turnover = D(0)
  let buy = D(0)
  let events = 0
  let won = 0
  let lost = 0
  let open = 0
  for (const fact of facts) {
    const count = fact.count ?? 1
    const outcome = leadOutcome(fact.stage, fact.cancelled_from ?? null)
    if (outcome === 'won') won += count
    else if (outcome === 'lost') lost += count
    else if (outcome === 'open') open += count
    if (!isConfirmedStage(fact.stage)) continue
    events += count
    if (fact.sell !== null) turnover = turnover.plus(fact.sell)
    if (fact.buy !== null) buy = buy.plus(fact.buy)
  }
  return {
    turnover: money(turnover),
    buy: money(buy),
    profit: money(turnover.minus(buy)),
    profit_ratio: ratio(turnover.minus(buy), turnover),
    events,
    won,
    lost,
    open,
    win_rate: winRate(won, lost),
  }
}
