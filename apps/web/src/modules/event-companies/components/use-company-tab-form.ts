import { type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form'
import type * as z from 'zod/v4/core'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { useMe } from '../../../shared/session/use-session'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { useUpdateEventCompany } from '../event-companies.api'

/** The company save alert closes after 1500 ms (admin-area.md section 9). */
export const COMPANY_SAVE_ALERT_MS = 1500

/**
 * One settings tab: its fields of PUT /event-companies/{id}, checked with the contract's schema; the
 * form follows the saved company, and a 422 lands under the fields.
 */
export function useCompanyTabForm<Values extends FieldValues>(
  schema: z.$ZodType<FieldValues, FieldValues>,
  values: Values,
) {
  const locale = useFormLocale()
  const me = useMe()
  const update = useUpdateEventCompany(me.event_company_id)
  const form = useForm<Values>({
    resolver: localizedZodResolver(schema, locale) as unknown as Resolver<Values>,
    mode: 'onChange',
    values,
  })

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const { message } = await update.mutateAsync(input)
      notifySuccess(message, COMPANY_SAVE_ALERT_MS)
    } catch (error) {
      const fields = Object.keys(values) as Path<Values>[]
      const message = applyServerErrors(error, form.setError, fields)
      if (message) notifyError(message)
    }
  })

  return { form, onSubmit }
}

/** Empty text inputs mean "no value": sent as null. */
export const emptyToNull = { setValueAs: (value: unknown) => (value === '' ? null : value) }

/** NumberInput hands over '' while empty: kept as null so the schema says "Bu alan zorunludur". */
export const toInteger = (value: number | string) => (value === '' ? null : Number(value))
