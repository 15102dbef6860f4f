import type { RequestStatus } from '@ajanda/contracts/requests.contract'
import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** Background and text pairs above 4.5:1 (as shared/ui/tone-badge, which has no red). */
const TONES: Record<RequestStatus, { bg: string; color: string }> = {
  PENDING: { bg: 'var(--mantine-color-yellow-0)', color: '#7a4a00' },
  APPROVED: { bg: 'var(--mantine-color-green-0)', color: '#1e6b30' },
  DECLINED: { bg: 'var(--mantine-color-red-0)', color: 'var(--mantine-color-red-9)' },
}

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('approvals')
  return (
    <Badge
      variant="light"
      data-testid="request-status"
      data-status={status}
      style={{ textTransform: 'none', '--badge-bg': TONES[status].bg, '--badge-color': TONES[status].color }}
    >
      {t(`statuses.${status}`)}
    </Badge>
  )
}
