import Decimal from 'decimal.js'
import { z } from 'zod'
import { addressBookCodeParams, addressBookShapes as shapes } from './address-book.contract'
import { currencyCode, namedRefSchema } from './common/crm-fields'
import { nonNegativeDecimal, rateString } from './common/decimal-fields'
import { idField, idParam } from './common/fields'
import { paginatedSchema, paginationQuerySchema } from './common/pagination'
import { FEE_TYPES } from './event-companies.contract'

export { taxOfficeRefSchema } from './address-book.contract'

/**
 * /clients and /client/{code}: the address book's shared shapes (address-book.contract.ts) with an
 * industry and the financial defaults. A client is EXISTING once one of its projects has passed the lead
 * stages.
 */
export const clientListQuerySchema = paginationQuerySchema.extend({
  ...shapes.listQueryHead,
  industry_id: idParam.optional(),
  ...shapes.listQueryTail,
})
export type ClientListQuery = z.infer<typeof clientListQuerySchema>

export const clientListItemSchema = z.object({
  ...shapes.itemHead,
  industry_id: z.number().int().nullable(),
  industry: namedRefSchema.nullable(),
  ...shapes.itemTail,
})
export type ClientListItem = z.infer<typeof clientListItemSchema>
export const clientListResponseSchema = z.union([
  paginatedSchema(clientListItemSchema),
  z.array(clientListItemSchema),
])

export const clientSchema = clientListItemSchema.extend({
  ...shapes.recordHead,
  /** PERCENTAGE: `fin_fee_rate` is a fraction (0.1 is 10 %); FIXED: an amount in `fin_fee_currency`. */
  fin_fee_type: z.enum(FEE_TYPES).nullable(),
  fin_fee_rate: z.string().nullable(),
  fin_fee_currency: z.string().nullable(),
  /** Expected profit ratio, a fraction. */
  profit_target: z.string().nullable(),
  ...shapes.recordTail,
})
export type Client = z.infer<typeof clientSchema>

export const clientDetailSchema = clientSchema.extend(shapes.detail)
export type ClientDetail = z.infer<typeof clientDetailSchema>

/** GET /client/id/{id}: what prefills the fee fields of a lead. */
export const clientFeesSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fin_fee_type: z.enum(FEE_TYPES).nullable(),
  fin_fee_rate: z.string().nullable(),
  fin_fee_currency: z.string().nullable(),
  profit_target: z.string().nullable(),
})
export type ClientFees = z.infer<typeof clientFeesSchema>

const clientFields = {
  ...shapes.inputHead,
  industry_id: idField().nullish(),
  ...shapes.inputContact,
  fin_fee_type: z.enum(FEE_TYPES).nullish(),
  fin_fee_rate: nonNegativeDecimal().nullish(),
  fin_fee_currency: currencyCode().nullish(),
  profit_target: rateString().nullish(),
}

export interface FeeFields {
  fin_fee_type?: 'PERCENTAGE' | 'FIXED' | null | undefined
  fin_fee_rate?: string | null | undefined
  fin_fee_currency?: string | null | undefined
}
/**
 * The fee rules across fields, shared by the form and by the server (which checks them again on the
 * record as it will be after a partial edit): a rate needs a type; a PERCENTAGE rate lies in 0..1; a
 * FIXED amount is not negative and has a currency.
 */
export function feeIssues(value: FeeFields): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = []
  const rate = value.fin_fee_rate
  const valid = rate !== null && rate !== undefined && /^-?\d{1,14}(\.\d{1,4})?$/.test(rate)
  if (valid && !value.fin_fee_type) issues.push({ path: 'fin_fee_type', message: 'required' })
  if (valid && value.fin_fee_type === 'PERCENTAGE' && (new Decimal(rate).lt(0) || new Decimal(rate).gt(1)))
    issues.push({ path: 'fin_fee_rate', message: 'invalid_rate' })
  if (valid && value.fin_fee_type === 'FIXED' && new Decimal(rate).isNegative())
    issues.push({ path: 'fin_fee_rate', message: 'invalid_decimal' })
  if (value.fin_fee_type === 'FIXED' && !value.fin_fee_currency)
    issues.push({ path: 'fin_fee_currency', message: 'fee_currency_required' })
  return issues
}

/** POST /client: the name is required; e-mail, phone, tax number and web site are checked when given. */
export const clientInputSchema = z.strictObject(clientFields).superRefine((value, ctx) => {
  for (const issue of feeIssues(value))
    ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] })
})
export type ClientInput = z.infer<typeof clientInputSchema>
/** PUT /client/{code}: any subset; fields not sent are left alone, an emptied one becomes null. */
export const updateClientInputSchema = z.strictObject(clientFields).partial()
export type UpdateClientInput = z.infer<typeof updateClientInputSchema>

export const clientWriteResponseSchema = z.object({ message: z.string(), data: clientSchema })
export const clientCodeParams = addressBookCodeParams
export const clientIdParams = z.object({ id: idParam })
