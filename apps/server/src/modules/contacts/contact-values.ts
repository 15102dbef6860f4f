import { PHONE_FIELD_TYPES, parseCompanyRef } from '@ajanda/contracts/common/crm-fields'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import type { UpdateContactInput } from '@ajanda/contracts/contacts.contract'
import type { FieldErrors } from '../../platform/errors'
import { checkPhoneFields } from '../../platform/phone-numbers'
import type { ContactValues } from './contacts.repository'

/**
 * The stored form of the plain fields an input has: the folded name, the e-mail, phones in international
 * form (mobile must be a mobile number, fax a landline). The company and the position are checked by the
 * service against the database.
 */
export function prepareContactValues(input: UpdateContactInput, errors: FieldErrors): ContactValues {
  const values: ContactValues = {}
  if (input.name !== undefined) {
    values.name = input.name
    values.name_search = foldTurkish(input.name)
  }
  if (input.email !== undefined) values.email = input.email.toLowerCase()
  if (input.position_id !== undefined) values.position_id = input.position_id
  const phones = checkPhoneFields(input, PHONE_FIELD_TYPES.contact)
  Object.assign(values, phones.values)
  for (const [field, message] of Object.entries(phones.errors)) errors.add(field, { validation: message })
  if (input.company_id !== undefined) {
    const company = parseCompanyRef(input.company_id)
    if (company && input.contact_type && input.contact_type !== company.type)
      errors.add('contact_type', { validation: 'invalid_choice' })
  }
  return values
}
