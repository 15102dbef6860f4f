import type { Locale } from '@ajanda/contracts/common/locale'
import { validateAnswers } from '@ajanda/contracts/forms/validate-answers'
import type { RemainingSeats, Webform, WebformSubmitResponse } from '@ajanda/contracts/webform.contract'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { type FormEvent, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../shared/api/api-error'
import { engineFormOf } from '../../shared/form-renderer/engine-form'
import { FormRenderer } from '../../shared/form-renderer/form-renderer'
import { ErrorAlert } from '../../shared/ui/error-alert'
import { CancelRegistration } from './cancel-registration'
import { RoomMateNote } from './room-mate-note'
import { useRoomMateServices } from './room-mate-services'
import { useAction } from './use-request'
import { fieldErrors, isSeatsFull, submitWebform, type WebformLink } from './web-form.api'
import { SaveDraft } from './web-form-draft'
import { useWebformServices } from './web-form-services'

/** Option ids the attendee's saved answers already hold: their seats are theirs, never "full" to them. */
function heldOptions(webform: Webform): Set<string> {
  const held = new Set<string>()
  const answers = webform.attendee?.answers ?? {}
  for (const section of webform.form.sections)
    for (const field of section.fields) {
      const value = answers[String(field.id)]
      const ids = Array.isArray(value) ? value : [value]
      for (const id of ids) if (typeof id === 'number' || typeof id === 'string') held.add(String(id))
    }
  return held
}

function remainingFor(webform: Webform): RemainingSeats {
  const held = heldOptions(webform)
  if (held.size === 0) return webform.remaining
  const free = (record: Record<string, number | null>) =>
    Object.fromEntries(Object.entries(record).map(([id, left]) => [id, held.has(id) ? null : left]))
  return {
    ...webform.remaining,
    options: free(webform.remaining.options),
    flight_options: free(webform.remaining.flight_options),
  }
}

/** The first e-mail field's answer: the address a saved draft's link goes to unless changed. */
function emailAnswer(webform: Webform, answers: Record<string, unknown>): string | null {
  for (const section of webform.form.sections)
    for (const field of section.fields) {
      const value = answers[String(field.id)]
      if (field.type === 'email_input' && typeof value === 'string' && value.trim()) return value.trim()
    }
  return null
}

/** The captcha fields' ids, as the answers and errors key them. */
const captchaIds = (webform: Webform) =>
  webform.form.sections.flatMap((section) =>
    section.fields.filter((field) => field.type === 'captcha').map((field) => String(field.id)),
  )

const columnEmail = (columns: Record<string, unknown> | null | undefined) =>
  typeof columns?.email === 'string' ? columns.email : ''

/** Moves the focus to the first field with an error, so a keyboard or screen reader user lands on it. */
function focusFirstError(errors: Record<string, string[]>) {
  if (typeof document === 'undefined') return
  const first = Object.keys(errors)
    .map((id) => document.querySelector<HTMLElement>(`[data-field-id="${id}"]`))
    .find(Boolean)
  const input = first?.querySelector<HTMLElement>('input, textarea, select, button, [tabindex]')
  first?.scrollIntoView?.({ block: 'center' })
  input?.focus()
}

/**
 * The open form: the renderer with the attendee's saved answers, the engine's check before sending,
 * the server's 422 under its fields, the waiting list offered for a full option and, on a personal link,
 * the cancellation.
 */
export function WebFormFill({
  link,
  webform,
  locale,
  onDone,
  onCancelled,
  onSeatsChanged,
  waitlistOnly = false,
  draft = null,
}: {
  link: WebformLink
  webform: Webform
  locale: Locale
  /** The form is full: a newcomer's answers join the waiting list. */
  waitlistOnly?: boolean
  onDone: (result: WebformSubmitResponse) => void
  onCancelled: (message: string) => void
  /** A seat went meanwhile: the page reads the form's counts again. */
  onSeatsChanged: () => void
  /** A saved draft the page was opened with (?draft=): its answers fill the form. */
  draft?: { code: string; answers: Record<string, unknown> } | null
}) {
  const { t } = useTranslation('webForm', { lng: locale })
  const { form, attendee } = webform
  const [answers, setAnswers] = useState<Record<string, unknown>>(() => ({
    ...(attendee?.answers ?? {}),
    ...(draft?.answers ?? {}),
  }))
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [message, setMessage] = useState<string | null>(null)
  const [waitlistOffered, setWaitlistOffered] = useState(false)
  const engine = useMemo(() => engineFormOf(form), [form])
  const remaining = useMemo(() => remainingFor(webform), [webform])
  const columns = attendee?.columns ?? null
  const readOnly = attendee !== null && !attendee.can_edit
  const roomMateServices = useRoomMateServices(link, webform, locale)
  const extraServices = useWebformServices(link, locale)
  const services = useMemo(
    () => ({ ...roomMateServices, ...extraServices }),
    [roomMateServices, extraServices],
  )

  const onChange = useCallback((fieldId: number, value: unknown) => {
    setAnswers((current) => ({ ...current, [String(fieldId)]: value }))
    setErrors((current) => {
      if (!(String(fieldId) in current)) return current
      const { [String(fieldId)]: _gone, ...rest } = current
      return rest
    })
  }, [])

  const submit = useAction(
    (waitlist: boolean) => submitWebform(link, { answers, locale, waitlist }, draft?.code),
    {
      onSuccess: onDone,
      onError: (error) => {
        const fields = isApiError(error) ? fieldErrors(error.errors) : {}
        setErrors(fields)
        // A refused captcha proof is spent: its field asks for a new one.
        const spent = captchaIds(webform).filter((id) => id in fields)
        if (spent.length > 0)
          setAnswers((current) =>
            Object.fromEntries(Object.entries(current).filter(([id]) => !spent.includes(id))),
          )
        setMessage(error.message)
        const full = isSeatsFull(error)
        setWaitlistOffered(full)
        // A seat went meanwhile: the page shows the counts as they are now (the answers stay).
        if (full) onSeatsChanged()
        focusFirstError(fields)
      },
    },
  )

  const send = (event: FormEvent) => {
    event.preventDefault()
    setWaitlistOffered(false)
    const check = validateAnswers(engine, answers, columns, locale)
    if (!check.ok) {
      setErrors(check.errors)
      setMessage(t('checkErrors'))
      focusFirstError(check.errors)
      return
    }
    setErrors({})
    setMessage(null)
    submit.mutate(waitlistOnly)
  }

  const seatsLeft = webform.remaining.form
  return (
    <form onSubmit={send} noValidate aria-label={form.name}>
      <Stack gap="lg">
        {attendee && (
          <Stack gap={4}>
            <Text fw={600}>
              {t('greeting', { name: `${attendee.first_name} ${attendee.last_name}`.trim() })}
            </Text>
            <Text>{readOnly ? t('readOnly') : t('editIntro')}</Text>
            {attendee.room_mate && <RoomMateNote mate={attendee.room_mate} locale={locale} />}
          </Stack>
        )}
        {seatsLeft !== null && seatsLeft > 0 && seatsLeft <= 10 && (
          <Text fw={600} c="orange.9">
            {t('seatsLeft', { count: seatsLeft })}
          </Text>
        )}
        <FormRenderer
          form={form}
          locale={locale}
          answers={answers}
          onChange={onChange}
          errors={errors}
          attendee={columns}
          remaining={remaining}
          services={services}
        />
        <div aria-live="polite">
          <ErrorAlert message={message} />
        </div>
        {waitlistOffered && (
          <Alert color="orange" variant="light" data-testid="waitlist-offer">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('waitlist.offer')}</Text>
              <Button color="orange.9" loading={submit.isPending} onClick={() => submit.mutate(true)}>
                {t('waitlist.join')}
              </Button>
            </Stack>
          </Alert>
        )}
        {!readOnly && (
          <Group justify="flex-end">
            <Button
              type="submit"
              size="md"
              fullWidth
              loading={submit.isPending}
              loaderProps={{ 'aria-label': t('sending') }}
            >
              {waitlistOnly ? t('waitlist.join') : attendee ? t('update') : t('submit')}
            </Button>
          </Group>
        )}
        {!readOnly && (
          <SaveDraft
            link={link}
            locale={locale}
            answers={answers}
            draftCode={draft?.code ?? null}
            defaultEmail={emailAnswer(webform, answers) ?? columnEmail(attendee?.columns)}
          />
        )}
        {attendee && link.pcode && attendee.status !== 'CANCELLED' && (
          <CancelRegistration
            link={{ ...link, pcode: link.pcode }}
            locale={locale}
            onCancelled={onCancelled}
          />
        )}
      </Stack>
    </form>
  )
}
