import type { AdminUser } from '@ajanda/contracts/users-admin.contract'
import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** Aktif, Pasif or Davet bekliyor. */
export function UserStatusBadge({ user }: { user: Pick<AdminUser, 'deleted_at' | 'invitation_pending'> }) {
  const { t } = useTranslation(['people', 'common'])
  if (user.deleted_at !== null) {
    return (
      <Badge variant="dot" color="gray.6">
        {t('common:status.inactive')}
      </Badge>
    )
  }
  if (user.invitation_pending) {
    return (
      <Badge variant="dot" color="blue.6">
        {t('status.invited')}
      </Badge>
    )
  }
  return (
    <Badge variant="dot" color="green.6">
      {t('common:status.active')}
    </Badge>
  )
}
