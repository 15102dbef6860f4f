import {
  type DateRange,
  REPORT_MAX_RANGE_DAYS,
  REPORT_NAMES,
  type ReportName,
  rangeDays,
  shortcutRange,
} from '@ajanda/contracts/reports/report-query'
import { SCOPE_VALUE_PATTERN } from '@ajanda/contracts/scope-options'

/** What every report is computed for; it lives in the page's URL (shareable, back button). */
export interface ReportFilters extends DateRange {
  /** The scoped user picker's value: `all`, `division|3`, `team|5`, `user|8`. */
  scope: string
}

export const DEFAULT_REPORT: ReportName = REPORT_NAMES[0]

/** /reports/{name}: the report, or null for a name that is not one. */
export function reportNameOf(value: string | undefined): ReportName | null {
  return (REPORT_NAMES as readonly string[]).includes(value ?? '') ? (value as ReportName) : null
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const isDay = (value: string | null): value is string =>
  value !== null && ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

/** A report with no range in its URL shows this year (the by-month reports read it month by month). */
export const defaultRange = (today: string): DateRange => shortcutRange('this_year', today)

/**
 * `?from=&to=&scope=` to filters: a missing, unreadable, reversed or over-long range is this year's; an
 * unreadable scope is `all` (the caller's whole scope).
 */
export function filtersFromSearch(params: URLSearchParams, today: string): ReportFilters {
  const from = params.get('from')
  const to = params.get('to')
  const scope = params.get('scope')
  const range =
    isDay(from) && isDay(to) && from <= to && rangeDays(from, to) <= REPORT_MAX_RANGE_DAYS
      ? { from, to }
      : defaultRange(today)
  return { ...range, scope: scope && SCOPE_VALUE_PATTERN.test(scope) ? scope : 'all' }
}

/** Filters to search parameters; the range is always written (a shared link shows the same days). */
export function searchFromFilters(filters: ReportFilters): URLSearchParams {
  const params = new URLSearchParams({ from: filters.from, to: filters.to })
  if (filters.scope !== 'all') params.set('scope', filters.scope)
  return params
}

/** The query string of GET /reports/{name} and of its export (the API client adds the locale). */
export function reportQuery(filters: ReportFilters) {
  return { from: filters.from, to: filters.to, scope: filters.scope }
}
export type ReportQueryParams = ReturnType<typeof reportQuery>
