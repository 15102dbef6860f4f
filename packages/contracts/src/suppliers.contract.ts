import { z } from 'zod'
import { addressBookCodeParams, addressBookShapes as shapes } from './address-book.contract'
import { ibanText, namedRefSchema } from './common/crm-fields'
import { idField, idParam, optionalText } from './common/fields'
import { paginatedSchema, paginationQuerySchema } from './common/pagination'

/**
 * /suppliers and /supplier/{code}: the address book's shared shapes (address-book.contract.ts, as clients)
 * with supplier categories (several per supplier) instead of an industry, and the bank details payment
 * requests use. EXISTING once the agency has worked with it.
 */
export const MAX_SUPPLIER_CATEGORIES = 20

export const supplierListQuerySchema = paginationQuerySchema.extend({
  ...shapes.listQueryHead,
  category_id: idParam.optional(),
  ...shapes.listQueryTail,
})
export type SupplierListQuery = z.infer<typeof supplierListQuerySchema>

export const supplierListItemSchema = z.object({
  ...shapes.itemHead,
  category_ids: z.array(z.number().int()),
  categories: z.array(namedRefSchema),
  ...shapes.itemTail,
})
export type SupplierListItem = z.infer<typeof supplierListItemSchema>
export const supplierListResponseSchema = z.union([
  paginatedSchema(supplierListItemSchema),
  z.array(supplierListItemSchema),
])

export const supplierSchema = supplierListItemSchema.extend({
  ...shapes.recordHead,
  /** Electronic form, upper-case without spaces (TR330006100519786457841326). */
  iban: z.string().nullable(),
  bank_name: z.string().nullable(),
  ...shapes.recordTail,
})
export type Supplier = z.infer<typeof supplierSchema>

export const supplierDetailSchema = supplierSchema.extend(shapes.detail)
export type SupplierDetail = z.infer<typeof supplierDetailSchema>

const supplierFields = {
  ...shapes.inputHead,
  category_ids: z.array(idField()).max(MAX_SUPPLIER_CATEGORIES),
  ...shapes.inputContact,
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
export const supplierCodeParams = addressBookCodeParams
