import type { AddressBookStatus } from '@ajanda/contracts/common/crm-fields'
import { useTranslation } from 'react-i18next'
import { ToneBadge } from '../../../shared/ui/tone-badge'

export function CompanyStatusBadge({ status }: { status: AddressBookStatus }) {
  const { t } = useTranslation('crm')
  return <ToneBadge tone={status === 'EXISTING' ? 'green' : 'gray'}>{t(`status.${status}`)}</ToneBadge>
}
