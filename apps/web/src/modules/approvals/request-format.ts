import { formatDateRange } from '@ajanda/contracts/common/date-range'
import type { Locale } from '@ajanda/contracts/common/locale'
import type { RequestSummary } from '@ajanda/contracts/requests.contract'
import dayjs from 'dayjs'
import { formatDate, formatDateTime } from '../../shared/format/dates'
import { formatMoneyValue } from '../../shared/format/money'

/** Money with 2 decimals and the currency code in the UI language: "1.234,50 TRY" / "1,234.50 TRY". */
export function formatMoney(value: string | null | undefined, currency?: string | null): string {
  return formatMoneyValue(value, currency)
}

/** A moment's or a day's calendar day where the viewer is ("2026-03-12"). */
const localDay = (value: string) => (value.length > 10 ? dayjs(value).format('YYYY-MM-DD') : value)

type Dated = Pick<RequestSummary, 'starts_at' | 'ends_at' | 'request_date'>

/**
 * The days a request is about: a leave's or a trip's range said compactly ("12–14 Mart 2026"), a
 * compassionate leave's one moment with its time, otherwise the request's own day.
 */
export function requestDates(request: Dated, locale: Locale): string {
  if (request.starts_at && !request.ends_at && request.starts_at.length > 10)
    return formatDateTime(request.starts_at, locale)
  if (request.starts_at)
    return formatDateRange(
      localDay(request.starts_at),
      request.ends_at ? localDay(request.ends_at) : null,
      locale,
    )
  return request.request_date ? formatDate(request.request_date, locale) : ''
}

/** A VAT rate kept as a fraction ("0.2") as a percentage: "%20" / "20%". */
export function formatVat(fraction: string | null, locale: Locale): string {
  if (fraction === null || fraction.trim() === '') return ''
  const percent = Number(fraction) * 100
  if (!Number.isFinite(percent)) return ''
  const text = new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    maximumFractionDigits: 2,
  }).format(percent)
  return locale === 'tr' ? `%${text}` : `${text}%`
}

/** A quantity with only the decimals it has: "2", "1,5". */
export function formatQuantity(value: string | null, locale: Locale): string {
  if (value === null || value.trim() === '') return ''
  const number = Number(value)
  if (!Number.isFinite(number)) return ''
  return new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', { maximumFractionDigits: 4 }).format(
    number,
  )
}
