/** Moves the decimal point of a plain decimal string without floating point: ('18.5', -2) → '0.185'. */
export function shiftDecimal(value: string, places: number): string {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value.trim())
  if (!match) return value
  const [, sign = '', whole = '', fraction = ''] = match
  let digits = `${whole}${fraction}`
  let point = whole.length + places
  if (point < 0) {
    digits = `${'0'.repeat(-point)}${digits}`
    point = 0
  }
  if (point > digits.length) digits = digits.padEnd(point, '0')
  const intPart = digits.slice(0, point).replace(/^0+(?=\d)/, '') || '0'
  const fracPart = digits.slice(point).replace(/0+$/, '')
  const result = fracPart ? `${intPart}.${fracPart}` : intPart
  return result === '0' ? '0' : `${sign}${result}`
}

/** '0.18' → '18' */
export const fractionToPercent = (fraction: string) => shiftDecimal(fraction, 2)
/** '18' → '0.18' */
export const percentToFraction = (percent: string) => shiftDecimal(percent, -2)
