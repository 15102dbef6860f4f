import type { RequestDetail, RequestStep } from '@ajanda/contracts/requests.contract'
import { Group, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconCheck, IconClock, IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../shared/format/dates'
import { useFormLocale } from '../../../shared/forms/use-form-locale'

const ICONS = {
  APPROVED: { Icon: IconCheck, color: 'green.8' },
  DECLINED: { Icon: IconX, color: 'red.8' },
  WAITING: { Icon: IconClock, color: 'gray.7' },
} as const

/**
 * The request's chain as resolved on submission: each step's approvers and its decision (who, when, why).
 * A step after a decline stays undecided and shows no clock (nobody waits on it any more).
 */
export function RequestSteps({ request }: { request: RequestDetail }) {
  const { t } = useTranslation('approvals')
  const locale = useFormLocale()
  if (request.steps.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('request.noSteps')}
      </Text>
    )

  const outcome = (step: RequestStep) => {
    if (step.decision === 'APPROVED')
      return t('request.stepApprovedBy', { name: step.decided_by?.full_name ?? t('history.someone') })
    if (step.decision === 'DECLINED')
      return t('request.stepDeclinedBy', { name: step.decided_by?.full_name ?? t('history.someone') })
    return step.step_no === request.current_step ? t('request.stepWaiting') : null
  }

  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="request-steps">
      {request.steps.map((step) => {
        const { Icon, color } = ICONS[step.decision ?? 'WAITING']
        const text = outcome(step)
        return (
          <Group component="li" key={step.step_no} gap="sm" align="flex-start" wrap="nowrap">
            <ThemeIcon variant="light" color={color} radius="xl" size={28} aria-hidden>
              <Icon size={16} />
            </ThemeIcon>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {t('request.stepNo', { n: step.step_no })}
                {': '}
                <Text span fw={400}>
                  {step.approvers.map((person) => person.full_name).join(', ')}
                </Text>
              </Text>
              {text && (
                <Text size="sm" c="dimmed">
                  {text}
                  {step.decided_at ? ` · ${formatDateTime(step.decided_at, locale)}` : ''}
                </Text>
              )}
              {step.reason && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('request.reason', { reason: step.reason })}
                </Text>
              )}
            </Stack>
          </Group>
        )
      })}
    </Stack>
  )
}
