import { z } from 'zod'
import { PRODUCT_TYPES } from './budgets.contract'
import { currencyCode } from './common/crm-fields'
import { signedDecimal } from './common/decimal-fields'
import { isoDate, optionalText } from './common/fields'
import { paginatedSchema } from './common/pagination'

/**
 * Registration fees (event-side.md section 4, issue 23 item 2): what each attendee owes for the products
 * their answers chose (form options standing for products) at the prices of the pricing period they
 * registered in, the payments staff record against it, and the balance. Money travels as decimal strings,
 * one amount per currency (a project may sell in TRY and EUR).
 */

export const PAYMENT_METHODS = ['CASH', 'CARD', 'TRANSFER', 'OTHER'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
/** PAID: nothing left to pay; PARTLY_PAID: something paid, something left; UNPAID: nothing paid yet. */
export const FEE_STATUSES = ['PAID', 'PARTLY_PAID', 'UNPAID', 'NO_FEE'] as const
export type FeeStatus = (typeof FEE_STATUSES)[number]
export const PAYMENT_REFERENCE_MAX = 150

export const moneySchema = z.object({ currency: z.string(), amount: z.string() })
export type Money = z.infer<typeof moneySchema>

// ---- GET /project/{code}/fees

export const feeRowSchema = z.object({
  attendee_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  /** The attendee's registration status (REGISTERED, CANCELLED…). */
  status: z.string(),
  period_id: z.number().int().nullable(),
  period_name: z.string().nullable(),
  /** Gross amounts due (net + VAT), per currency. */
  due: z.array(moneySchema),
  paid: z.array(moneySchema),
  /** Due minus paid, per currency; negative when overpaid. */
  balance: z.array(moneySchema),
  fee_status: z.enum(FEE_STATUSES),
  /** A chosen product has no price in the period, or the registration date is in no period. */
  incomplete: z.boolean(),
  /** Companions whose products are billed to this attendee. */
  companions: z.number().int(),
})
export type FeeRow = z.infer<typeof feeRowSchema>

export const feeStatusTotalSchema = z.object({
  fee_status: z.enum(FEE_STATUSES),
  count: z.number().int(),
  due: z.array(moneySchema),
  paid: z.array(moneySchema),
  balance: z.array(moneySchema),
})
export const feeProductTotalSchema = z.object({
  product_id: z.number().int(),
  product_type: z.enum(PRODUCT_TYPES),
  name: z.string(),
  /** Units chosen by attendees who owe a fee (companions counted with their main attendee). */
  sold: z.number().int(),
  capacity: z.number().int().nullable(),
  gross: z.array(moneySchema),
})
export const feeTotalsSchema = z.object({
  due: z.array(moneySchema),
  paid: z.array(moneySchema),
  balance: z.array(moneySchema),
  by_status: z.array(feeStatusTotalSchema),
  by_product: z.array(feeProductTotalSchema),
})
export type FeeTotals = z.infer<typeof feeTotalsSchema>

export const feeListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
  fee_status: z.enum(FEE_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
})
export const feeListResponseSchema = paginatedSchema(feeRowSchema).extend({ totals: feeTotalsSchema })
export type FeeListResponse = z.infer<typeof feeListResponseSchema>

// ---- GET /attendees/{id}/fee, POST /attendees/{id}/payments, DELETE /attendees/{id}/payments/{paymentId}

export const feeLineSchema = z.object({
  product_id: z.number().int(),
  product_type: z.enum(PRODUCT_TYPES),
  name: z.string(),
  /** Whose choice it is: the attendee or one of their companions. */
  attendee_name: z.string(),
  quantity: z.number().int(),
  currency: z.string(),
  /** Null when the product has no price in the period. */
  unit_price: z.string().nullable(),
  vat_rate: z.string(),
  net: z.string().nullable(),
  vat: z.string().nullable(),
  gross: z.string().nullable(),
})
export type FeeLine = z.infer<typeof feeLineSchema>

export const paymentSchema = z.object({
  id: z.number().int(),
  amount: z.string(),
  currency: z.string(),
  paid_on: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
})
export type Payment = z.infer<typeof paymentSchema>

export const attendeeFeeSchema = feeRowSchema.extend({
  lines: z.array(feeLineSchema),
  payments: z.array(paymentSchema),
  /** Net, VAT and gross per currency as the pro forma prints them. */
  totals: z.array(z.object({ currency: z.string(), net: z.string(), vat: z.string(), gross: z.string() })),
})
export type AttendeeFee = z.infer<typeof attendeeFeeSchema>
export const attendeeFeeResponseSchema = z.object({ data: attendeeFeeSchema })
export const paymentResponseSchema = z.object({ data: attendeeFeeSchema, message: z.string() })

export const paymentInputSchema = z.strictObject({
  /** A refund is negative; zero is refused. */
  amount: signedDecimal().refine((value) => !/^-?0*(\.0*)?$/.test(value), { message: 'not_zero' }),
  currency: currencyCode(),
  paid_on: isoDate(),
  method: z.enum(PAYMENT_METHODS),
  reference: optionalText(PAYMENT_REFERENCE_MAX),
})
export type PaymentInput = z.input<typeof paymentInputSchema>
export const paymentParams = z.object({
  id: z.coerce.number().int().positive(),
  paymentId: z.coerce.number().int().positive(),
})
