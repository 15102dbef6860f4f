import Decimal from 'decimal.js'

/**
 * Converts lead values to the company currency with TRY-based rates (TCMB's way: 1 unit of a currency
 * is `rate` TRY; TRY itself is 1). A lead without a currency is in the company currency. A currency
 * without a rate (or a company currency without one) counts 1:1: the board still shows a total, and an
 * admin who enters the missing rate gets the right one.
 */
export function createConverter(companyCurrency: string, rates: ReadonlyMap<string, string>) {
  const rateOf = (currency: string): Decimal | null => {
    if (currency === 'TRY') return new Decimal(1)
    const rate = rates.get(currency)
    return rate && !new Decimal(rate).isZero() ? new Decimal(rate) : null
  }
  const target = rateOf(companyCurrency)
  return (amount: string, currency: string | null): Decimal => {
    const value = new Decimal(amount)
    if (!currency || currency === companyCurrency) return value
    const source = rateOf(currency)
    if (!source || !target) return value
    return value.times(source).dividedBy(target)
  }
}

/** Per stage: the count and the converted sum (2 decimals, half-up) of the (stage, currency) groups. */
export function stageTotals(
  groups: readonly { stage: number; currency: string | null; count: number; total: string | null }[],
  convert: (amount: string, currency: string | null) => Decimal,
): Map<number, { count: number; total: string }> {
  const sums = new Map<number, { count: number; total: Decimal }>()
  for (const group of groups) {
    const entry = sums.get(group.stage) ?? { count: 0, total: new Decimal(0) }
    entry.count += group.count
    if (group.total !== null) entry.total = entry.total.plus(convert(group.total, group.currency))
    sums.set(group.stage, entry)
  }
  return new Map(
    [...sums].map(([stage, { count, total }]) => [
      stage,
      { count, total: total.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2) },
    ]),
  )
}
