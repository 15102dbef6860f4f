import type { LoginInput } from '@ajanda/contracts/auth.contract'
import { basicMessage } from '@ajanda/contracts/common/basic-messages'
import type { Locale } from '@ajanda/contracts/common/locale'

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type LoginField = 'email' | 'password'
export type LoginErrors = Partial<Record<LoginField, string>>

/**
 * The sign-in form's checks without zod or a form library: the sign-in page must stay within its
 * JavaScript budget (180 KB gzipped; zod alone is 24 KB, react-hook-form 15 KB). It says exactly what
 * `loginInputSchema` says (a test holds the two together); the server validates with the schema itself
 * and its 422 maps onto the fields.
 */
export function validateLogin(values: LoginInput, locale: Locale): LoginErrors {
  const errors: LoginErrors = {}
  const email = values.email.trim()
  if (!email) errors.email = basicMessage(locale, 'required')
  else if (email.length > 255) errors.email = basicMessage(locale, 'max_length', { max: 255 })
  else if (!EMAIL_SHAPE.test(email)) errors.email = basicMessage(locale, 'email')
  if (!values.password) errors.password = basicMessage(locale, 'required')
  else if (values.password.length > 128) errors.password = basicMessage(locale, 'max_length', { max: 128 })
  return errors
}
