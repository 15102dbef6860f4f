import type { LoginInput } from '@ajanda/contracts/auth.contract'
import { basicMessage } from '@ajanda/contracts/common/basic-messages'
import type { Locale } from '@ajanda/contracts/common/locale'
import type { FieldErrors, Resolver } from 'react-hook-form'

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The sign-in form's checks without zod: the sign-in page must stay within its JavaScript budget
 * (180 KB gzipped) and zod alone is 24 KB. It says exactly what `loginInputSchema` says (a test
 * holds the two together); the server validates with the schema itself and its 422 maps onto the fields.
 */
export function loginResolver(locale: Locale): Resolver<LoginInput> {
  return async (values) => {
    const errors: FieldErrors<LoginInput> = {}
    const email = values.email.trim()
    if (!email) errors.email = { type: 'required', message: basicMessage(locale, 'required') }
    else if (email.length > 255) {
      errors.email = { type: 'maxLength', message: basicMessage(locale, 'max_length', { max: 255 }) }
    } else if (!EMAIL_SHAPE.test(email))
      errors.email = { type: 'email', message: basicMessage(locale, 'email') }
    if (!values.password) errors.password = { type: 'required', message: basicMessage(locale, 'required') }
    else if (values.password.length > 128) {
      errors.password = { type: 'maxLength', message: basicMessage(locale, 'max_length', { max: 128 }) }
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors }
    return { values: { ...values, email }, errors: {} }
  }
}
