import dayjs, { type ConfigType } from 'dayjs'
import 'dayjs/locale/tr'
import i18next from 'i18next'

export const DATE_FORMAT = 'DD MMMM YYYY'
export const DATE_TIME_FORMAT = 'DD MMMM YYYY HH:mm'

/** dayjs follows the UI language; Turkish month names by default. */
export function setDateLocale(locale: string | undefined): void {
  dayjs.locale(locale === 'en' ? 'en' : 'tr')
}

setDateLocale(i18next.language)
i18next.on('languageChanged', setDateLocale)

function parse(value: ConfigType, locale?: string) {
  const date = dayjs(value)
  return locale ? date.locale(locale) : date
}

export function formatDate(value: ConfigType, locale?: string): string {
  const date = parse(value, locale)
  return date.isValid() ? date.format(DATE_FORMAT) : ''
}

export function formatDateTime(value: ConfigType, locale?: string): string {
  const date = parse(value, locale)
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : ''
}

/**
 * A date range as compact as it can be: one day ("12 Mart 2026"), one month ("12 - 14 Mart 2026"),
 * one year ("28 Mart - 2 Nisan 2026") or in full ("28 Aralık 2025 - 2 Ocak 2026").
 */
export function formatDateRange(start: ConfigType, end: ConfigType, locale?: string): string {
  const from = parse(start, locale)
  const to = parse(end, locale)
  if (!from.isValid()) return to.isValid() ? to.format(DATE_FORMAT) : ''
  if (!to.isValid() || from.isSame(to, 'day')) return from.format(DATE_FORMAT)
  if (from.isSame(to, 'month')) return `${from.format('DD')} - ${to.format(DATE_FORMAT)}`
  if (from.isSame(to, 'year')) return `${from.format('DD MMMM')} - ${to.format(DATE_FORMAT)}`
  return `${from.format(DATE_FORMAT)} - ${to.format(DATE_FORMAT)}`
}
