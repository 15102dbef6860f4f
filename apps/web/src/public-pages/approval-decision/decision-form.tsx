import { Button, Group, Stack, Text } from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeclineForm } from '../../modules/approvals/components/decline-form'
import { isApiError } from '../../shared/api/api-error'
import { formatDateTime } from '../../shared/format/dates'
import { ErrorAlert } from '../../shared/ui/error-alert'
import { type DecisionLink, type LinkDecision, postDecision } from './decision-link.api'

type Decision = LinkDecision['decision']

/**
 * Approve, or decline with a reason, once. A 410 means the link closed meanwhile (used in another tab,
 * expired, or a colleague decided): `onClosed` reloads the view, which then says which.
 */
export function DecisionForm({
  link,
  expiresAt,
  onDecided,
  onClosed,
}: {
  link: DecisionLink
  expiresAt: string | null
  onDecided: (decision: Decision) => void
  onClosed: () => void
}) {
  const { t, i18n } = useTranslation('approvals')
  const [declining, setDeclining] = useState(false)
  const decide = useMutation({
    mutationFn: (decision: LinkDecision) => postDecision(link, decision),
    onSuccess: (_answer, decision) => onDecided(decision.decision),
    onError: (error) => {
      if (isApiError(error) && (error.status === 410 || error.status === 404)) onClosed()
    },
  })

  return (
    <Stack gap="md">
      <ErrorAlert message={decide.error?.message} />
      {declining ? (
        <DeclineForm
          pending={decide.isPending}
          onSubmit={(reason) => decide.mutate({ decision: 'DECLINED', reason })}
          onCancel={() => setDeclining(false)}
        />
      ) : (
        <Group gap="sm" grow preventGrowOverflow={false}>
          <Button
            size="md"
            color="teal.9"
            leftSection={<IconCheck size={18} aria-hidden />}
            loading={decide.isPending}
            onClick={() => decide.mutate({ decision: 'APPROVED' })}
          >
            {t('decide.approve')}
          </Button>
          <Button
            size="md"
            color="red.8"
            variant="outline"
            leftSection={<IconX size={18} aria-hidden />}
            disabled={decide.isPending}
            onClick={() => setDeclining(true)}
          >
            {t('decide.decline')}
          </Button>
        </Group>
      )}
      {expiresAt && (
        <Text size="xs" c="dimmed">
          {t('decisionPage.expiresAt', { date: formatDateTime(expiresAt, i18n.language) })}
        </Text>
      )}
    </Stack>
  )
}
