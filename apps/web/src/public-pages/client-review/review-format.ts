import type { Locale } from '@ajanda/contracts/common/locale'

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/

/** Adds one to a string of digits ("099" → "100"), growing it when it carries past the first digit. */
function incremented(digits: string): string {
  const out = digits.split('')
  for (let index = out.length - 1; index >= 0; index -= 1) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1)
      return out.join('')
    }
    out[index] = '0'
  }
  return `1${out.join('')}`
}

/**
 * A decimal string rounded half-up to 2 places on its digits, as budget-calc's `roundForDisplay` does
 * for the exports (a test holds them equal): the page shows the same cents as the PDF the client may
 * also get, without a float ("1.005" → "1.01") and without decimal.js in this public chunk.
 */
export function roundMoney(value: string): string | null {
  const match = DECIMAL.exec(value.trim())
  if (!match) return null
  const [, sign, whole = '0', fraction = ''] = match
  const cents = `${whole}${fraction.padEnd(2, '0').slice(0, 2)}`
  const rounded = (fraction[2] ?? '0') >= '5' ? incremented(cents) : cents
  const padded = rounded.padStart(3, '0')
  const integer = padded.slice(0, -2).replace(/^0+(?=\d)/, '')
  const text = `${integer}.${padded.slice(-2)}`
  return sign && /[1-9]/.test(text) ? `-${text}` : text
}

/**
 * Money with 2 decimals and the currency code in the page's language: "1.234,50 TRY" in Turkish (spec
 * section 9), "1,234.50 TRY" in English (decisions/0030).
 */
export function formatMoney(value: string, currency: string, locale: Locale = 'tr'): string {
  const rounded = roundMoney(value)
  if (rounded === null) return ''
  const [integer = '0', cents = '00'] = rounded.replace('-', '').split('.')
  const [group, decimal] = locale === 'en' ? [',', '.'] : ['.', ',']
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, group)
  return `${rounded.startsWith('-') ? '-' : ''}${grouped}${decimal}${cents} ${currency}`
}

/** A count with only the decimals it has: "2", "1,5" (Turkish) or "1.5" (English). */
export function formatCount(value: string, locale: Locale): string {
  const number = Number(value)
  if (!Number.isFinite(number)) return value
  return new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', { maximumFractionDigits: 4 }).format(
    number,
  )
}

/** The English name where the agency wrote one. */
export const localName = (row: { name: string; name_en: string | null }, locale: Locale) =>
  locale === 'en' && row.name_en?.trim() ? row.name_en : row.name
