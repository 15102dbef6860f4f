import type { ExchangeRateSpec } from './company-spec'

/** The calendar day in a time zone, as YYYY-MM-DD ('en-CA' formats dates that way). */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

export function daysBefore(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date - days)).toISOString().slice(0, 10)
}

/**
 * A plausible daily history ending today at `spec.today`: a steady rise over the period plus a small
 * wobble. Deterministic, so every seeded database (and every test run) has the same figures for a given day.
 * Rates have four decimals, like the central bank's.
 */
export function exchangeRateHistory(
  spec: ExchangeRateSpec,
  today: string,
  days = 30,
): { currency: string; rate_date: string; rate: string }[] {
  const todayUnits = Math.round(Number(spec.today) * 10_000)
  const phase = [...spec.currency].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 7
  const rows: { currency: string; rate_date: string; rate: string }[] = []
  for (let back = days - 1; back >= 0; back--) {
    const trend = 1 - (spec.monthlyRise * back) / 30
    const wobble = back === 0 ? 1 : 1 + 0.003 * Math.sin(back * 1.7 + phase)
    const units = Math.round(todayUnits * trend * wobble)
    rows.push({
      currency: spec.currency,
      rate_date: daysBefore(today, back),
      rate: (units / 10_000).toFixed(4),
    })
  }
  return rows
}
