import Decimal from 'decimal.js'
import { z } from 'zod'
import { callSchema, noteSchema } from './activities.contract'
import {
  ADDRESS_BOOK_SORT_COLUMNS,
  ADDRESS_BOOK_STATUS_FILTERS,
  ADDRESS_BOOK_STATUSES,
  countryCode,
  creatorSchema,
  currencyCode,
  namedRefSchema,
  optionalEmail,
  paginateFlag,
  phoneText,
  taxNumberField,
  websiteField,
} from './common/crm-fields'
import { nonNegativeDecimal, rateString } from './common/decimal-fields'
import { idField, idParam, optionalMultilineText, optionalText, requiredText } from './common/fields'
import { paginatedSchema, paginationQuerySchema } from './common/pagination'
import { contactSchema } from './contacts.contract'
import { FEE_TYPES } from './event-companies.contract'

/** /clients and /client/{code}. A client is EXISTING once one of its projects has passed the lead stages. */
export const clientListQuerySchema = paginationQuerySchema.extend({
  paginate: paginateFlag(),
  sort_by: z.enum(ADDRESS_BOOK_SORT_COLUMNS).default('name'),
  status: z.enum(ADDRESS_BOOK_STATUS_FILTERS).default('all'),
  industry_id: idParam.optional(),
  /** One record by its id: a filter that names a record finds its name this way. */
  id: idParam.optional(),
  /** Name, legal name or e-mail contain it (Turkish letters and case ignored), or the tax number is it. */
  search: z.string().trim().max(100).optional(),
  locale: z.string().max(10).optional(),
})
export type ClientListQuery = z.infer<typeof clientListQuerySchema>

export const taxOfficeRefSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() })

export const clientListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  legal_name: z.string().nullable(),
  logo_full: z.string().nullable(),
  status: z.enum(ADDRESS_BOOK_STATUSES),
  industry_id: z.number().int().nullable(),
  industry: namedRefSchema.nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  created_at: z.string(),
})
export type ClientListItem = z.infer<typeof clientListItemSchema>
export const clientListResponseSchema = z.union([
  paginatedSchema(clientListItemSchema),
  z.array(clientListItemSchema),
])

export const clientSchema = clientListItemSchema.extend({
  tax_office_id: z.number().int().nullable(),
  tax_office: taxOfficeRefSchema.nullable(),
  tax_number: z.string().nullable(),
  address: z.string().nullable(),
  /** PERCENTAGE: `fin_fee_rate` is a fraction (0.1 is 10 %); FIXED: an amount in `fin_fee_currency`. */
  fin_fee_type: z.enum(FEE_TYPES).nullable(),
  fin_fee_rate: z.string().nullable(),
  fin_fee_currency: z.string().nullable(),
  /** Expected profit ratio, a fraction. */
  profit_target: z.string().nullable(),
  first_confirmed_at: z.string().nullable(),
  creator: creatorSchema,
  updated_at: z.string(),
  /** Archived (deleted or merged); archived clients leave the lists and search. */
  deleted_at: z.string().nullable(),
  /** Set when the client was merged into another one. */
  merged_into: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
})
export type Client = z.infer<typeof clientSchema>

/** Rows of modules still to come (meetings, projects) travel as they are. */
const laterRecordSchema = z.object({ id: z.number().int() }).loose()
export const clientDetailSchema = clientSchema.extend({
  contacts: z.array(contactSchema),
  notes: z.array(noteSchema),
  calls: z.array(callSchema),
  meetings: z.array(laterRecordSchema),
  projects: z.array(laterRecordSchema),
})
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
  name: requiredText(255),
  legal_name: optionalText(255),
  industry_id: idField().nullish(),
  tax_office_id: idField().nullish(),
  tax_number: taxNumberField(),
  address: optionalMultilineText(1000),
  country: countryCode(),
  city: optionalText(120),
  phone: phoneText(),
  email: optionalEmail(),
  website: websiteField(),
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
export const clientCodeParams = z.object({ code: z.string().min(1).max(64) })
export const clientIdParams = z.object({ id: idParam })
