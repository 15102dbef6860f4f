import { roundForDisplay } from '@ajanda/contracts/budget-calc'

/**
 * A decimal string as money in Turkish notation with 2 decimals ("1.234,50", spec section 9), rounded
 * half-up on the text itself: no binary float, so 18-digit amounts keep every digit. Cheap enough to
 * run for every visible cell of a large grid on each keystroke.
 */
export function formatDecimalMoney(value: string | null | undefined, currency?: string | null): string {
  if (value === null || value === undefined || value.trim() === '') return ''
  const fixed = roundForDisplay(value, 2)
  const negative = fixed.startsWith('-')
  const [whole = '0', fraction = '00'] = (negative ? fixed.slice(1) : fixed).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  const text = `${negative && fixed !== '-0.00' ? '-' : ''}${grouped},${fraction}`
  return currency ? `${text} ${currency}` : text
}

/** A count with only the decimals it has, Turkish notation: "2", "1,5", "1.250". */
export function formatDecimalCount(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return ''
  const trimmed = value.includes('.') ? value.replace(/\.?0+$/, '') : value
  const [whole = '0', fraction] = trimmed.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return fraction ? `${grouped},${fraction}` : grouped
}

/**
 * What a person typed as a decimal ("1.234,50", "1234,5", "1234.50", " 12 ") as a dot-decimal string, or
 * null when it is not a number. A comma is the decimal separator when present (Turkish); then dots are
 * thousands separators.
 */
export function parseDecimalInput(text: string): string | null {
  let value = text.replace(/\s/g, '')
  if (value === '') return null
  if (value.includes(',')) value = value.replace(/\./g, '').replace(',', '.')
  else if ((value.match(/\./g) ?? []).length > 1) value = value.replace(/\./g, '')
  if (value.endsWith('.')) value = value.slice(0, -1)
  if (!/^-?\d+(\.\d+)?$/.test(value)) return null
  return value
}
