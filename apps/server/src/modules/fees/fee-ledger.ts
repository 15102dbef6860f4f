import { roundForDisplay } from '@ajanda/contracts/budget-calc'
import type { FeeLine, FeeRow, FeeStatus, FeeTotals, Money } from '@ajanda/contracts/fees.contract'
import type { ProductType } from '@ajanda/contracts/products.contract'
import {
  type CurrencyFee,
  type FeePeriod,
  type FeeProduct,
  feeOf,
  periodOn,
} from '@ajanda/contracts/registration-fee'
import DecimalBase from 'decimal.js'

const Decimal = DecimalBase.clone({ precision: 40, rounding: DecimalBase.ROUND_HALF_UP })

/**
 * The registration-fee ledger of a project (issue 23 item 2), pure so its arithmetic is tested by hand:
 * - only REGISTERED attendees owe; each chosen option standing for a product is one unit of it;
 * - a companion (main_attendee_id set) is billed to the main attendee, at the main attendee's period,
 *   and has no row of its own;
 * - the period is the one the registration day falls in (registered_at, else the record's creation);
 * - due is the gross (net + VAT, rounded as registration-fee.ts rounds) per currency; paid is the sum
 *   of the payments per currency; the balance is due minus paid, per currency;
 * - anyone with a payment keeps a row even when they no longer owe (a cancellation to refund).
 */

export interface LedgerPeriod extends FeePeriod {
  name: string
}
export interface LedgerProduct extends FeeProduct {
  product_type: ProductType
  name: string
  capacity: number | null
}
export interface LedgerAttendee {
  id: number
  first_name: string
  last_name: string
  email: string | null
  status: string
  /** The registration day (ISO). */
  registered_on: string
  main_attendee_id: number | null
}
export interface LedgerInput {
  periods: readonly LedgerPeriod[]
  products: readonly LedgerProduct[]
  attendees: readonly LedgerAttendee[]
  /** Product ids each attendee's answers chose (one per chosen option). */
  choices: ReadonlyMap<number, readonly number[]>
  /** Each attendee's payments (amount may be negative: a refund). */
  payments: ReadonlyMap<number, readonly Money[]>
}

export interface LedgerEntry {
  row: FeeRow
  totals: CurrencyFee[]
  /** The products billed on this row: the attendee's and their companions' choices. */
  billed: { attendee: LedgerAttendee; product_id: number }[]
  period: LedgerPeriod | null
}

/** Sums amounts per currency, in the order currencies are first met. */
export function sumMoney(amounts: Iterable<Money>): Money[] {
  const sums = new Map<string, InstanceType<typeof Decimal>>()
  for (const { currency, amount } of amounts)
    sums.set(currency, (sums.get(currency) ?? new Decimal(0)).plus(amount))
  return [...sums].map(([currency, sum]) => ({ currency, amount: sum.toFixed(2) }))
}

const isZero = (amounts: readonly Money[]) => amounts.every((money) => new Decimal(money.amount).isZero())
const negate = (amounts: readonly Money[]) =>
  amounts.map((money) => ({
    currency: money.currency,
    amount: new Decimal(money.amount).negated().toFixed(2),
  }))

export function feeStatusOf(
  due: readonly Money[],
  paid: readonly Money[],
  balance: readonly Money[],
): FeeStatus {
  if (isZero(due) && isZero(paid)) return 'NO_FEE'
  if (balance.every((money) => new Decimal(money.amount).lte(0))) return 'PAID'
  return isZero(paid) ? 'UNPAID' : 'PARTLY_PAID'
}

/** Every attendee's row of the ledger, companions folded into their main attendee. */
export function ledgerEntries(input: LedgerInput): LedgerEntry[] {
  const owes = (attendee: LedgerAttendee) => attendee.status === 'REGISTERED'
  const companionsOf = new Map<number, LedgerAttendee[]>()
  const byId = new Map(input.attendees.map((attendee) => [attendee.id, attendee]))
  for (const attendee of input.attendees) {
    if (attendee.main_attendee_id === null || !byId.has(attendee.main_attendee_id)) continue
    const list = companionsOf.get(attendee.main_attendee_id) ?? []
    list.push(attendee)
    companionsOf.set(attendee.main_attendee_id, list)
  }
  const entries: LedgerEntry[] = []
  for (const attendee of input.attendees) {
    if (attendee.main_attendee_id !== null && byId.has(attendee.main_attendee_id)) continue
    const payments = input.payments.get(attendee.id) ?? []
    if (!owes(attendee) && payments.length === 0) continue
    const companions = (companionsOf.get(attendee.id) ?? []).filter(owes)
    const billed = owes(attendee)
      ? [attendee, ...companions].flatMap((who) =>
          (input.choices.get(who.id) ?? []).map((product_id) => ({ attendee: who, product_id })),
        )
      : []
    const period = periodOn(input.periods, attendee.registered_on)
    const counts = new Map<number, number>()
    for (const { product_id } of billed) counts.set(product_id, (counts.get(product_id) ?? 0) + 1)
    const fee = period
      ? feeOf(
          input.products,
          [...counts].map(([product_id, quantity]) => ({ product_id, quantity })),
          period.id,
        )
      : { totals: [], unpriced: [], unknown: [] }
    const due = fee.totals.map((total) => ({ currency: total.currency, amount: total.gross }))
    const paid = sumMoney(payments)
    const balance = sumMoney([...due, ...negate(paid)])
    entries.push({
      row: {
        attendee_id: attendee.id,
        first_name: attendee.first_name,
        last_name: attendee.last_name,
        email: attendee.email,
        status: attendee.status,
        period_id: period?.id ?? null,
        period_name: period?.name ?? null,
        due,
        paid,
        balance,
        fee_status: feeStatusOf(due, paid, balance),
        incomplete: fee.unpriced.length > 0 || (billed.length > 0 && period === null),
        companions: companions.length,
      },
      totals: fee.totals,
      billed,
      period,
    })
  }
  return entries
}

/** The project's totals over every row: due, paid and balance, per fee status and per product. */
export function ledgerTotals(input: LedgerInput, entries: readonly LedgerEntry[]): FeeTotals {
  const rows = entries.map((entry) => entry.row)
  const byStatus = (['PAID', 'PARTLY_PAID', 'UNPAID', 'NO_FEE'] as const).map((fee_status) => {
    const matching = rows.filter((row) => row.fee_status === fee_status)
    return {
      fee_status,
      count: matching.length,
      due: sumMoney(matching.flatMap((row) => row.due)),
      paid: sumMoney(matching.flatMap((row) => row.paid)),
      balance: sumMoney(matching.flatMap((row) => row.balance)),
    }
  })
  const byProduct = input.products.map((product) => {
    const perPeriod = new Map<number, number>()
    let sold = 0
    for (const entry of entries) {
      const units = entry.billed.filter((line) => line.product_id === product.id).length
      if (units === 0) continue
      sold += units
      if (entry.period) perPeriod.set(entry.period.id, (perPeriod.get(entry.period.id) ?? 0) + units)
    }
    const gross = sumMoney(
      [...perPeriod].flatMap(([periodId, quantity]) =>
        feeOf([product], [{ product_id: product.id, quantity }], periodId).totals.map((total) => ({
          currency: total.currency,
          amount: total.gross,
        })),
      ),
    )
    return {
      product_id: product.id,
      product_type: product.product_type,
      name: product.name,
      sold,
      capacity: product.capacity,
      gross,
    }
  })
  return {
    due: sumMoney(rows.flatMap((row) => row.due)),
    paid: sumMoney(rows.flatMap((row) => row.paid)),
    balance: sumMoney(rows.flatMap((row) => row.balance)),
    by_status: byStatus,
    by_product: byProduct,
  }
}

/** The pro forma's lines of one entry: one per product and person, each priced at the entry's period. */
export function ledgerLines(input: LedgerInput, entry: LedgerEntry): FeeLine[] {
  const products = new Map(input.products.map((product) => [product.id, product]))
  const lines = new Map<string, FeeLine>()
  for (const { attendee, product_id } of entry.billed) {
    const product = products.get(product_id)
    if (!product) continue
    const key = `${attendee.id}/${product_id}`
    const known = lines.get(key)
    if (known) {
      known.quantity += 1
      continue
    }
    lines.set(key, {
      product_id,
      product_type: product.product_type,
      name: product.name,
      attendee_name: `${attendee.first_name} ${attendee.last_name}`.trim(),
      quantity: 1,
      currency: product.currency,
      unit_price: null,
      vat_rate: product.vat_rate,
      net: null,
      vat: null,
      gross: null,
    })
  }
  for (const line of lines.values()) {
    const product = products.get(line.product_id)
    const price = entry.period && product?.prices.find((row) => row.pricing_period_id === entry.period?.id)
    if (!price) continue
    const net = new Decimal(price.price).times(line.quantity)
    const vat = net.times(line.vat_rate)
    line.unit_price = roundForDisplay(price.price)
    line.net = roundForDisplay(net.toFixed())
    line.vat = roundForDisplay(vat.toFixed())
    line.gross = new Decimal(line.net).plus(line.vat).toFixed(2)
  }
  return [...lines.values()]
}
