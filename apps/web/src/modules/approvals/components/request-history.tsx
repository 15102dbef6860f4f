import type { RequestDetail, RequestHistoryEntry } from '@ajanda/contracts/requests.contract'
import { Text, Timeline } from '@mantine/core'
import { IconCheck, IconEdit, IconFlag, IconSend, IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../shared/format/dates'
import { useFormLocale } from '../../../shared/forms/use-form-locale'

const BULLETS: Record<RequestHistoryEntry['event'], typeof IconCheck> = {
  SUBMITTED: IconSend,
  RESUBMITTED: IconSend,
  EDITED: IconEdit,
  APPROVED: IconCheck,
  DECLINED: IconX,
  COMPLETED: IconFlag,
}

/** What happened to the request, oldest first: sent, edited, each decision (and whether by e-mail link). */
export function RequestHistory({ request }: { request: RequestDetail }) {
  const { t } = useTranslation('approvals')
  const locale = useFormLocale()
  if (request.history.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('request.noHistory')}
      </Text>
    )

  return (
    <Timeline bulletSize={24} lineWidth={2} data-testid="request-history">
      {request.history.map((entry, index) => {
        const Bullet = BULLETS[entry.event]
        const details = [
          entry.step_no ? t('history.step', { n: entry.step_no }) : null,
          entry.via_link ? t('history.viaLink') : null,
        ].filter(Boolean)
        return (
          <Timeline.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: history entries have no id and never reorder
            key={index}
            bullet={<Bullet size={14} aria-hidden />}
            title={
              <Text size="sm" fw={600}>
                {t(`history.${entry.event}`, { name: entry.user?.full_name ?? t('history.someone') })}
                {details.length > 0 ? ` (${details.join(', ')})` : ''}
              </Text>
            }
          >
            {entry.reason && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('request.reason', { reason: entry.reason })}
              </Text>
            )}
            <Text size="xs" c="dimmed" mt={2}>
              {formatDateTime(entry.at, locale)}
            </Text>
          </Timeline.Item>
        )
      })}
    </Timeline>
  )
}
