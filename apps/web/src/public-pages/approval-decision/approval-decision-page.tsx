import type { Locale } from '@ajanda/contracts/common/locale'
import type { DecisionLinkView } from '@ajanda/contracts/requests.contract'
import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { QueryClientProvider, type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { isApiError } from '../../shared/api/api-error'
import { createQueryClient } from '../../shared/api/query-client'
import { ErrorAlert } from '../../shared/ui/error-alert'
import { applyPublicLanguage, browserLanguages, publicLocale } from '../public-locale'
import { DecisionForm } from './decision-form'
import { DecisionHeader } from './decision-header'
import { type DecisionLink, fetchDecisionView } from './decision-link.api'
import { DecisionStateMessage } from './decision-state-message'
import { DecisionSummary } from './decision-summary'
import { registerDecisionTexts } from './decision-texts'

registerDecisionTexts()
/** The page's own cache: public pages live outside the staff area and its query client. */
const queryClient = createQueryClient()

function useDecisionLink(): DecisionLink | null {
  const params = useParams()
  const [search] = useSearchParams()
  const token = search.get('token')?.trim()
  if (!params.id || !params.person || !params.type || !token) return null
  return { id: params.id, person: params.person, type: params.type, token }
}

function DecisionContent({
  link,
  view,
}: {
  link: DecisionLink | null
  view: UseQueryResult<DecisionLinkView>
}) {
  const { t } = useTranslation('approvals')
  // A decision made here: the page says so rather than the link's new state ("used").
  const [result, setResult] = useState<'APPROVED' | 'DECLINED' | null>(null)

  if (!link || (isApiError(view.error) && view.error.status === 404))
    return <DecisionStateMessage state="invalid" />
  if (view.error) return <ErrorAlert message={view.error.message || t('decisionPage.loadFailed')} />
  if (!view.data)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('decisionPage.loading')} />
      </Center>
    )
  if (result)
    return (
      <Text fw={600} fz="lg" role="status" data-testid="decision-result">
        {t(result === 'APPROVED' ? 'decisionPage.approvedResult' : 'decisionPage.declinedResult')}
      </Text>
    )

  const { state, request, approver, expires_at } = view.data
  return (
    <Stack gap="lg">
      {state !== 'valid' && <DecisionStateMessage state={state} requestId={request?.id} />}
      {state === 'valid' && approver && (
        <Text>{t('decisionPage.greeting', { name: approver.full_name })}</Text>
      )}
      {request && <DecisionSummary request={request} />}
      {state === 'valid' && request && (
        <DecisionForm
          link={link}
          expiresAt={expires_at}
          onDecided={setResult}
          onClosed={() => void view.refetch()}
        />
      )}
    </Stack>
  )
}

function DecisionScreen() {
  const { t } = useTranslation('approvals')
  const [search] = useSearchParams()
  const link = useDecisionLink()
  const [locale, setLocale] = useState<Locale>(() => publicLocale(search, browserLanguages()))
  useEffect(() => {
    void applyPublicLanguage(locale)
  }, [locale])
  const view = useQuery({
    queryKey: ['approval-decision', link],
    queryFn: ({ signal }) => fetchDecisionView(link as DecisionLink, signal),
    enabled: link !== null,
  })

  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <Stack w="100%" maw={680} gap="md">
        <DecisionHeader company={view.data?.company} locale={locale} onLocale={setLocale} />
        <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
          <Stack gap="lg">
            <Title order={1} fz="h2">
              {t('decisionPage.title')}
            </Title>
            <DecisionContent link={link} view={view} />
          </Stack>
        </Paper>
      </Stack>
    </Center>
  )
}

/**
 * /approval-decision/{id}/{person}/{type}?token=: an approver decides from the e-mail without signing in.
 * A valid link shows the request and Approve / Decline (with a reason); a used, expired, decided or
 * invalid one says so. Turkish or English from `?locale` or the browser.
 */
export function ApprovalDecisionPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <DecisionScreen />
    </QueryClientProvider>
  )
}
