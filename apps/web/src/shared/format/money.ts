import { roundForDisplay } from '@ajanda/contracts/budget-calc'
import i18next from 'i18next'

/** The separators of a language: Turkish "1.234,50", English "1,234.50" (decisions/0030). */
function separators(locale: string | undefined): { group: string; decimal: string } {
  return locale?.startsWith('en') ? { group: ',', decimal: '.' } : { group: '.', decimal: ',' }
}

/**
 * A decimal string as money with 2 decimals in the UI language's notation ("1.234,50" in Turkish, spec
 * section 9; "1,234.50" in English), rounded half-up on the text itself: no binary float, so 18-digit
 * amounts keep every digit. Cheap enough to run for every visible cell of a large grid on each keystroke.
 * Every money amount the web shows goes through here (module helpers call it).
 */
export function formatDecimalMoney(
  value: string | null | undefined,
  currency?: string | null,
  locale: string | undefined = i18next.language,
): string {
  if (value === null || value === undefined || value.trim() === '') return ''
  const { group, decimal } = separators(locale)
  const fixed = roundForDisplay(value, 2)
  const negative = fixed.startsWith('-')
  const [whole = '0', fraction = '00'] = (negative ? fixed.slice(1) : fixed).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)
  const text = `${negative && fixed !== '-0.00' ? '-' : ''}${grouped}${decimal}${fraction}`
  return currency ? `${text} ${currency}` : text
}

/** A count with only the decimals it has: "2", "1,5", "1.250" in Turkish; "1.5", "1,250" in English. */
export function formatDecimalCount(
  value: string | null | undefined,
  locale: string | undefined = i18next.language,
): string {
  if (value === null || value === undefined || value.trim() === '') return ''
  const { group, decimal } = separators(locale)
  const trimmed = value.includes('.') ? value.replace(/\.?0+$/, '') : value
  const [whole = '0', fraction] = trimmed.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)
  return fraction ? `${grouped}${decimal}${fraction}` : grouped
}

/**
 * Money from a value that may be a number or a string that is not a plain decimal ("1e5"): empty when it
 * is not a finite number, otherwise as `formatDecimalMoney`.
 */
export function formatMoneyValue(
  value: string | number | null | undefined,
  currency?: string | null,
  locale: string | undefined = i18next.language,
): string {
  if (value === null || value === undefined || value === '') return ''
  const number = Number(value)
  if (!Number.isFinite(number)) return ''
  const plain = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())
  return formatDecimalMoney(plain ? (value as string).trim() : number.toFixed(2), currency, locale)
}

/**
 * What a person typed as a decimal ("1.234,50", "1234,5", "1234.50", " 12 ") as a dot-decimal string, or
 * null when it is not a number. A comma is the decimal separator when present (Turkish); then dots are
 * thousands separators. In English, commas grouping thousands ("1,234.50", "1,500") are separators.
 */
export function parseDecimalInput(
  text: string,
  locale: string | undefined = i18next.language,
): string | null {
  let value = text.replace(/\s/g, '')
  if (value === '') return null
  if (locale?.startsWith('en') && /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) value = value.replace(/,/g, '')
  else if (value.includes(',')) value = value.replace(/\./g, '').replace(',', '.')
  else if ((value.match(/\./g) ?? []).length > 1) value = value.replace(/\./g, '')
  if (value.endsWith('.')) value = value.slice(0, -1)
  if (!/^-?\d+(\.\d+)?$/.test(value)) return null
  return value
}
