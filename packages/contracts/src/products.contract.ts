import { z } from 'zod'
import { PRODUCT_TYPES } from './budgets.contract'
import { currencyCode } from './common/crm-fields'
import { nonNegativeDecimal, rateString, UNIT_PRICE_MAX } from './common/decimal-fields'
import { idField, idParam, isoDate, optionalText, requiredText } from './common/fields'

/**
 * A project's products and pricing periods (event-side.md section 4, staff-app.md "Product types").
 * A product has one price per pricing period, net of VAT, in the product's currency; money travels as
 * decimal strings and VAT as a fraction ('0.2' is 20 %), as in budgets.
 */

export const PRICING_PERIOD_KINDS = ['EARLY', 'REGULAR', 'LATE', 'ON_SITE'] as const
export type PricingPeriodKind = (typeof PRICING_PERIOD_KINDS)[number]
export { PRODUCT_TYPES, type ProductType } from './budgets.contract'

export const PRICING_PERIOD_NAME_MAX = 100
export const PRODUCT_NAME_MAX = 255
/** A capacity above this is a typing slip (the column is an integer). */
export const PRODUCT_CAPACITY_MAX = 1_000_000

export const projectCodeParams = z.object({ code: z.string().min(1).max(64) })
export const projectRecordParams = projectCodeParams.extend({ id: idParam })

// ---- GET/POST /project/{code}/pricing-periods, PUT/DELETE /project/{code}/pricing-periods/{id}

export const pricingPeriodSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRICING_PERIOD_KINDS),
  name: z.string(),
  name_en: z.string().nullable(),
  /** Both bounds inclusive. */
  starts_on: z.string(),
  ends_on: z.string(),
})
export type PricingPeriod = z.infer<typeof pricingPeriodSchema>
export const pricingPeriodListSchema = z.object({ data: z.array(pricingPeriodSchema) })
export const pricingPeriodResponseSchema = z.object({ data: pricingPeriodSchema, message: z.string() })

export const pricingPeriodInputSchema = z.strictObject({
  kind: z.enum(PRICING_PERIOD_KINDS),
  name: requiredText(PRICING_PERIOD_NAME_MAX),
  name_en: optionalText(PRICING_PERIOD_NAME_MAX),
  starts_on: isoDate(),
  ends_on: isoDate(),
})
export type PricingPeriodInput = z.input<typeof pricingPeriodInputSchema>

// ---- GET/POST /project/{code}/products, PUT/DELETE /project/{code}/products/{id}

export const productPriceSchema = z.object({ pricing_period_id: z.number().int(), price: z.string() })
export type ProductPrice = z.infer<typeof productPriceSchema>

export const productSchema = z.object({
  id: z.number().int(),
  product_type: z.enum(PRODUCT_TYPES),
  name: z.string(),
  name_en: z.string().nullable(),
  /** Null: no limit. */
  capacity: z.number().int().nullable(),
  vat_rate: z.string(),
  currency: z.string(),
  budget_item_id: z.number().int().nullable(),
  budget_item_name: z.string().nullable(),
  prices: z.array(productPriceSchema),
  /** The form options standing for this product (their choices count against the capacity). */
  option_count: z.number().int(),
  /** Seats its options have given (on every form of the project); they count against the capacity. */
  seats_taken: z.number().int(),
})
export type Product = z.infer<typeof productSchema>
export const productListSchema = z.object({ data: z.array(productSchema) })
export const productResponseSchema = z.object({ data: productSchema, message: z.string() })

export const productInputSchema = z.strictObject({
  product_type: z.enum(PRODUCT_TYPES),
  name: requiredText(PRODUCT_NAME_MAX),
  name_en: optionalText(PRODUCT_NAME_MAX),
  capacity: z.number().int().min(0).max(PRODUCT_CAPACITY_MAX).nullish(),
  vat_rate: rateString(),
  currency: currencyCode(),
  budget_item_id: idField().nullish(),
  /** Replaces the product's prices: one per period at most; a period left out has no price. */
  prices: z
    .array(z.strictObject({ pricing_period_id: idField(), price: nonNegativeDecimal(UNIT_PRICE_MAX) }))
    .max(20)
    .default([]),
})
export type ProductInput = z.input<typeof productInputSchema>
