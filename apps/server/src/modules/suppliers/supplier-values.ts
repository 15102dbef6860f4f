import { PHONE_FIELD_TYPES } from '@ajanda/contracts/common/crm-fields'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import type { UpdateSupplierInput } from '@ajanda/contracts/suppliers.contract'
import type { DbOrTx } from '../../platform/db'
import { FieldErrors } from '../../platform/errors'
import { normalizeIban } from '../../platform/iban'
import { checkPhoneFields } from '../../platform/phone-numbers'
import { createDefinitionLookups } from '../definitions/definition-lookups'
import type { suppliers } from './suppliers.table'

export type SupplierValues = Partial<typeof suppliers.$inferInsert>

const TEXT_FIELDS = [
  'legal_name',
  'tax_number',
  'address',
  'country',
  'city',
  'email',
  'website',
  'bank_name',
] as const

/**
 * The stored form of the fields an input has (see client-values.ts); the IBAN in its electronic form.
 * Categories are stored apart (supplier_category_links) and are not part of the values.
 */
export function prepareSupplierValues(input: UpdateSupplierInput): {
  values: SupplierValues
  errors: FieldErrors
} {
  const values: SupplierValues = {}
  const errors = new FieldErrors()
  if (input.name !== undefined) {
    values.name = input.name
    values.name_search = foldTurkish(input.name)
  }
  for (const field of TEXT_FIELDS) {
    const value = input[field]
    if (value !== undefined) values[field] = value === '' ? null : value
  }
  if (input.tax_office_id !== undefined) values.tax_office_id = input.tax_office_id ?? null
  if (input.iban !== undefined) {
    const iban = input.iban ? normalizeIban(input.iban) : null
    if (input.iban && !iban) errors.add('iban', { validation: 'invalid_iban' })
    values.iban = iban
  }
  const phones = checkPhoneFields(input, PHONE_FIELD_TYPES.supplier)
  if (phones.values.phone !== undefined) values.phone = phones.values.phone
  for (const [field, message] of Object.entries(phones.errors)) errors.add(field, { validation: message })
  return { values, errors }
}

/** Ids and codes the input names must be the company's (or shared reference data). */
export async function checkSupplierReferences(
  db: DbOrTx,
  companyId: number,
  values: SupplierValues,
  categoryIds: readonly number[] | undefined,
  errors: FieldErrors,
): Promise<void> {
  const lookups = createDefinitionLookups(db)
  const invalid = { validation: 'invalid_choice' } as const
  const [categories, offices, countries] = await Promise.all([
    categoryIds?.length ? lookups.ownIds('supplier-categories', companyId, categoryIds) : null,
    values.tax_office_id ? lookups.visibleTaxOfficeIds(companyId, [values.tax_office_id]) : null,
    values.country ? lookups.knownCountries([values.country]) : null,
  ])
  categoryIds?.forEach((id, index) => {
    if (!categories?.has(id)) errors.add(`category_ids.${index}`, invalid)
  })
  if (values.tax_office_id && !offices?.has(values.tax_office_id)) errors.add('tax_office_id', invalid)
  if (values.country && !countries?.has(values.country)) errors.add('country', invalid)
}
