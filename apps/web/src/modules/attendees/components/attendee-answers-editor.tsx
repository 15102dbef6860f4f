import type { AttendeeDetail, AttendeeFormAnswers } from '@ajanda/contracts/attendees.contract'
import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import { validateAnswers } from '@ajanda/contracts/forms/validate-answers'
import { Button, Group, Modal, Skeleton, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { engineFormOf } from '../../../shared/form-renderer/engine-form'
import { FormRenderer } from '../../../shared/form-renderer/form-renderer'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import { useStaffAddressPlaces } from '../../definitions/address-places'
import { formQueryOptions } from '../../forms/forms.api'
import { useSaveAnswers } from '../attendees.api'

/**
 * The attendee as the engine reads it for DB-{column} rules: the fixed columns, `list` as their lists
 * and `custom.{key}` (the server's engineColumns, so a rule shows the same fields here as it checks).
 */
export function attendeeEngineColumns(attendee: AttendeeDetail): Record<string, unknown> {
  const columns: Record<string, unknown> = {
    first_name: attendee.first_name,
    last_name: attendee.last_name,
    email: attendee.email,
    phone: attendee.phone,
    company: attendee.company,
    title: attendee.title,
    country: attendee.country,
    city: attendee.city,
    gender: attendee.gender,
    language: attendee.language,
    status: attendee.status,
    list: attendee.lists,
  }
  for (const [key, value] of Object.entries(attendee.custom)) columns[`custom.${key}`] = value ?? null
  return columns
}

/**
 * "Düzenle" on a form's answers: the shared form renderer prefilled with them, checked by the engine
 * before sending and saved through PUT /attendees/{id}/answers/{formId}; the server's 422s
 * (`answers.{fieldId}`) show under their fields. Full screen on a phone.
 */
export function AttendeeAnswersEditor({
  attendee,
  entry,
  onClose,
}: {
  attendee: AttendeeDetail
  /** The form being edited; null: closed. */
  entry: AttendeeFormAnswers | null
  onClose: () => void
}) {
  const { t } = useTranslation(['attendees', 'common'])
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false })
  const form = useQuery({ ...formQueryOptions(entry?.form_id ?? 0), enabled: entry !== null })
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      fullScreen={phone}
      size="xl"
      title={entry ? t('answersEditor.title', { form: entry.form_name }) : ''}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {entry &&
        (form.data ? (
          <AnswersForm
            key={`${attendee.id}/${entry.form_id}`}
            attendee={attendee}
            entry={entry}
            form={form.data}
            onDone={onClose}
          />
        ) : form.isError ? (
          <ErrorAlert message={t('answersEditor.loadFailed')} />
        ) : (
          <Skeleton height={240} aria-label={t('detail.loadingForm')} />
        ))}
    </Modal>
  )
}

function AnswersForm({
  attendee,
  entry,
  form,
  onDone,
}: {
  attendee: AttendeeDetail
  entry: AttendeeFormAnswers
  form: FormDetail
  onDone: () => void
}) {
  const { t, i18n } = useTranslation('attendees')
  const locale = i18n.language === 'en' ? 'en' : 'tr'
  const [answers, setAnswers] = useState<Record<string, unknown>>(() => ({ ...entry.answers }))
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [message, setMessage] = useState<string | null>(null)
  const engine = useMemo(() => engineFormOf(form), [form])
  // The address pickers read the staff definitions, as the builder's preview does.
  const addressPlaces = useStaffAddressPlaces()
  const services = useMemo(() => ({ addressPlaces }), [addressPlaces])
  const columns = useMemo(() => attendeeEngineColumns(attendee), [attendee])
  const save = useSaveAnswers(attendee.project_id)
  const onChange = useCallback((fieldId: number, value: unknown) => {
    setAnswers((current) => ({ ...current, [String(fieldId)]: value }))
    setErrors((current) => {
      if (!(String(fieldId) in current)) return current
      const { [String(fieldId)]: _gone, ...rest } = current
      return rest
    })
  }, [])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The engine the server runs, here first: the person sees every mistake without a round trip.
    const check = validateAnswers(engine, answers, columns, locale)
    if (!check.ok) {
      setErrors(check.errors)
      setMessage(t('answersEditor.checkErrors'))
      return
    }
    setErrors({})
    setMessage(null)
    save.mutate(
      { attendeeId: attendee.id, formId: entry.form_id, answers: check.values },
      {
        onSuccess: (response) => {
          notifySuccess(response.message)
          onDone()
        },
        onError: (error) => {
          const fields: Record<string, string[]> = {}
          if (isApiError(error))
            for (const [key, list] of Object.entries(error.errors))
              fields[key.replace(/^answers\./, '')] = list
          setErrors(fields)
          setMessage(error.message || t('answersEditor.saveFailed'))
        },
      },
    )
  }
  return (
    <form onSubmit={submit} noValidate aria-label={entry.form_name}>
      <Stack gap="md">
        <FormRenderer
          form={form}
          locale={locale}
          answers={answers}
          onChange={onChange}
          errors={errors}
          attendee={columns}
          services={services}
        />
        <div aria-live="polite">
          <ErrorAlert message={message} />
        </div>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('answersEditor.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('answersEditor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
