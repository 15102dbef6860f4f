import { z } from 'zod'
import { callSchema, noteSchema } from './activities.contract'
import { taxOfficeRefSchema } from './clients.contract'
import {
  ADDRESS_BOOK_SORT_COLUMNS,
  ADDRESS_BOOK_STATUS_FILTERS,
  ADDRESS_BOOK_STATUSES,
  countryCode,
  creatorSchema,
  ibanText,
  namedRefSchema,
  optionalEmail,
  paginateFlag,
  phoneText,
  taxNumberField,
  websiteField,
} from './common/crm-fields'
import { idField, idParam, optionalMultilineText, optionalText, requiredText } from './common/fields'
import { paginatedSchema, paginationQuerySchema } from './common/pagination'
import { contactSchema } from './contacts.contract'

/**
 * /suppliers and /supplier/{code}: like clients, with supplier categories (several per supplier) instead
 * of an industry, and the bank details payment requests use. EXISTING once the agency has worked with it.
 */
export const MAX_SUPPLIER_CATEGORIES = 20

export const supplierListQuerySchema = paginationQuerySchema.extend({
  paginate: paginateFlag(),
  sort_by: z.enum(ADDRESS_BOOK_SORT_COLUMNS).default('name'),
  status: z.enum(ADDRESS_BOOK_STATUS_FILTERS).default('all'),
  category_id: idParam.optional(),
  /** One record by its id: a filter that names a record finds its name this way. */
  id: idParam.optional(),
  /** Name, legal name or e-mail contain it (Turkish letters and case ignored), or the tax number is it. */
  search: z.string().trim().max(100).optional(),
  locale: z.string().max(10).optional(),
})
export type SupplierListQuery = z.infer<typeof supplierListQuerySchema>

export const supplierListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  legal_name: z.string().nullable(),
  logo_full: z.string().nullable(),
  status: z.enum(ADDRESS_BOOK_STATUSES),
  category_ids: z.array(z.number().int()),
  categories: z.array(namedRefSchema),
  country: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  created_at: z.string(),
})
export type SupplierListItem = z.infer<typeof supplierListItemSchema>
export const supplierListResponseSchema = z.union([
  paginatedSchema(supplierListItemSchema),
  z.array(supplierListItemSchema),
])

export const supplierSchema = supplierListItemSchema.extend({
  tax_office_id: z.number().int().nullable(),
  tax_office: taxOfficeRefSchema.nullable(),
  tax_number: z.string().nullable(),
  address: z.string().nullable(),
  /** Electronic form, upper-case without spaces (TR330006100519786457841326). */
  iban: z.string().nullable(),
  bank_name: z.string().nullable(),
  first_confirmed_at: z.string().nullable(),
  creator: creatorSchema,
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  merged_into: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
})
export type Supplier = z.infer<typeof supplierSchema>

const laterRecordSchema = z.object({ id: z.number().int() }).loose()
export const supplierDetailSchema = supplierSchema.extend({
  contacts: z.array(contactSchema),
  notes: z.array(noteSchema),
  calls: z.array(callSchema),
  meetings: z.array(laterRecordSchema),
  projects: z.array(laterRecordSchema),
})
export type SupplierDetail = z.infer<typeof supplierDetailSchema>

const supplierFields = {
  name: requiredText(255),
  legal_name: optionalText(255),
  category_ids: z.array(idField()).max(MAX_SUPPLIER_CATEGORIES),
  tax_office_id: idField().nullish(),
  tax_number: taxNumberField(),
  address: optionalMultilineText(1000),
  country: countryCode(),
  city: optionalText(120),
  phone: phoneText(),
  email: optionalEmail(),
  website: websiteField(),
  iban: ibanText(),
  bank_name: optionalText(150),
}
/** POST /supplier: the name is required; e-mail, phone, tax number, web site and IBAN checked when given. */
export const supplierInputSchema = z.strictObject({
  ...supplierFields,
  category_ids: supplierFields.category_ids.default([]),
})
export type SupplierInput = z.infer<typeof supplierInputSchema>
/** PUT /supplier/{code}: any subset; fields not sent are left alone, an emptied one becomes null. */
export const updateSupplierInputSchema = z.strictObject(supplierFields).partial()
export type UpdateSupplierInput = z.infer<typeof updateSupplierInputSchema>

export const supplierWriteResponseSchema = z.object({ message: z.string(), data: supplierSchema })
export const supplierCodeParams = z.object({ code: z.string().min(1).max(64) })
