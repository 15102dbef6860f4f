import { type FeeFields, feeIssues, type UpdateClientInput } from '@ajanda/contracts/clients.contract'
import { PHONE_FIELD_TYPES } from '@ajanda/contracts/common/crm-fields'
import { canonicalDecimal } from '@ajanda/contracts/common/decimal'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import type { ValidationMessageKey } from '@ajanda/contracts/common/validation-messages'
import type { DbOrTx } from '../../platform/db'
import { FieldErrors } from '../../platform/errors'
import { checkPhoneFields } from '../../platform/phone-numbers'
import { createDefinitionLookups } from '../definitions/definition-lookups'
import type { clients } from './clients.table'

export type ClientValues = Partial<typeof clients.$inferInsert>

const TEXT_FIELDS = ['legal_name', 'tax_number', 'address', 'country', 'city', 'email', 'website'] as const
const ID_FIELDS = ['industry_id', 'tax_office_id'] as const

/**
 * The stored form of the fields an input has (a partial edit lacks some): the folded name beside the
 * name, phones in international form, emptied texts as null, decimals as they are typed. What fails
 * the phone check is collected in `errors`; the schema has checked the rest.
 */
export function prepareClientValues(input: UpdateClientInput): { values: ClientValues; errors: FieldErrors } {
  const values: ClientValues = {}
  const errors = new FieldErrors()
  if (input.name !== undefined) {
    values.name = input.name
    values.name_search = foldTurkish(input.name)
  }
  for (const field of TEXT_FIELDS) {
    const value = input[field]
    if (value !== undefined) values[field] = value === '' ? null : value
  }
  for (const field of ID_FIELDS) if (input[field] !== undefined) values[field] = input[field] ?? null
  if (input.fin_fee_type !== undefined) values.fin_fee_type = input.fin_fee_type
  if (input.fin_fee_rate !== undefined) values.fin_fee_rate = input.fin_fee_rate
  if (input.fin_fee_currency !== undefined) values.fin_fee_currency = input.fin_fee_currency
  if (input.profit_target !== undefined) values.profit_target = input.profit_target
  const phones = checkPhoneFields(input, PHONE_FIELD_TYPES.client)
  if (phones.values.phone !== undefined) values.phone = phones.values.phone
  for (const [field, message] of Object.entries(phones.errors)) errors.add(field, { validation: message })
  return { values, errors }
}

/** The fee rules on the record as it will be (an edit may change the type but not the rate). */
export function checkFees(
  merged: { fin_fee_type?: string | null; fin_fee_rate?: string | null; fin_fee_currency?: string | null },
  errors: FieldErrors,
) {
  const type = merged.fin_fee_type
  const fees: FeeFields = {
    fin_fee_type: type === 'PERCENTAGE' || type === 'FIXED' ? type : null,
    fin_fee_rate: merged.fin_fee_rate,
    fin_fee_currency: merged.fin_fee_currency,
  }
  for (const issue of feeIssues(fees))
    errors.add(issue.path, { validation: issue.message as ValidationMessageKey })
}

/** Ids and codes the input names must be the company's (or shared reference data). */
export async function checkClientReferences(
  db: DbOrTx,
  companyId: number,
  values: ClientValues,
  errors: FieldErrors,
): Promise<void> {
  const lookups = createDefinitionLookups(db)
  const invalid = { validation: 'invalid_choice' } as const
  const [industries, offices, countries, currencies] = await Promise.all([
    values.industry_id ? lookups.ownIds('client-industries', companyId, [values.industry_id]) : null,
    values.tax_office_id ? lookups.visibleTaxOfficeIds(companyId, [values.tax_office_id]) : null,
    values.country ? lookups.knownCountries([values.country]) : null,
    values.fin_fee_currency ? lookups.knownCurrencies([values.fin_fee_currency]) : null,
  ])
  if (values.industry_id && !industries?.has(values.industry_id)) errors.add('industry_id', invalid)
  if (values.tax_office_id && !offices?.has(values.tax_office_id)) errors.add('tax_office_id', invalid)
  if (values.country && !countries?.has(values.country)) errors.add('country', invalid)
  if (values.fin_fee_currency && !currencies?.has(values.fin_fee_currency))
    errors.add('fin_fee_currency', invalid)
}

export const decimalOrNull = (value: string | null) => (value === null ? null : canonicalDecimal(value))
