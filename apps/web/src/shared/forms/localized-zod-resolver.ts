import type { Locale } from '@ajanda/contracts/common/locale'
import {
  type IssueLike,
  isValidationMessageKey,
  translateIssue,
  validationMessage,
} from '@ajanda/contracts/common/validation-messages'
import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type * as z from 'zod/v4/core'

/** Custom refinements carry a message key ('passwords_mismatch'); turn any left into its text. */
function translateKeys(errors: FieldErrors, locale: Locale): void {
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object') continue
    const message = (value as { message?: unknown }).message
    if (typeof message === 'string' && isValidationMessageKey(message)) {
      ;(value as { message: string }).message = validationMessage(locale, message)
    } else if (!('type' in value)) {
      translateKeys(value as FieldErrors, locale)
    }
  }
}

/**
 * zodResolver that says the server's texts ("Bu alan zorunludur", ...) in the UI language, so a
 * field shows the same message whether the browser or the server rejected it.
 */
export function localizedZodResolver<S extends z.$ZodType<FieldValues, FieldValues>>(
  schema: S,
  locale: Locale,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const base = zodResolver(schema, { error: (issue) => translateIssue(issue as IssueLike, locale) })
  return async (values, context, options) => {
    const result = await base(values, context, options)
    translateKeys(result.errors as FieldErrors, locale)
    return result
  }
}
