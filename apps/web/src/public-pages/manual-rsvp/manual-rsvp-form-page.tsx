import type { Locale } from '@ajanda/contracts/common/locale'
import { validateAnswers } from '@ajanda/contracts/forms/validate-answers'
import type { ManualRsvpForm } from '@ajanda/contracts/manual-rsvp.contract'
import type { RemainingSeats } from '@ajanda/contracts/webform.contract'
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { isApiError } from '../../shared/api/api-error'
import { engineFormOf } from '../../shared/form-renderer/engine-form'
import { FormRenderer } from '../../shared/form-renderer/form-renderer'
import { ErrorAlert } from '../../shared/ui/error-alert'
import {
  fetchHelperForm,
  type HelperSession,
  helperFormKey,
  readHelperSession,
  storeHelperSession,
  submitHelperForm,
} from './manual-rsvp.api'
import { ManualRsvpFrame, useHelperLocale } from './manual-rsvp-frame'
import { manualRsvpQueryClient, SignedOut, StatusBadge } from './manual-rsvp-list-page'
import { registerManualRsvpTexts } from './manual-rsvp-texts'

registerManualRsvpTexts()

/** Seats the attendee's saved answers hold are theirs: never "full" to them. */
function remainingFor(view: ManualRsvpForm): RemainingSeats {
  const held = new Set<string>()
  for (const value of Object.values(view.attendee.answers))
    for (const id of Array.isArray(value) ? value : [value])
      if (typeof id === 'number' || typeof id === 'string') held.add(String(id))
  const free = (record: Record<string, number | null>) =>
    Object.fromEntries(Object.entries(record).map(([id, left]) => [id, held.has(id) ? null : left]))
  return {
    ...view.remaining,
    options: free(view.remaining.options),
    flight_options: free(view.remaining.flight_options),
  }
}

function AnswerForm({ code, view, locale }: { code: string; view: ManualRsvpForm; locale: Locale }) {
  const { t } = useTranslation('manualRsvp', { lng: locale })
  const { form, attendee } = view
  const [answers, setAnswers] = useState<Record<string, unknown>>(() => ({ ...attendee.answers }))
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [message, setMessage] = useState<string | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  const engine = useMemo(() => engineFormOf(form), [form])
  const remaining = useMemo(() => remainingFor(view), [view])
  const onChange = useCallback((fieldId: number, value: unknown) => {
    setSaved(null)
    setAnswers((current) => ({ ...current, [String(fieldId)]: value }))
    setErrors((current) => {
      if (!(String(fieldId) in current)) return current
      const { [String(fieldId)]: _gone, ...rest } = current
      return rest
    })
  }, [])
  const submit = useMutation({
    mutationFn: () => submitHelperForm(code, { answers, locale }),
    onSuccess: (result) => {
      setSaved(result.message)
      setMessage(null)
      void manualRsvpQueryClient.invalidateQueries({ queryKey: ['manual-rsvp'] })
    },
    onError: (error) => {
      const fields: Record<string, string[]> = {}
      if (isApiError(error))
        for (const [key, list] of Object.entries(error.errors)) fields[key.replace(/^answers\./, '')] = list
      setErrors(fields)
      setMessage(error.message)
    },
  })
  const send = (event: FormEvent) => {
    event.preventDefault()
    const check = validateAnswers(engine, answers, attendee.columns, locale)
    if (!check.ok) {
      setErrors(check.errors)
      setMessage(t('form.checkErrors'))
      return
    }
    setErrors({})
    setMessage(null)
    submit.mutate()
  }
  const name = `${attendee.first_name} ${attendee.last_name}`.trim()
  return (
    <form onSubmit={send} noValidate aria-label={form.name}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} fz="lg" component="h2" m={0}>
              {name}
            </Text>
            <StatusBadge status={attendee.status} locale={locale} />
          </Group>
          <Text size="sm">{t('form.intro', { name })}</Text>
          {attendee.answered && (
            <Text size="sm" c="dimmed">
              {t('form.earlier')}
            </Text>
          )}
        </Stack>
        {!view.is_open && (
          <Alert color="orange" variant="light">
            {t('form.closed')}
          </Alert>
        )}
        <FormRenderer
          form={form}
          locale={locale}
          answers={answers}
          onChange={onChange}
          errors={errors}
          attendee={attendee.columns}
          remaining={remaining}
        />
        <div aria-live="polite">
          <ErrorAlert message={message} />
          {saved && (
            <Alert color="green" variant="light" role="status" data-testid="manual-rsvp-saved">
              {saved}
            </Alert>
          )}
        </div>
        <Group justify="space-between" wrap="wrap-reverse" gap="sm">
          <Anchor component={Link} to="/manuel-rsvp/form">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              {t('form.back')}
            </Group>
          </Anchor>
          {view.is_open && (
            <Button type="submit" loading={submit.isPending} loaderProps={{ 'aria-label': t('form.saving') }}>
              {t('form.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  )
}

function FormScreen() {
  const { code = '' } = useParams()
  const [locale, setLocale] = useHelperLocale()
  const { t } = useTranslation('manualRsvp', { lng: locale })
  const [session, setSession] = useState<HelperSession | null>(() => readHelperSession())
  const view = useQuery({
    queryKey: [...helperFormKey(code), locale],
    queryFn: async ({ signal }) => {
      try {
        return await fetchHelperForm(code, locale, signal)
      } catch (error) {
        if (isApiError(error) && error.status === 401) {
          storeHelperSession(null)
          setSession(null)
        }
        throw error
      }
    },
    enabled: session !== null,
    retry: false,
  })
  let body: React.ReactNode
  if (!session) body = <SignedOut locale={locale} />
  else if (view.error)
    body =
      isApiError(view.error) && view.error.status === 404 ? (
        <Stack gap="sm" align="flex-start">
          <Alert color="red" variant="light">
            {t('form.notFound')}
          </Alert>
          <Anchor component={Link} to="/manuel-rsvp/form">
            {t('form.back')}
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start">
          <ErrorAlert message={view.error.message || t('loadFailed')} />
          <Button variant="light" onClick={() => void view.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      )
  else if (!view.data)
    body = (
      <Center py="xl">
        <Loader size="sm" aria-label={t('pageTitle')} />
      </Center>
    )
  else body = <AnswerForm key={`${code}/${locale}`} code={code} view={view.data} locale={locale} />
  return (
    <ManualRsvpFrame
      session={session}
      locale={locale}
      onLocale={setLocale}
      onSignedOut={() => setSession(null)}
    >
      {body}
    </ManualRsvpFrame>
  )
}

/** /manuel-rsvp/form/{code}: the helper answers the mma form for one invitee (their personal code). */
export function ManualRsvpFormPage() {
  return (
    <QueryClientProvider client={manualRsvpQueryClient}>
      <FormScreen />
    </QueryClientProvider>
  )
}
