import { LOCALES, type Locale } from '@ajanda/contracts/common/locale'
import type { Declaration } from '@ajanda/contracts/declarations.contract'
import { validateAnswers } from '@ajanda/contracts/forms/validate-answers'
import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { isApiError } from '../../shared/api/api-error'
import { createQueryClient } from '../../shared/api/query-client'
import { engineFormOf } from '../../shared/form-renderer/engine-form'
import { FormRenderer, type FormRendererServices } from '../../shared/form-renderer/form-renderer'
import { formatDateTime } from '../../shared/format/dates'
import { ErrorAlert } from '../../shared/ui/error-alert'
import { applyPublicLanguage, browserLanguages, publicLocale } from '../public-locale'
import { PublicFormHeading, PublicPageFrame } from '../public-page-frame'
import { fieldErrors } from '../web-form/web-form.api'
import { addressPlacesOf } from '../web-form/web-form-extras.api'
import { WebFormHeader } from '../web-form/web-form-header'
import { declarationKey, fetchDeclaration, submitDeclaration, uploadDeclarationFile } from './declaration.api'
import { registerDeclarationTexts } from './declaration-texts'

registerDeclarationTexts()
/** The page's own cache: public pages live outside the staff area and its query client. */
const queryClient = createQueryClient()

function formLanguages(declaration: Declaration | undefined): Locale[] {
  const spoken = (declaration?.form.languages ?? []).filter((code): code is Locale =>
    (LOCALES as readonly string[]).includes(code),
  )
  return spoken.length > 0 ? spoken : ['tr']
}

/** Moves the focus to the first field with an error, as the web form does. */
function focusFirstError(errors: Record<string, string[]>) {
  const first = Object.keys(errors)
    .map((id) => document.querySelector<HTMLElement>(`[data-field-id="${id}"]`))
    .find(Boolean)
  first?.scrollIntoView?.({ block: 'center' })
  first?.querySelector<HTMLElement>('input, textarea, select, button, [tabindex]')?.focus()
}

function Declared({ at, locale }: { at: string; locale: Locale }) {
  const { t } = useTranslation('declaration', { lng: locale })
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      role="status"
      data-testid="declared"
    >
      <Stack gap={4}>
        <Title order={2} fz="h3">
          {t('done.title')}
        </Title>
        <Text>{t('done.declaredAt', { date: formatDateTime(at, locale) })}</Text>
        <Text size="sm">{t('done.copy')}</Text>
      </Stack>
    </Alert>
  )
}

/** The form through the shared renderer and engine; the signature goes to the server as it is drawn. */
function DeclarationFill({
  code,
  declaration,
  locale,
  onDone,
}: {
  code: string
  declaration: Declaration
  locale: Locale
  onDone: (declaredAt: string) => void
}) {
  const { t } = useTranslation('declaration', { lng: locale })
  const { form, attendee } = declaration
  const [answers, setAnswers] = useState<Record<string, unknown>>({})
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [message, setMessage] = useState<string | null>(null)
  const engine = useMemo(() => engineFormOf(form), [form])
  const services = useMemo<FormRendererServices>(
    () => ({
      uploadFile: (fieldId, file) => uploadDeclarationFile(code, fieldId, file),
      addressPlaces: addressPlacesOf(declaration.slug, locale),
    }),
    [code, declaration.slug, locale],
  )
  const onChange = useCallback((fieldId: number, value: unknown) => {
    setAnswers((current) => ({ ...current, [String(fieldId)]: value }))
    setErrors((current) => {
      if (!(String(fieldId) in current)) return current
      const { [String(fieldId)]: _gone, ...rest } = current
      return rest
    })
  }, [])
  const submit = useMutation({
    mutationFn: () => submitDeclaration(code, { answers, locale }),
    onSuccess: (result) => onDone(result.declared_at),
    onError: (error) => {
      const fields = isApiError(error) ? fieldErrors(error.errors) : {}
      setErrors(fields)
      setMessage(error.message)
      focusFirstError(fields)
    },
  })
  const send = (event: FormEvent) => {
    event.preventDefault()
    const check = validateAnswers(engine, answers, attendee.columns, locale)
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
        <Stack gap={4}>
          <Text fw={600}>
            {t('greeting', { name: `${attendee.first_name} ${attendee.last_name}`.trim() })}
          </Text>
          <Text>{t('intro')}</Text>
        </Stack>
        <FormRenderer
          form={form}
          locale={locale}
          answers={answers}
          onChange={onChange}
          errors={errors}
          attendee={attendee.columns}
          services={services}
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

function DeclarationScreen({ code, search }: { code: string; search: URLSearchParams }) {
  const [asked, setAsked] = useState<Locale>(() => publicLocale(search, browserLanguages()))
  const view = useQuery({
    queryKey: [...declarationKey(code), asked],
    queryFn: ({ signal }) => fetchDeclaration(code, asked, signal),
    retry: false,
  })
  const [declaredNow, setDeclaredNow] = useState<string | null>(null)
  const languages = formLanguages(view.data)
  const locale = languages.includes(asked) ? asked : (languages[0] ?? 'tr')
  useEffect(() => {
    void applyPublicLanguage(locale)
  }, [locale])
  const { t } = useTranslation('declaration', { lng: locale })
  const title = view.data?.form.name ?? ''
  useEffect(() => {
    if (title) document.title = title
  }, [title])

  let content: ReactNode
  if (view.error) {
    content =
      isApiError(view.error) && view.error.status === 404 ? (
        <Alert color="red" variant="light" data-testid="declaration-missing">
          {view.error.message || t('notFound')}
        </Alert>
      ) : (
        <Stack gap="sm" align="flex-start">
          <ErrorAlert message={view.error.message || t('loadFailed')} />
          <Button variant="light" onClick={() => void view.refetch()} loading={view.isFetching}>
            {t('retry')}
          </Button>
        </Stack>
      )
  } else if (!view.data) {
    content = (
      <Center py="xl">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    )
  } else {
    const declaredAt = declaredNow ?? view.data.declared_at
    content = declaredAt ? (
      <Declared at={declaredAt} locale={locale} />
    ) : (
      <DeclarationFill code={code} declaration={view.data} locale={locale} onDone={setDeclaredNow} />
    )
  }

  return (
    <PublicPageFrame
      width={720}
      header={
        <WebFormHeader
          branding={view.data?.branding}
          languages={languages}
          locale={locale}
          onLocale={setAsked}
        />
      }
    >
      <Stack gap="lg">
        <PublicFormHeading
          title={view.data?.form.name || t('pageTitle')}
          subtitle={view.data?.project.name}
        />
        {content}
      </Stack>
    </PublicPageFrame>
  )
}

/**
 * /declaration/{code} (issue 22 item 6; event-side.md section 3): the attendee's declaration form
 * (consent texts as `contract` fields, a signature) without login, through the web form's renderer and
 * the shared rule engine. Once declared, the date instead of the form. Mobile first from 360 px.
 */
export function DeclarationPage() {
  const params = useParams()
  const [search] = useSearchParams()
  return (
    <QueryClientProvider client={queryClient}>
      <DeclarationScreen code={params.code ?? ''} search={search} />
    </QueryClientProvider>
  )
}
