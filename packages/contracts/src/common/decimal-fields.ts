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

/** A rate stored as a fraction ('0.2' is 20 %): VAT rates, prepayment and profit ratios. */
export const rateString = () => decimalString().refine(decimalWithin('0', '1'), { message: 'invalid_rate' })
export const nonNegativeDecimal = () =>
  decimalString().refine(decimalWithin('0', null), { message: 'invalid_decimal' })
