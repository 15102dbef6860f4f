import type { Brief, BriefSubmitResponse } from '@ajanda/contracts/brief.contract'
import { LOCALES, type Locale } from '@ajanda/contracts/common/locale'
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { isApiError } from '../../shared/api/api-error'
import { createQueryClient } from '../../shared/api/query-client'
import { NotFoundPage } from '../../shared/pages/not-found-page'
import { ErrorAlert } from '../../shared/ui/error-alert'
import { applyPublicLanguage, browserLanguages, publicLocale } from '../public-locale'
import { PublicFormHeading, PublicPageFrame } from '../public-page-frame'
import { WebFormHeader } from '../web-form/web-form-header'
import { type BriefLink, briefKey, fetchBrief } from './brief.api'
import { BriefFill } from './brief-fill'
import { registerBriefTexts } from './brief-texts'

registerBriefTexts()
/** The page's own cache: public pages live outside the staff area and its query client. */
const queryClient = createQueryClient()

/** The form's languages this app speaks (Turkish when it names none). */
function formLanguages(brief: Brief | undefined): Locale[] {
  const spoken = (brief?.form.languages ?? []).filter((code): code is Locale =>
    (LOCALES as readonly string[]).includes(code),
  )
  return spoken.length > 0 ? spoken : ['tr']
}

function Confirmation({ result, locale }: { result: BriefSubmitResponse; locale: Locale }) {
  const { t } = useTranslation('customerForm', { lng: locale })
  return (
    <Stack gap="md" data-testid="brief-confirmation">
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
        <Text fw={600}>{result.message || t('thanks')}</Text>
      </Alert>
      {result.confirmation_text && <Text style={{ whiteSpace: 'pre-line' }}>{result.confirmation_text}</Text>}
    </Stack>
  )
}

function BriefScreen() {
  const params = useParams()
  const [search] = useSearchParams()
  const link = useMemo<BriefLink>(
    () => ({ slug: params.slug ?? '', ccode: params.ccode?.trim() || null }),
    [params.slug, params.ccode],
  )
  const [asked, setAsked] = useState<Locale>(() => publicLocale(search, browserLanguages()))
  const view = useQuery({
    queryKey: briefKey(link),
    queryFn: ({ signal }) => fetchBrief(link, asked, signal),
    retry: false,
  })
  const [result, setResult] = useState<BriefSubmitResponse | null>(null)
  const languages = formLanguages(view.data)
  const locale = languages.includes(asked) ? asked : (languages[0] ?? 'tr')
  useEffect(() => {
    void applyPublicLanguage(locale)
  }, [locale])
  const { t } = useTranslation(['customerForm', 'webForm'], { lng: locale })
  const title = view.data?.form.name ?? ''
  useEffect(() => {
    if (title && typeof document !== 'undefined') document.title = title
  }, [title])

  // An unknown or unpublished slug is no page at all: the app's not-found page, as for any unknown path.
  if (isApiError(view.error) && view.error.status === 404) return <NotFoundPage />

  let content: ReactNode
  if (view.error)
    content = (
      <Stack gap="sm" align="flex-start" data-testid="brief-load-error">
        <ErrorAlert message={view.error.message || t('webForm:loadFailed')} />
        <Button variant="light" onClick={() => void view.refetch()} loading={view.isFetching}>
          {t('webForm:retry')}
        </Button>
      </Stack>
    )
  else if (!view.data)
    content = (
      <Center py="xl">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    )
  else if (result) content = <Confirmation result={result} locale={locale} />
  else content = <BriefFill link={link} brief={view.data} locale={locale} onDone={setResult} />

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
          subtitle={view.data?.client && t('forClient', { name: view.data.client.name })}
        >
          {view.data && !result && <Text mt="xs">{t('intro')}</Text>}
        </PublicFormHeading>
        {content}
      </Stack>
    </PublicPageFrame>
  )
}

/**
 * /{slug}/{ccode?} (CustomerForm): the company's brief form, filled by a prospective client without
 * signing in (event-side.md section 2 "Customer form"); the answers become a lead. A ccode names a known
 * client. Turkish or English among the form's languages; an unknown slug is the not-found page.
 */
export function BriefPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <BriefScreen />
    </QueryClientProvider>
  )
}
