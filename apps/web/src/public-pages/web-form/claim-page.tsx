import type { Locale } from '@ajanda/contracts/common/locale'
import type { WebformClaim, WebformClaimResponse } from '@ajanda/contracts/webform-claim.contract'
import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { api } from '../../shared/api/api-client'
import { isApiError } from '../../shared/api/api-error'
import { createQueryClient } from '../../shared/api/query-client'
import { ErrorAlert } from '../../shared/ui/error-alert'
import { MailedLinkScreen } from '../mailed-link-screen'
import { applyPublicLanguage } from '../public-locale'
import { registerWebFormTexts } from './web-form-texts'

registerWebFormTexts()
const queryClient = createQueryClient()

const claimPath = (code: string) => `/webform/claim/${encodeURIComponent(code)}`

/** 422 codes of an offer that can no longer be taken. */
function goneReason(error: unknown): 'expired' | 'taken' | null {
  if (!isApiError(error) || error.status !== 422) return null
  const code = (error.body as { code?: unknown } | undefined)?.code
  return code === 'claim_taken' ? 'taken' : code === 'claim_expired' ? 'expired' : null
}

const dateTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso))

function ClaimContent({ code, asked }: { code: string; asked: Locale }) {
  const view = useClaim(code, asked)
  const { t } = useTranslation('webForm', { lng: view.data?.locale ?? asked })
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {view.data?.form.name || t('claim.pageTitle')}
        </Title>
        {view.data?.project && <Text c="dimmed">{view.data.project.name}</Text>}
      </Stack>
      <ClaimBody code={code} asked={asked} view={view} />
    </Stack>
  )
}

const useClaim = (code: string, asked: Locale) =>
  useQuery({
    queryKey: ['webform-claim', code],
    queryFn: ({ signal }) => api.get<WebformClaim>(claimPath(code), { locale: asked }, signal),
    retry: false,
  })

function ClaimBody({
  code,
  asked,
  view,
}: {
  code: string
  asked: Locale
  view: ReturnType<typeof useClaim>
}) {
  const locale: Locale = view.data?.locale ?? asked
  useEffect(() => {
    void applyPublicLanguage(locale)
  }, [locale])
  const { t } = useTranslation('webForm', { lng: locale })
  const [done, setDone] = useState<WebformClaimResponse | null>(null)
  const claim = useMutation({
    mutationFn: () => api.post<WebformClaimResponse>(claimPath(code), undefined, { query: { locale } }),
    onSuccess: setDone,
  })

  if (done) {
    const personal = `/web-form/${encodeURIComponent(done.slug)}/${encodeURIComponent(done.pcode)}`
    return (
      <Stack gap="md" data-testid="claim-done">
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
          <Title order={2} fz="h3">
            {t('claim.done')}
          </Title>
          <Text mt={4}>{done.message}</Text>
        </Alert>
        <Text fw={600}>{t('done.status', { status: t(`status.${done.status}`) })}</Text>
        <Anchor component={Link} to={personal}>
          {t('claim.editLink')}
        </Anchor>
        {done.status === 'REGISTERED' && (
          <Anchor component={Link} to={`/event-badge/${encodeURIComponent(done.acode)}`} fw={600}>
            {t('done.badgeLink')}
          </Anchor>
        )}
      </Stack>
    )
  }

  const gone = goneReason(view.error) ?? goneReason(claim.error)
  if (gone)
    return (
      <Alert color="yellow" variant="light" role="status" data-testid={`claim-${gone}`}>
        {t(`claim.${gone}`)}
      </Alert>
    )
  if (view.error) {
    if (isApiError(view.error) && view.error.status === 404)
      return (
        <Alert color="red" variant="light" data-testid="claim-missing">
          {t('claim.notFound')}
        </Alert>
      )
    return <ErrorAlert message={view.error.message || t('loadFailed')} />
  }
  if (!view.data)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('claim.loading')} />
      </Center>
    )
  const offer = view.data
  return (
    <Stack gap="md" data-testid="claim-offer">
      {offer.first_name && <Text>{t('greeting', { name: offer.first_name })}</Text>}
      <Text fw={600}>
        {offer.option_text ? t('claim.offer', { option: offer.option_text }) : t('claim.formPlace')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('claim.until', { date: dateTime(offer.expires_at, locale) })}
      </Text>
      {claim.error && <ErrorAlert message={claim.error.message} />}
      <Button
        size="md"
        onClick={() => claim.mutate()}
        loading={claim.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('claim.take')}
      </Button>
    </Stack>
  )
}

/**
 * /web-form/claim/{code}: the waiting-list offer mailed when a seat opened (event-side.md section 2).
 * Shows what is offered and until when; "Yerimi al" takes it. An expired or already taken offer says so.
 */
export function ClaimPage() {
  return (
    <MailedLinkScreen
      queryClient={queryClient}
      body={(code, asked) => <ClaimContent code={code} asked={asked} />}
    />
  )
}
