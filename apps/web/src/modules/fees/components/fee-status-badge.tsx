import type { FeeStatus } from '@ajanda/contracts/fees.contract'
import { useTranslation } from 'react-i18next'
import { type BadgeTone, ToneBadge } from '../../../shared/ui/tone-badge'

const TONE: Record<FeeStatus, BadgeTone> = {
  PAID: 'green',
  PARTLY_PAID: 'blue',
  UNPAID: 'red',
  NO_FEE: 'gray',
}

export function FeeStatusBadge({ status }: { status: FeeStatus }) {
  const { t } = useTranslation('fees')
  return <ToneBadge tone={TONE[status]}>{t(`statuses.${status}`)}</ToneBadge>
}
