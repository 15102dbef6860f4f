import type { AddressBookStatus } from '@ajanda/contracts/common/crm-fields'
import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'

export function CompanyStatusBadge({ status }: { status: AddressBookStatus }) {
  const { t } = useTranslation('crm')
  return (
    <Badge variant="light" color={status === 'EXISTING' ? 'green.9' : 'gray'}>
      {t(`status.${status}`)}
    </Badge>
  )
}
