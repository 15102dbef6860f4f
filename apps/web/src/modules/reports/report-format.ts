import dayjs from 'dayjs'
import i18next from 'i18next'
import { formatDecimalMoney } from '../../shared/format/money'

const numberLocale = (locale: string | undefined) => (locale?.startsWith('en') ? 'en-GB' : 'tr-TR')

/** A report amount (a decimal string) with its currency: "1.234.567,50 TRY" in Turkish. */
export function money(value: string | null | undefined, currency: string): string {
  return value === null || value === undefined ? '–' : formatDecimalMoney(value, currency)
}

/** A whole count: "1.250" in Turkish. */
export function count(
  value: number | null | undefined,
  locale: string | undefined = i18next.language,
): string {
  return value === null || value === undefined
    ? '–'
    : new Intl.NumberFormat(numberLocale(locale)).format(value)
}

/**
 * A ratio the API keeps as a fraction with 4 places ("0.2500") as a percentage with one decimal: "%25,0"
 * in Turkish, "25.0%" in English; a dash when there is none (no denominator). Display only: the figure
 * itself stays a decimal string.
 */
export function percent(
  fraction: string | null | undefined,
  locale: string | undefined = i18next.language,
): string {
  if (fraction === null || fraction === undefined || fraction.trim() === '') return '–'
  const value = Number(fraction) * 100
  if (!Number.isFinite(value)) return '–'
  const text = new Intl.NumberFormat(numberLocale(locale), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value)
  return locale?.startsWith('en') ? `${text}%` : `%${text}`
}

/** `YYYY-MM` as "Mart 2026" / "March 2026". */
export function monthName(month: string, locale: string | undefined = i18next.language): string {
  return dayjs(`${month}-01`)
    .locale(locale?.startsWith('en') ? 'en' : 'tr')
    .format('MMMM YYYY')
}

/** `YYYY-MM` as "Mar 26", for a chart's axis. */
export function shortMonthName(month: string, locale: string | undefined = i18next.language): string {
  return dayjs(`${month}-01`)
    .locale(locale?.startsWith('en') ? 'en' : 'tr')
    .format('MMM YY')
}

/** A calendar day (YYYY-MM-DD) as "12.03.2026". */
export function day(value: string | null | undefined): string {
  return value ? dayjs(value.slice(0, 10)).format('DD.MM.YYYY') : '–'
}
