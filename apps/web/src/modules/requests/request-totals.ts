import Decimal from 'decimal.js'
import { formatMoneyValue } from '../../shared/format/money'

/** Money is summed as decimals (decisions.md 3); a blank or half-typed amount counts as zero. */
function decimalOf(value: string | number | null | undefined): Decimal {
  if (value === null || value === undefined || value === '') return new Decimal(0)
  try {
    return new Decimal(value)
  } catch {
    return new Decimal(0)
  }
}

/** The expense's running total: the rows' amounts, VAT included. */
export function sumAmounts(amounts: readonly (string | null | undefined)[]): string {
  return amounts.reduce((total, amount) => total.plus(decimalOf(amount)), new Decimal(0)).toFixed(2)
}

export interface InvoiceLineAmounts {
  quantity: string | null
  unit_price: string | null
  vat_rate: string | null
}

/** A sales invoice line: net = quantity × unit price, VAT = net × rate, total = net + VAT. */
export function invoiceLineTotals(line: InvoiceLineAmounts) {
  const net = decimalOf(line.quantity).times(decimalOf(line.unit_price))
  const vat = net.times(decimalOf(line.vat_rate))
  return { net: net.toFixed(2), vat: vat.toFixed(2), total: net.plus(vat).toFixed(2) }
}

export function invoiceTotals(lines: readonly InvoiceLineAmounts[]) {
  let net = new Decimal(0)
  let vat = new Decimal(0)
  for (const line of lines) {
    const amounts = invoiceLineTotals(line)
    net = net.plus(amounts.net)
    vat = vat.plus(amounts.vat)
  }
  return { net: net.toFixed(2), vat: vat.toFixed(2), total: net.plus(vat).toFixed(2) }
}

/** Money in the spec's form, 2 decimals then the currency code, in the UI language's notation. */
export function formatMoney(amount: string, currency: string | null | undefined, locale?: string): string {
  return formatMoneyValue(amount, currency, locale)
}
