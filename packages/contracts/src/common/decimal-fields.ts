import Decimal from 'decimal.js'
import { z } from 'zod'

/** Decimal values travel as strings so no binary float ever touches money. */
const DECIMAL = /^-?\d{1,14}(\.\d{1,4})?$/
export const decimalString = () => z.string().trim().regex(DECIMAL, { message: 'invalid_decimal' })

/**
 * zod runs every check of a string even after the pattern failed; a bound is only read from a value
 * that is a decimal (the pattern has said what is wrong with the others).
 */
const decimalWithin = (min: string, max: string | null) => (value: string) =>
  !DECIMAL.test(value) || (new Decimal(value).gte(min) && (max === null || new Decimal(value).lte(max)))
const decimalAtMost = (max: string) => (value: string) =>
  !DECIMAL.test(value) || new Decimal(value).abs().lte(max)
const decimalAbove = (min: string) => (value: string) => !DECIMAL.test(value) || new Decimal(value).gt(min)

/**
 * The bounds of every amount a user types (decisions 0020). They are derived from the narrowest column
 * a figure reaches, numeric(18,2) for invoice and request totals (below 10^16):
 * - a quantity (or a count of days) is below 10^6 and a unit price below 10^8, so a line (quantity ×
 *   price) stays below 10^14;
 * - a document has at most 50 lines and VAT of at most 100 %, so its total stays below
 *   50 × 10^14 × 2 = 10^16;
 * - an amount typed on its own (a payment, a request's amount, a fee, a lead's value) is below 10^12, so a
 *   sum of many still fits the columns with room, and a budget's quantity × days × price × rate stays
 *   far inside decimal.js's 40 digits.
 */
export const QUANTITY_MAX = '999999.9999'
export const UNIT_PRICE_MAX = '99999999.9999'
export const AMOUNT_MAX = '999999999999.99'
/** An exchange rate: units of the base currency one unit buys (the weakest quoted currency is far below this). */
export const EXCHANGE_RATE_MAX = '999999.9999'

/** A rate stored as a fraction ('0.2' is 20 %): VAT rates, prepayment and profit ratios. */
export const rateString = () => decimalString().refine(decimalWithin('0', '1'), { message: 'invalid_rate' })
export const nonNegativeDecimal = (max: string = AMOUNT_MAX) =>
  decimalString()
    .refine(decimalWithin('0', null), { message: 'invalid_decimal' })
    .refine(decimalAtMost(max), { message: 'amount_too_large', params: { max } })
/** A signed amount (a budget price may be a discount), bounded on both sides. */
export const signedDecimal = (max: string = AMOUNT_MAX) =>
  decimalString().refine(decimalAtMost(max), { message: 'amount_too_large', params: { max } })
/** An amount that must be above zero (a payment, a request's amount). */
export const positiveDecimal = (max: string = AMOUNT_MAX) =>
  nonNegativeDecimal(max).refine(decimalAbove('0'), { message: 'invalid_decimal' })
export const quantityDecimal = () => nonNegativeDecimal(QUANTITY_MAX)
export const unitPriceDecimal = () => nonNegativeDecimal(UNIT_PRICE_MAX)
