import { zonedMoment } from '../checklists/zoned-moment'

const DAY_MS = 86_400_000

/** The calendar day (YYYY-MM-DD) at an instant in a time zone; an unknown zone counts as UTC. */
export function dayIn(timeZone: string, now: Date): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now)
  try {
    return format(timeZone)
  } catch {
    return format('UTC')
  }
}

/** A calendar day `days` later (or earlier). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/**
 * The company's today and the moments that bound the home page's lists: its midnight, tomorrow's and the
 * day after's, in the company's time zone (a task due at 23:30 there is today's, whatever UTC says), and
 * the week (Monday to Sunday) as calendar days.
 */
export function companyDay(timeZone: string, now: Date) {
  const today = dayIn(timeZone, now)
  const tomorrow = addDays(today, 1)
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7
  const weekStart = addDays(today, -weekday)
  return {
    today,
    todayStart: zonedMoment(today, 0, timeZone),
    tomorrowStart: zonedMoment(tomorrow, 0, timeZone),
    dayAfterStart: zonedMoment(addDays(today, 2), 0, timeZone),
    weekStart,
    weekEnd: addDays(weekStart, 6),
  }
}
