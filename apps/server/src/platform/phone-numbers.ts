import type { PhoneType } from '@ajanda/contracts/common/crm-fields'
import type { ValidationMessageKey } from '@ajanda/contracts/common/validation-messages'
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

/** Numbers written without a country code are Turkish. */
const DEFAULT_REGION = 'TR'

const MESSAGE_OF: Record<PhoneType, ValidationMessageKey> = {
  any: 'invalid_phone',
  mobile: 'invalid_mobile',
  landline: 'invalid_landline',
  international: 'invalid_international_phone',
}

export type CheckedPhone = { ok: true; value: string } | { ok: false; message: ValidationMessageKey }

/**
 * Checks a phone number by its type and gives its international form ("+90 532 410 12 34"), which is what
 * is stored: the same number typed two ways is then equal (similar records compare them). `international`
 * means written with its country code, of any country; `mobile` and `landline` accept the numbers the
 * metadata cannot tell apart (FIXED_LINE_OR_MOBILE).
 */
export function checkPhone(value: string, type: PhoneType): CheckedPhone {
  const written = value.trim().replace(/^00/, '+')
  const fail = { ok: false, message: MESSAGE_OF[type] } as const
  if (type === 'international' && !written.startsWith('+')) return fail
  const phone = parsePhoneNumberFromString(written, DEFAULT_REGION)
  if (!phone?.isValid()) return fail
  const kind = phone.getType()
  if (type === 'mobile' && kind !== 'MOBILE' && kind !== 'FIXED_LINE_OR_MOBILE') return fail
  if (type === 'landline' && kind !== 'FIXED_LINE' && kind !== 'FIXED_LINE_OR_MOBILE') return fail
  return { ok: true, value: phone.formatInternational() }
}

/**
 * Checks the phone fields of an input that it has (a partial edit may lack some) and gives their stored
 * form; an emptied field stays null. Field → message for the ones that fail.
 */
export function checkPhoneFields(
  input: Record<string, unknown>,
  types: Record<string, PhoneType>,
): { values: Record<string, string | null>; errors: Record<string, ValidationMessageKey> } {
  const values: Record<string, string | null> = {}
  const errors: Record<string, ValidationMessageKey> = {}
  for (const [field, type] of Object.entries(types)) {
    const value = input[field]
    if (value === undefined) continue
    if (value === null || value === '') {
      values[field] = null
      continue
    }
    const checked = checkPhone(String(value), type)
    if (checked.ok) values[field] = checked.value
    else errors[field] = checked.message
  }
  return { values, errors }
}
