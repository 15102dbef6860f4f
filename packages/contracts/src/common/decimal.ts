import Decimal from 'decimal.js'

/** '0.2000' and '0.2' are one value: answers always carry the shortest form. */
export function canonicalDecimal(value: string | number): string {
  return new Decimal(value).toString()
}
