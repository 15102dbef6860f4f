/**
 * A date range cut into the whole calendar months it covers and the days at its ends (ISO dates,
 * inclusive): the whole months are read from the month totals (invoice_month_totals), the days from the
 * invoices. `months` is the first day of the first and of the last whole month, null when the range holds
 * no whole month (then the one end range is the whole range).
 */
export interface MonthSplit {
  months: [string, string] | null
  ends: [string, string][]
}

const DAY_MS = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`)

export function monthSplit(from: string, to: string): MonthSplit {
  const start = new Date(dayMs(from))
  const end = new Date(dayMs(to))
  // The first whole month starts on `from` when it is a 1st, else on the next 1st; the last whole month
  // ends on `to` when the next day is a 1st, else at the end of the month before.
  const firstMonth =
    start.getUTCDate() === 1 ? start.getTime() : Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)
  const endIsMonthEnd = new Date(end.getTime() + DAY_MS).getUTCDate() === 1
  const afterLastMonth = endIsMonthEnd
    ? end.getTime() + DAY_MS
    : Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), 1)
  if (firstMonth >= afterLastMonth) return { months: null, ends: from <= to ? [[from, to]] : [] }
  const lastMonth = new Date(afterLastMonth - DAY_MS)
  const ends: [string, string][] = []
  if (firstMonth > start.getTime()) ends.push([from, iso(firstMonth - DAY_MS)])
  if (afterLastMonth <= end.getTime()) ends.push([iso(afterLastMonth), to])
  return {
    months: [iso(firstMonth), iso(Date.UTC(lastMonth.getUTCFullYear(), lastMonth.getUTCMonth(), 1))],
    ends,
  }
}
