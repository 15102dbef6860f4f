import Decimal from 'decimal.js'

/** What a line needs for its totals (the form's raw values: strings that may not be numbers yet). */
export interface InvoiceLineAmounts {
  quantity: string
  unit_price: string
  vat_rate: string
}

export interface LineTotals {
  net: string
  vat: string
  total: string
}
export interface InvoiceTotals {
  lines: LineTotals[]
  subtotal: string
  vat_total: string
  total: string
}

const money = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
const fixed = (value: Decimal) => value.toFixed(2)
function parse(value: string): Decimal {
  try {
    const parsed = new Decimal(value.trim() === '' ? '0' : value.trim())
    return parsed.isFinite() ? parsed : new Decimal(0)
  } catch {
    return new Decimal(0)
  }
}

/**
 * An invoice's totals (decisions.md 3: decimals, never floats; rounded half-up to 2 places). Each line's
 * net (quantity × unit price) and VAT are rounded per line, as an invoice prints them; the invoice's
 * subtotal, VAT and total are the sums of the rounded lines. The server stores these; the form shows
 * the same figures live. Unreadable values count as 0.
 */
export function invoiceTotals(lines: readonly InvoiceLineAmounts[]): InvoiceTotals {
  let subtotal = new Decimal(0)
  let vatTotal = new Decimal(0)
  const rows = lines.map((line) => {
    const net = money(parse(line.quantity).times(parse(line.unit_price)))
    const vat = money(net.times(parse(line.vat_rate)))
    subtotal = subtotal.plus(net)
    vatTotal = vatTotal.plus(vat)
    return { net: fixed(net), vat: fixed(vat), total: fixed(net.plus(vat)) }
  })
  return {
    lines: rows,
    subtotal: fixed(subtotal),
    vat_total: fixed(vatTotal),
    total: fixed(subtotal.plus(vatTotal)),
  }
}

/** What is left to pay, and the status it gives: nothing paid, part of it, all of it. */
export function invoiceBalance(
  total: string,
  paid: string,
): {
  remaining: string
  status: 'UNPAID' | 'PARTIAL' | 'PAID'
} {
  const remaining = parse(total).minus(parse(paid))
  const status = parse(paid).lte(0) ? 'UNPAID' : remaining.lte(0) ? 'PAID' : 'PARTIAL'
  return { remaining: fixed(Decimal.max(remaining, 0)), status }
}
