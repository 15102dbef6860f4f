import type { Locale } from './locale'

/** Intl locale per UI language: day before month, month names in full ("12 March 2026"). */
const INTL_LOCALES: Record<Locale, string> = { tr: 'tr-TR', en: 'en-GB' }
const monthFormats = new Map<Locale, Intl.DateTimeFormat>()

interface CalendarDay {
  year: number
  month: number
  day: number
}

/**
 * `YYYY-MM-DD` (or the date part of an ISO timestamp) as the calendar day it names: no time zone
 * is applied, so "2026-03-12" is the 12th wherever the browser is.
 */
export function parseCalendarDay(value: string | null | undefined): CalendarDay | null {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim()) : null
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1 || day > 31) return null
  return { year, month, day }
}

function monthName(month: number, locale: Locale): string {
  let format = monthFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { month: 'long', timeZone: 'UTC' })
    monthFormats.set(locale, format)
  }
  // The 15th at noon UTC of that month: the month's name whatever the runtime's zone.
  return format.format(new Date(Date.UTC(2000, month - 1, 15, 12)))
}

const dayMonth = (day: CalendarDay, locale: Locale) => `${day.day} ${monthName(day.month, locale)}`
const full = (day: CalendarDay, locale: Locale) => `${dayMonth(day, locale)} ${day.year}`

/**
 * A project's dates as compactly as they can be said (staff-app.md 2, "Navigation rules"):
 * one day "12 Mart 2026", one month "12–14 Mart 2026", one year "28 Mart – 2 Nisan 2026",
 * otherwise in full "28 Aralık 2026 – 2 Ocak 2027". A missing or unreadable end is the start's day;
 * a missing start gives the end alone; neither gives ''.
 */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  locale: Locale,
): string {
  const from = parseCalendarDay(start)
  const to = parseCalendarDay(end)
  if (!from) return to ? full(to, locale) : ''
  if (!to) return full(from, locale)
  if (from.year === to.year && from.month === to.month) {
    if (from.day === to.day) return full(from, locale)
    return `${from.day}–${full(to, locale)}`
  }
  if (from.year === to.year) return `${dayMonth(from, locale)} – ${full(to, locale)}`
  return `${full(from, locale)} – ${full(to, locale)}`
}
