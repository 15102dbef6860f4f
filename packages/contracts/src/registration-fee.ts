import DecimalBase from 'decimal.js'
import { roundForDisplay } from './budget-calc'

/**
 * What a registration costs (event-side.md section 4): the pricing period its date falls in and, for the
 * products chosen, the net, VAT and gross per currency. As in budget-calc, amounts are summed unrounded
 * with decimal.js; the totals are then rounded half-up to 2 places the way the budget shows them, and
 * gross is the rounded net plus the rounded VAT so that the three printed figures always add up.
 */

const Decimal = DecimalBase.clone({ precision: 40, rounding: DecimalBase.ROUND_HALF_UP })
type Decimal = InstanceType<typeof Decimal>

export interface FeePeriod {
  id: number
  /** ISO days, both inclusive. */
  starts_on: string
  ends_on: string
}

export interface FeeProduct {
  id: number
  vat_rate: string
  currency: string
  prices: readonly { pricing_period_id: number; price: string }[]
}

export interface FeeChoice {
  product_id: number
  /** A whole count (an attendee and two companions: 2 COMP). */
  quantity: number
}

export interface CurrencyFee {
  currency: string
  net: string
  vat: string
  gross: string
}

export interface Fee {
  /** One entry per currency met, in the order the products came. */
  totals: CurrencyFee[]
  /** Chosen products with no price in the period: the fee is incomplete, never silently 0. */
  unpriced: number[]
  /** Chosen products not among the products given. */
  unknown: number[]
}

/** The period `day` (an ISO day) falls in, bounds included; null before, between or after them. */
export function periodOn<P extends FeePeriod>(periods: readonly P[], day: string): P | null {
  const date = day.slice(0, 10)
  return periods.find((period) => period.starts_on <= date && date <= period.ends_on) ?? null
}

/** Pairs of periods sharing at least one day (ISO days compare as text). */
export function overlapping<P extends FeePeriod>(periods: readonly P[]): [P, P][] {
  const pairs: [P, P][] = []
  for (let i = 0; i < periods.length; i++)
    for (let j = i + 1; j < periods.length; j++) {
      const [a, b] = [periods[i] as P, periods[j] as P]
      if (a.starts_on <= b.ends_on && b.starts_on <= a.ends_on) pairs.push([a, b])
    }
  return pairs
}

/** The fee of `choices` at `periodId`'s prices. */
export function feeOf(products: readonly FeeProduct[], choices: readonly FeeChoice[], periodId: number): Fee {
  const byId = new Map(products.map((product) => [product.id, product]))
  const sums = new Map<string, { net: Decimal; vat: Decimal }>()
  const unpriced: number[] = []
  const unknown: number[] = []
  for (const choice of choices) {
    if (choice.quantity <= 0) continue
    const product = byId.get(choice.product_id)
    if (!product) {
      unknown.push(choice.product_id)
      continue
    }
    const price = product.prices.find((row) => row.pricing_period_id === periodId)
    if (!price) {
      unpriced.push(product.id)
      continue
    }
    const net = new Decimal(price.price).times(choice.quantity)
    const sum = sums.get(product.currency) ?? { net: new Decimal(0), vat: new Decimal(0) }
    sum.net = sum.net.plus(net)
    sum.vat = sum.vat.plus(net.times(product.vat_rate))
    sums.set(product.currency, sum)
  }
  const totals = [...sums].map(([currency, sum]) => {
    const net = roundForDisplay(sum.net.toFixed())
    const vat = roundForDisplay(sum.vat.toFixed())
    return { currency, net, vat, gross: new Decimal(net).plus(vat).toFixed(2) }
  })
  return { totals, unpriced, unknown }
}
