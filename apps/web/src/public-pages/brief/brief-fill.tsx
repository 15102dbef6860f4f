import type { Brief, BriefSubmitResponse } from '@ajanda/contracts/brief.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { validateAnswers } from '@ajanda/contracts/forms/validate-answers'
import { Button, Stack } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../shared/api/api-error'
import { engineFormOf } from '../../shared/form-renderer/engine-form'
import { FormRenderer } from '../../shared/form-renderer/form-renderer'
import { ErrorAlert } from '../../shared/ui/error-alert'
import { fieldErrors } from '../web-form/web-form.api'
import { type BriefLink, submitBrief } from './brief.api'

/** Moves the focus to the first field with an error, so a keyboard or screen reader user lands on it. */
function focusFirstError(errors: Record<string, string[]>) {
  if (typeof document === 'undefined') return
  const first = Object.keys(errors)
    .map((id) => document.querySelector<HTMLElement>(`[data-field-id="${id}"]`))
    .find(Boolean)
  first?.scrollIntoView?.({ block: 'center' })
  first?.querySelector<HTMLElement>('input, textarea, select, button, [tabindex]')?.focus()
}

/** The brief form: the shared renderer, the engine's check before sending, the server's 422 under its fields. */
export function BriefFill({
  link,
  brief,
  locale,
  onDone,
}: {
  link: BriefLink
  brief: Brief
  locale: Locale
  onDone: (result: BriefSubmitResponse) => void
}) {
  const { t } = useTranslation('webForm', { lng: locale })
  const { form } = brief
  const [answers, setAnswers] = useState<Record<string, unknown>>({})
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [message, setMessage] = useState<string | null>(null)
  const engine = useMemo(() => engineFormOf(form), [form])

  const onChange = useCallback((fieldId: number, value: unknown) => {
    setAnswers((current) => ({ ...current, [String(fieldId)]: value }))
    setErrors((current) => {
      if (!(String(fieldId) in current)) return current
      const { [String(fieldId)]: _gone, ...rest } = current
      return rest
    })
  }, [])

  const submit = useMutation({
    mutationFn: () => submitBrief(link, { answers, locale }),
    onSuccess: onDone,
    onError: (error) => {
      const fields = isApiError(error) ? fieldErrors(error.errors) : {}
      setErrors(fields)
      setMessage(error.message)
      focusFirstError(fields)
    },
  })

  const send = (event: FormEvent) => {
    event.preventDefault()
    const check = validateAnswers(engine, answers, null, locale)
    if (!check.ok) {
      setErrors(check.errors)
      setMessage(t('checkErrors'))
      focusFirstError(check.errors)
      return
    }
    setErrors({})
    setMessage(null)
    submit.mutate()
  }

  return (
    <form onSubmit={send} noValidate aria-label={form.name}>
      <Stack gap="lg">
        <FormRenderer
          form={form}
          locale={locale}
          answers={answers}
          onChange={onChange}
          errors={errors}
          attendee={null}
        />
        <div aria-live="polite">
          <ErrorAlert message={message} />
        </div>
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={submit.isPending}
          loaderProps={{ 'aria-label': t('sending') }}
        >
          {t('submit')}
        </Button>
      </Stack>
    </form>
  )
}
