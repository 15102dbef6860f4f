import type { MonthRow, YoyRow } from '@ajanda/contracts/reports/sales-reports'
import { shortMonthName } from './report-format'

/** One x-axis position of a chart: its label and a value per series (null: nothing to draw). */
export interface ChartPoint {
  label: string
  values: (number | null)[]
}

/** A decimal string as a number for drawing only (the figures shown stay decimal strings). */
export const drawable = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || value.trim() === '') return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}

/** Turnover as bars and the target as a line, month by month (performance and executive brief). */
export function turnoverTargetPoints(rows: readonly MonthRow[], locale?: string): ChartPoint[] {
  return rows.map((row) => ({
    label: shortMonthName(row.month, locale),
    values: [drawable(row.turnover), drawable(row.target)],
  }))
}

/** This period's turnover and last year's, month by month (yoy). */
export function yoyPoints(rows: readonly YoyRow[], locale?: string): ChartPoint[] {
  return rows.map((row) => ({
    label: shortMonthName(row.month, locale),
    values: [drawable(row.turnover), drawable(row.previous_turnover)],
  }))
}
