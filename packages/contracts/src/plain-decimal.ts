/** A plain decimal as the server and budget-calc write them: sign, digits, optional fraction. */
const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/

/**
 * A plain decimal to `places` decimals when nothing needs rounding (every digit past `places` is 0, as
 * in a numeric(18,4) price such as "1234.5000"): the text decimal.js would write, from the string alone.
 * budget-calc's `roundForDisplay` takes it before parsing a Decimal, which a grid formatting several
 * amounts per row on every render paid visibly for. Undefined when the value needs real rounding or is
 * not plain.
 */
export function roundPlain(value: string, places: number): string | undefined {
  const match = PLAIN_DECIMAL.exec(value)
  if (!match) return undefined
  const [, minus, digits = '', fraction = ''] = match
  if (!/^0*$/.test(fraction.slice(places))) return undefined
  const whole = digits.replace(/^0+(?=\d)/, '')
  const kept = fraction.slice(0, places).padEnd(places, '0')
  // Decimal writes a negative zero without its sign.
  const sign = minus && (whole !== '0' || /[1-9]/.test(kept)) ? '-' : ''
  return places > 0 ? `${sign}${whole}.${kept}` : `${sign}${whole}`
}
