import { LOCALES, type Locale } from '@ajanda/contracts/common/locale'
import { textIn } from '@ajanda/contracts/forms/form-model'
import type { Webform, WebformSubmitResponse } from '@ajanda/contracts/webform.contract'
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../shared/api/api-error'
import { ErrorAlert } from '../../shared/ui/error-alert'
import { applyPublicLanguage, browserLanguages, publicLocale } from '../public-locale'
import { PublicFormHeading, PublicPageFrame } from '../public-page-frame'
import { type Loaded, useLoad } from './use-request'
import { fetchWebform, type WebformLink, webformKey } from './web-form.api'
import { fetchDraft, type WebformDraft, webformDraftKey } from './web-form-extras.api'
import { WebFormFill } from './web-form-fill'
import { WebFormHeader } from './web-form-header'
import { useWebFormTexts } from './web-form-locale-texts'
import { ClosedMessage, ConfirmationView } from './web-form-states'

/** The form's languages this app speaks (Turkish when it names none). */
export function formLanguages(webform: Webform | undefined): Locale[] {
  const spoken = (webform?.form.languages ?? []).filter((code): code is Locale =>
    (LOCALES as readonly string[]).includes(code),
  )
  return spoken.length > 0 ? spoken : ['tr']
}

export interface WebFormScreenProps {
  slug: string
  /** The personal code of a personal link; null or blank on the form's public address. */
  pcode: string | null | undefined
  /** The address's query: ?locale= and ?draft=. */
  search: URLSearchParams
  /**
   * The server's answer to GET /webform for this address, written into the HTML (web-form-main.tsx,
   * decisions/0034), in the language it was asked in: the page starts with it instead of asking again.
   */
  initial?: { locale: string; data: Webform } | null
}

function WebFormContent({
  link,
  view,
  locale,
  draftCode,
  draftView,
}: {
  link: WebformLink
  view: Loaded<Webform>
  locale: Locale
  /** ?draft= on the address: the answers saved with "Kaydet ve sonra devam et". */
  draftCode: string | null
  draftView: Loaded<WebformDraft>
}) {
  const { t } = useTranslation('webForm', { lng: locale })
  const [result, setResult] = useState<WebformSubmitResponse | null>(null)
  const [cancelled, setCancelled] = useState<string | null>(null)

  if (view.error) {
    if (isApiError(view.error) && view.error.status === 404)
      return (
        <Alert color="red" variant="light" data-testid="form-missing">
          {view.error.message || t('notFound')}
        </Alert>
      )
    // staff-app.md section 8: a failed load keeps the server's message as the form's error.
    return (
      <Stack gap="sm" align="flex-start" data-testid="form-load-error">
        <ErrorAlert message={view.error.message || t('loadFailed')} />
        <Button variant="light" onClick={() => void view.refetch()} loading={view.isFetching}>
          {t('retry')}
        </Button>
      </Stack>
    )
  }
  if (!view.data || (draftCode && draftView.isPending))
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    )
  const webform = view.data
  if (cancelled)
    return (
      <Alert color="blue" variant="light" role="status" data-testid="webform-cancelled">
        {cancelled}
      </Alert>
    )
  if (result)
    return (
      <ConfirmationView
        slug={link.slug}
        result={result}
        fallbackText={textIn(webform.form.confirmation_text, locale)}
        locale={locale}
      />
    )
  const draft = draftCode && draftView.data ? { code: draftCode, answers: draftView.data.answers } : null
  const draftNote = draftCode ? (
    <Alert
      color={draft ? 'teal' : 'orange'}
      variant="light"
      role="status"
      data-testid={draft ? 'draft-loaded' : 'draft-missing'}
    >
      {draft ? t('draft.loaded') : t('draft.missing')}
    </Alert>
  ) : null
  const editable = webform.attendee?.can_edit ?? false
  // A full form still takes newcomers' answers, for its waiting list (event-side.md section 2).
  if (!webform.is_open && !editable && webform.closed_reason === 'full')
    return (
      <Stack gap="lg">
        <ClosedMessage reason="full" opensAt={null} locale={locale} />
        <WebFormFill
          link={link}
          webform={webform}
          locale={locale}
          onDone={setResult}
          onCancelled={setCancelled}
          onSeatsChanged={view.refetch}
          waitlistOnly
        />
      </Stack>
    )
  if (!webform.is_open && !editable)
    return (
      <Stack gap="sm">
        <ClosedMessage
          reason={webform.closed_reason ?? 'closed'}
          opensAt={webform.form.opens_at}
          locale={locale}
        />
        {webform.attendee && (
          <Text>{t('done.status', { status: t(`status.${webform.attendee.status}`) })}</Text>
        )}
      </Stack>
    )
  return (
    <Stack gap="lg">
      {draftNote}
      <WebFormFill
        link={link}
        webform={webform}
        locale={locale}
        onDone={setResult}
        onCancelled={setCancelled}
        onSeatsChanged={view.refetch}
        draft={draft}
      />
    </Stack>
  )
}

function WebFormScreen({ slug, pcode, search, initial }: WebFormScreenProps) {
  const link = useMemo<WebformLink>(() => ({ slug, pcode: pcode?.trim() || null }), [slug, pcode])
  const [asked, setAsked] = useState<Locale>(() => publicLocale(search, browserLanguages()))
  // Only an answer in the language the page asks for; then it is fresh for a while (no second GET).
  const [seed] = useState(() => (initial && initial.locale === asked ? initial.data : undefined))
  const view = useLoad(webformKey(link).join('/'), (signal) => fetchWebform(link, asked, signal), {
    initial: seed,
  })
  const draftCode = search.get('draft')?.trim() || null
  const draftView = useLoad(
    webformDraftKey(link.slug, draftCode ?? '').join('/'),
    (signal) => fetchDraft(link.slug, draftCode ?? '', asked, signal),
    { enabled: draftCode !== null },
  )
  const languages = formLanguages(view.data)
  // The texts of a language load with the switch to it (decisions/0034); until then the page keeps
  // the one it speaks.
  const locale = useWebFormTexts(languages.includes(asked) ? asked : (languages[0] ?? 'tr'))
  useEffect(() => {
    void applyPublicLanguage(locale)
  }, [locale])
  const { t } = useTranslation('webForm', { lng: locale })
  const title = view.data?.form.name ?? ''
  useEffect(() => {
    if (title && typeof document !== 'undefined') document.title = title
  }, [title])

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
          subtitle={view.data?.project?.name}
        />
        <WebFormContent
          key={`${link.slug}/${link.pcode ?? ''}`}
          link={link}
          view={view}
          locale={locale}
          draftCode={draftCode}
          draftView={draftView}
        />
      </Stack>
    </PublicPageFrame>
  )
}

/**
 * /web-form/{slug}/{pcode?}: a published form filled without signing in (event-side.md section 2). The
 * slug opens a PUBLIC form; a personal code opens the attendee's own, with their saved answers to change
 * until the edit deadline and a way to cancel. Turkish or English among the form's languages. Its
 * address comes in as props, so the page's own entry (web-form-main.tsx) needs no router
 * (decisions/0034); the app's router hands them over in web-form-page.tsx.
 */
export function WebFormStandalone(props: WebFormScreenProps) {
  return <WebFormScreen {...props} />
}
