import type { ReviewStatus } from '@ajanda/contracts/budgets.contract'
import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** White text reads at AA (4.5:1) on each; Mantine's green.9 and orange.9 fall just short (4.3:1). */
const COLORS: Record<ReviewStatus, string> = {
  NONE: 'gray.7',
  PENDING: 'blue.9',
  APPROVED: 'teal.9',
  CHANGES_REQUESTED: '#a63c06',
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
