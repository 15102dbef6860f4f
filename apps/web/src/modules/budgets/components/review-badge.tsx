import type { ReviewStatus } from '@ajanda/contracts/budgets.contract'
import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'

const COLORS: Record<ReviewStatus, string> = {
  NONE: 'gray.7',
  PENDING: 'blue.9',
  APPROVED: 'green.9',
  CHANGES_REQUESTED: 'orange.9',
}

/** A budget's client review status; filled badges keep the text above AA contrast. */
export function ReviewBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('budgets')
  return (
    <Badge color={COLORS[status]} variant="filled" size="sm">
      {t(`reviewStatus.${status}`)}
    </Badge>
  )
}
