import { Badge } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { approvalsPageQueryOptions } from '../approves.api'

/**
 * The sidebar's count of requests waiting for the viewer: the smallest page of the waiting tab (one row),
 * whose `waiting_count` is the figure. Its key starts with 'approvals', so a decision refreshes it.
 */
export function ApprovesNavBadge() {
  const { t } = useTranslation('approvals')
  const waiting = useQuery({
    ...approvalsPageQueryOptions({ tab: 'waiting', page: 1, page_size: 1 }),
    staleTime: 60_000,
    select: (page) => page.waiting_count,
  })
  if (!waiting.data) return null
  return (
    <Badge
      size="sm"
      color="red.8"
      circle={waiting.data < 10}
      title={t('approves.waitingBadge', { count: waiting.data })}
      data-testid="approves-nav-badge"
    >
      {waiting.data > 99 ? '99+' : waiting.data}
    </Badge>
  )
}
