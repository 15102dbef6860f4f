import DecimalBase from 'decimal.js'
import { roundPlain } from './plain-decimal'

/**
 * The budget arithmetic, shared by the editor (totals recomputed as the user types) and the server
 * (what it stores and exports), so both always agree. Amounts are decimal strings in, decimal strings
 * out; nothing here ever passes through a binary float. Nothing is rounded either: rounding half-up to
 * 2 places is for display only (decisions.md section 3, `roundForDisplay`).
 *
 * The rules (decisions.md section 3 and docs/decisions/0014-budget-arithmetic.md):
 * - an item's amount is its unit price × quantity × unit count (people, rooms, nights, days);
 * - every amount is converted to the budget currency with the budget's rate snapshot;
 * - of an alternative group only the default item counts; an item outside any group always counts;
 * - percentages are stored as fractions everywhere ('0.1' is 10 %), like VAT rates;
 * - category taxes apply per counted item: PERCENTAGE of the item's sell amount, or FIXED once per
 *   item in the tax row's currency; each tax row carries its own VAT rate;
 * - VAT: the category's rate on the sell amount, the row's rate on each tax, the company's service-fee
 *   VAT rate on the service fee;
 * - service fee: PERCENTAGE of the sell subtotal, or FIXED in its currency;
 * - profit = sell total with service fee − buy total; profit ratio = profit / that sell total;
 * - category taxes are passed on: the client pays the sell total with service fee plus the taxes
 *   (`total_with_taxes`), VAT reported beside it; taxes are not profit.
 */

export type PriceType = 'PERCENTAGE' | 'FIXED'

export interface CalcTax {
  price_type: PriceType
  /** A fraction for PERCENTAGE rows ('0.08' is 8 %), an amount in `currency_code` for FIXED rows. */
  price: string
  currency_code: string
  /** A fraction ('0.2' is 20 %). */
  vat_rate: string
}

export interface CalcItem {
  id: number | string
  quantity: string
  unit_count: string
  price_buy: string
  currency_buy: string
  price_sell: string
  currency_sell: string
  /** Items sharing a non-null group are alternatives; only the default one counts. */
  alt_group: string | null
  is_default: boolean
}

export interface CalcCategory {
  id: number | string
  /** A fraction ('0.2' is 20 %). */
  vat_rate: string
  taxes: readonly CalcTax[]
  items: readonly CalcItem[]
}

export interface CalcServiceFee {
  type: PriceType
  /** A fraction of the sell subtotal for PERCENTAGE ('0.1' is 10 %), an amount in `currency` for FIXED. */
  amount: string
  currency: string
  /** A fraction. */
  vat_rate: string
}

export interface CalcBudget {
  currency: string
  /** How many units of the budget currency one unit of each other currency is worth. */
  rates: Readonly<Record<string, string>>
  service_fee: CalcServiceFee | null
  categories: readonly CalcCategory[]
}

export interface ItemTotals {
  id: number | string
  counted: boolean
  total_buy: string
  total_sell: string
  taxes: string
  vat: string
  profit: string
}

export interface CategoryTotals {
  id: number | string
  total_buy: string
  total_sell: string
  taxes: string
  vat: string
  profit: string
  items: ItemTotals[]
}

export interface BudgetTotals {
  total_buy: string
  total_sell: string
  taxes: string
  service_fee: string
  total_sell_with_service_fee: string
  /**
   * What the client pays before VAT: the sell total with service fee plus the category taxes, which are
   * passed on (decisions.md section 3). Every client-facing output shows it, with the taxes on their own line.
   */
  total_with_taxes: string
  profit: string
  /** Profit over the sell total with service fee, as a fraction; '0' when nothing is sold. */
  current_profit_ratio: string
  vat: string
  /** Currencies used without a rate in the snapshot: their amounts count as zero until one is entered. */
  missing_rates: string[]
  categories: CategoryTotals[]
}

/** 40 significant digits: numeric(18,4) amounts times 6-decimal rates never lose a digit. */
const Decimal = DecimalBase.clone({ precision: 40, rounding: DecimalBase.ROUND_HALF_UP })
type Decimal = InstanceType<typeof Decimal>

const ZERO = new Decimal(0)
const HUNDRED = new Decimal(100)

/** A decimal from user input: empty or malformed text counts as zero while the user is still typing. */
function dec(value: string | null | undefined): Decimal {
  if (value === null || value === undefined) return ZERO
  const text = value.trim()
  if (text === '') return ZERO
  try {
    return new Decimal(text)
  } catch {
    return ZERO
  }
}

const sum = (values: readonly Decimal[]) => values.reduce((total, value) => total.plus(value), ZERO)

class Converter {
  readonly missing = new Set<string>()
  /** Each currency's rate parsed once (null: none, or not above zero): a budget converts thousands of amounts. */
  private readonly parsed = new Map<string, Decimal | null>()
  constructor(private readonly budget: Pick<CalcBudget, 'currency' | 'rates'>) {}

  toBudget(amount: Decimal, currency: string): Decimal {
    if (currency === this.budget.currency || amount.isZero()) return amount
    if (!this.parsed.has(currency)) {
      const rate = dec(this.budget.rates[currency])
      this.parsed.set(currency, rate.lte(0) ? null : rate)
    }
    const rate = this.parsed.get(currency)
    if (!rate) {
      this.missing.add(currency)
      return ZERO
    }
    return amount.times(rate)
  }
}

/** Which items count: every item outside a group, and the default of each alternative group. */
export function countedItems(items: readonly CalcItem[]): Set<CalcItem['id']> {
  return new Set(items.filter((item) => item.alt_group === null || item.is_default).map((item) => item.id))
}

interface ItemFigures {
  buy: Decimal
  sell: Decimal
  taxes: Decimal
  vat: Decimal
}

/** A category's rates parsed once for all its items. */
function ratesOf(category: CalcCategory) {
  return {
    vat: dec(category.vat_rate),
    taxes: category.taxes.map((tax) => ({
      percentage: tax.price_type === 'PERCENTAGE',
      price: dec(tax.price),
      currency: tax.currency_code,
      vat: dec(tax.vat_rate),
    })),
  }
}

function itemFigures(item: CalcItem, rates: ReturnType<typeof ratesOf>, convert: Converter): ItemFigures {
  const units = dec(item.quantity).times(dec(item.unit_count))
  const buy = convert.toBudget(dec(item.price_buy).times(units), item.currency_buy)
  const sell = convert.toBudget(dec(item.price_sell).times(units), item.currency_sell)
  let taxes = ZERO
  let vat = sell.times(rates.vat)
  for (const tax of rates.taxes) {
    const amount = tax.percentage ? sell.times(tax.price) : convert.toBudget(tax.price, tax.currency)
    taxes = taxes.plus(amount)
    vat = vat.plus(amount.times(tax.vat))
  }
  return { buy, sell, taxes, vat }
}

/** Plain notation always: toString() writes 1e21 and above as `9.99…e+41`, which no column or screen reads. */
const text = (value: Decimal) => value.toFixed()

/** One category's totals and the currencies it used without a rate: the part of a budget that its lines make. */
export interface CategoryResult {
  totals: CategoryTotals
  missing_rates: string[]
}

/**
 * One category's figures on their own. The editor keeps them per category and recomputes only the
 * category whose line changed; `sumCategories` then adds them up exactly as `calculateBudget` does.
 */
export function calculateCategory(
  budget: Pick<CalcBudget, 'currency' | 'rates'>,
  category: CalcCategory,
): CategoryResult {
  const convert = new Converter(budget)
  const counted = countedItems(category.items)
  const rates = ratesOf(category)
  const items: ItemTotals[] = []
  const own = { buy: ZERO, sell: ZERO, taxes: ZERO, vat: ZERO }
  for (const item of category.items) {
    const figures = itemFigures(item, rates, convert)
    const counts = counted.has(item.id)
    items.push({
      id: item.id,
      counted: counts,
      total_buy: text(figures.buy),
      total_sell: text(figures.sell),
      taxes: text(figures.taxes),
      vat: text(figures.vat),
      profit: text(figures.sell.minus(figures.buy)),
    })
    if (!counts) continue
    own.buy = own.buy.plus(figures.buy)
    own.sell = own.sell.plus(figures.sell)
    own.taxes = own.taxes.plus(figures.taxes)
    own.vat = own.vat.plus(figures.vat)
  }
  return {
    totals: {
      id: category.id,
      total_buy: text(own.buy),
      total_sell: text(own.sell),
      taxes: text(own.taxes),
      vat: text(own.vat),
      profit: text(own.sell.minus(own.buy)),
      items,
    },
    missing_rates: [...convert.missing],
  }
}

/**
 * The budget's totals from its categories' results (each from `calculateCategory` with the budget's
 * currency and rates): the sums, the service fee, profit and its ratio, VAT. A category total is exact
 * text, so adding the parsed totals loses nothing.
 */
export function sumCategories(
  budget: Pick<CalcBudget, 'currency' | 'rates' | 'service_fee'>,
  results: readonly CategoryResult[],
): BudgetTotals {
  const convert = new Converter(budget)
  const totals = { buy: ZERO, sell: ZERO, taxes: ZERO, vat: ZERO }
  for (const { totals: category, missing_rates } of results) {
    totals.buy = totals.buy.plus(dec(category.total_buy))
    totals.sell = totals.sell.plus(dec(category.total_sell))
    totals.taxes = totals.taxes.plus(dec(category.taxes))
    totals.vat = totals.vat.plus(dec(category.vat))
    for (const currency of missing_rates) convert.missing.add(currency)
  }

  const fee = serviceFee(budget.service_fee, totals.sell, convert)
  const sellWithFee = totals.sell.plus(fee)
  const profit = sellWithFee.minus(totals.buy)
  const vat = sum([totals.vat, fee.times(dec(budget.service_fee?.vat_rate))])
  return {
    total_buy: text(totals.buy),
    total_sell: text(totals.sell),
    taxes: text(totals.taxes),
    service_fee: text(fee),
    total_sell_with_service_fee: text(sellWithFee),
    total_with_taxes: text(sellWithFee.plus(totals.taxes)),
    profit: text(profit),
    current_profit_ratio: sellWithFee.isZero() ? '0' : text(profit.dividedBy(sellWithFee)),
    vat: text(vat),
    missing_rates: [...convert.missing].sort(),
    categories: results.map((result) => result.totals),
  }
}

/** Every total of a budget: per item, per category and for the whole budget, in the budget currency. */
export function calculateBudget(budget: CalcBudget): BudgetTotals {
  return sumCategories(
    budget,
    budget.categories.map((category) => calculateCategory(budget, category)),
  )
}

function serviceFee(fee: CalcServiceFee | null, sellSubtotal: Decimal, convert: Converter): Decimal {
  if (!fee) return ZERO
  if (fee.type === 'PERCENTAGE') return sellSubtotal.times(dec(fee.amount))
  return convert.toBudget(dec(fee.amount), fee.currency)
}

/**
 * The alternative-group rule: making one item default clears the flag on the others of its group
 * (an item outside any group keeps its own flag). Answers the items with the flags set.
 */
export function makeDefault<T extends Pick<CalcItem, 'id' | 'alt_group' | 'is_default'>>(
  items: readonly T[],
  id: T['id'],
): T[] {
  const chosen = items.find((item) => item.id === id)
  if (!chosen) return [...items]
  return items.map((item) => {
    if (item.id === id) return item.is_default ? item : { ...item, is_default: true }
    if (chosen.alt_group === null || item.alt_group !== chosen.alt_group || !item.is_default) return item
    return { ...item, is_default: false }
  })
}

/** Half-up to `places` decimals, as text with exactly that many: what a screen or an export shows. */
export function roundForDisplay(value: string, places = 2): string {
  return (
    roundPlain(value, places) ?? dec(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places)
  )
}

/** A fraction shown as a percent with 2 to 3 decimals ('0.12345' → '12.345'). */
export function percentForDisplay(fraction: string): string {
  const percent = dec(fraction).times(HUNDRED).toDecimalPlaces(3, Decimal.ROUND_HALF_UP)
  return percent.decimalPlaces() < 2 ? percent.toFixed(2) : percent.toString()
}
