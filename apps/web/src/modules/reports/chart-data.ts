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

/**
 * The y axis: from 0 (or the lowest negative value) to a round top above the highest value, in four
 * steps of 1, 2, 2.5 or 5 times a power of ten.
 */
export function chartScale(
  points: readonly ChartPoint[],
  steps = 4,
): { min: number; max: number; ticks: number[] } {
  const values = points.flatMap((point) => point.values.filter((value): value is number => value !== null))
  const high = Math.max(0, ...values)
  const low = Math.min(0, ...values)
  const span = high - low
  if (span === 0) return { min: 0, max: 1, ticks: [0, 1] }
  const raw = span / steps
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= raw) ?? 10) * power
  const min = Math.floor(low / step) * step
  const max = Math.ceil(high / step) * step
  const ticks: number[] = []
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Number(tick.toPrecision(12)))
  return { min, max, ticks }
}
