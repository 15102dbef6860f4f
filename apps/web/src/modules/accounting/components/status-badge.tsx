import type { AccountingStatus } from '@ajanda/contracts/accounting.contract'
import { useTranslation } from 'react-i18next'
import { type BadgeTone, ToneBadge } from '../../../shared/ui/tone-badge'

const TONE: Record<AccountingStatus, BadgeTone> = {
  PENDING: 'blue',
  APPROVED: 'green',
  DECLINED: 'gray',
  UNPAID: 'gray',
  PARTIAL: 'blue',
  PAID: 'green',
}

/** A request's decision or an invoice's payment state. */
export function AccountingStatusBadge({ status }: { status: AccountingStatus }) {
  const { t } = useTranslation('accounting')
  return <ToneBadge tone={TONE[status]}>{t(`statuses.${status}`)}</ToneBadge>
}
