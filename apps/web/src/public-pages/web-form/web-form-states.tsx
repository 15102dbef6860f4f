import type { Webform, WebformSubmitResponse } from '@ajanda/contracts/webform.contract'
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core'
import { IconCircleCheck, IconClockPause, IconLock } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../shared/format/dates'

type ClosedReason = NonNullable<Webform['closed_reason']>

/** Why the form takes no answers now: not published, not yet open (with its opening time), closed or full. */
export function ClosedMessage({
  reason,
  opensAt,
  locale,
}: {
  reason: ClosedReason
  opensAt: string | null
  locale: string
}) {
  const { t } = useTranslation('webForm', { lng: locale })
  const text =
    reason === 'not_yet_open' && opensAt
      ? t('closed.not_yet_open_at', { date: formatDateTime(opensAt, locale) })
      : t(`closed.${reason}`)
  return (
    <Alert
      color={reason === 'not_yet_open' ? 'blue' : 'orange'}
      variant="light"
      icon={reason === 'not_yet_open' ? <IconClockPause aria-hidden /> : <IconLock aria-hidden />}
      data-testid="form-closed"
      data-reason={reason}
    >
      {text}
    </Alert>
  )
}

/**
 * After sending: the confirmation text, the attendee's status, the personal link to change the answers
 * and the badge's link. Plain links (a full load): the page's own entry has no router (decisions/0034).
 */
export function ConfirmationView({
  slug,
  result,
  fallbackText,
  locale,
}: {
  slug: string
  result: WebformSubmitResponse
  fallbackText: string
  locale: string
}) {
  const { t } = useTranslation('webForm', { lng: locale })
  const personal = `/web-form/${encodeURIComponent(slug)}/${encodeURIComponent(result.pcode)}`
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return (
    <Stack gap="md" data-testid="webform-confirmation">
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
        <Title order={2} fz="h3">
          {t('done.title')}
        </Title>
        <Text mt={4}>{result.message}</Text>
      </Alert>
      {(result.confirmation_text || fallbackText) && (
        <Text style={{ whiteSpace: 'pre-line' }}>{result.confirmation_text || fallbackText}</Text>
      )}
      <Text fw={600}>{t('done.status', { status: t(`status.${result.status}`) })}</Text>
      <Stack gap={4}>
        <Text size="sm">{t('done.editLink')}</Text>
        <Anchor href={personal} style={{ wordBreak: 'break-all' }} data-testid="personal-link">
          {`${origin}${personal}`}
        </Anchor>
      </Stack>
      <Anchor href={`/event-badge/${encodeURIComponent(result.acode)}`} fw={600}>
        {t('done.badgeLink')}
      </Anchor>
    </Stack>
  )
}
