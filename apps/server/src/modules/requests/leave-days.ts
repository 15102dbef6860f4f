/**
 * Working days of a leave (issue 19 item 8, decisions/0024): weekends and Turkey's public holidays do
 * not count. Pure: the holiday calendar is passed in. `turkishHolidayCalendar` builds it from the
 * `date-holidays` package (the Hijri dates of the two Bayrams come from its table); this file only
 * adds what the package leaves out or spells its own way:
 * - Ramazan Bayramı lasts 3 days and Kurban Bayramı 4 from their first day (the package gives a span
 *   from the eve's sunset, in hours, which would make the day after a half holiday);
 * - the eve (arife) of each Bayram and 28 October are half days: their afternoon is off (official for the
 *   public sector from 13:00), so a day of leave on an eve costs half a day.
 * Days are calendar days (`YYYY-MM-DD`) in the company's time zone; `dayInZone` turns a moment into one.
 */

/** What a day off is worth: 1 a public holiday, 0.5 an eve whose afternoon is off. */
export interface DayOff {
  off: 1 | 0.5
  name: string
}
/** The public holidays and eves of one calendar year, by day. */
export type HolidayYear = ReadonlyMap<string, DayOff>
/** The holidays of any year (cached by the caller's calendar). */
export type HolidayCalendar = (year: number) => HolidayYear

/** One holiday as the date-holidays package lists it. */
export interface PackageHoliday {
  date: string
  rule: string
  type: string
  name: string
}

const DAY_MS = 86_400_000
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`)
const addDays = (day: string, days: number) => isoOf(msOf(day) + days * DAY_MS)

/** How many days a Bayram lasts from its first day (the package's rule names them by the Hijri date). */
function lengthOf(rule: string): number {
  if (rule.startsWith('1 Shawwal')) return 3
  if (rule.startsWith('10 Dhu al-Hijjah')) return 4
  return 1
}
/** The holidays whose eve is a half day: the two Bayrams and Republic Day (29 October). */
const hasEve = (rule: string) => lengthOf(rule) > 1 || rule === '10-29'

/**
 * The days off of `year` from the package's lists of that year and the next (an eve or a Bayram may
 * cross New Year). A whole holiday wins over an eve on the same day.
 */
export function holidayYear(year: number, listOf: (year: number) => readonly PackageHoliday[]): HolidayYear {
  const days = new Map<string, DayOff>()
  const put = (day: string, value: DayOff) => {
    if (!day.startsWith(`${year}-`)) return
    const known = days.get(day)
    if (!known || known.off < value.off) days.set(day, value)
  }
  for (const listYear of [year - 1, year, year + 1])
    for (const holiday of listOf(listYear)) {
      if (holiday.type !== 'public') continue
      const first = holiday.date.slice(0, 10)
      const length = lengthOf(holiday.rule)
      for (let i = 0; i < length; i++) put(addDays(first, i), { off: 1, name: holiday.name })
      if (hasEve(holiday.rule)) put(addDays(first, -1), { off: 0.5, name: `${holiday.name} arifesi` })
    }
  return days
}

/** A calendar of any year from a year builder, each year built once. */
export function cachedCalendar(build: (year: number) => HolidayYear): HolidayCalendar {
  const years = new Map<number, HolidayYear>()
  return (year) => {
    let found = years.get(year)
    if (!found) {
      found = build(year)
      years.set(year, found)
    }
    return found
  }
}

let turkish: Promise<HolidayCalendar> | undefined
/** Turkey's holidays, from date-holidays (loaded on first use: it carries every country's rules). */
export function turkishHolidayCalendar(): Promise<HolidayCalendar> {
  turkish ??= import('date-holidays').then(({ default: Holidays }) => {
    const holidays = new Holidays('TR')
    const listOf = (year: number) => holidays.getHolidays(year, 'tr') as PackageHoliday[]
    return cachedCalendar((year) => holidayYear(year, listOf))
  })
  return turkish
}

/** Saturday or Sunday. */
export const isWeekend = (day: string) => {
  const weekday = new Date(msOf(day)).getUTCDay()
  return weekday === 0 || weekday === 6
}

/** What a day of leave costs: 0 on a weekend or a holiday, half on an eve, 1 otherwise. */
export function dayCost(day: string, calendar: HolidayCalendar): number {
  if (isWeekend(day)) return 0
  const off = calendar(Number(day.slice(0, 4))).get(day)?.off ?? 0
  return 1 - off
}

/** The longest leave counted day by day (a range beyond it is refused by the forms anyway). */
export const MAX_COUNTED_DAYS = 3 * 366

export interface LeaveDayCount {
  /** Working days from `first` to `last`, both included (halves for eves). */
  working_days: number
  /** The same, split by calendar year (an allowance is per year). */
  by_year: Record<number, number>
}

/** The working days of a leave from its first to its last day (inclusive). */
export function countLeaveDays(first: string, last: string, calendar: HolidayCalendar): LeaveDayCount {
  const by_year: Record<number, number> = {}
  let working_days = 0
  const span = Math.min(Math.round((msOf(last) - msOf(first)) / DAY_MS), MAX_COUNTED_DAYS)
  for (let i = 0; i <= span; i++) {
    const day = addDays(first, i)
    const cost = dayCost(day, calendar)
    if (cost === 0) continue
    const year = Number(day.slice(0, 4))
    by_year[year] = (by_year[year] ?? 0) + cost
    working_days += cost
  }
  return { working_days, by_year }
}

/** The calendar day (`YYYY-MM-DD`) of a moment in a time zone. */
export function dayInZone(moment: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment)
}
