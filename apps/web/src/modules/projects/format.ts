import type { Locale } from '@ajanda/contracts/common/locale'
import { formatMoneyValue } from '../../shared/format/money'
import { fractionToPercent } from '../../shared/format/percent'

/** Money with 2 decimals and the currency code in the UI language: "1.234,50 TRY" / "1,234.50 TRY". */
export function formatMoney(value: string | null | undefined, currency?: string | null): string {
  return formatMoneyValue(value, currency)
}

/** A rate kept as a fraction ("0.185") as a percentage with 2 to 3 decimals: "%18,50" / "18.50%". */
export function formatRate(fraction: string | null | undefined, locale: Locale): string {
  if (fraction === null || fraction === undefined || fraction.trim() === '') return ''
  const percent = Number(fractionToPercent(fraction))
  if (!Number.isFinite(percent)) return ''
  const text = new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  }).format(percent)
  return locale === 'tr' ? `%${text}` : `${text}%`
}
