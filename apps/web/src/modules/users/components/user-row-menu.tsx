import type { AdminUser } from '@ajanda/contracts/users-admin.contract'
import { ActionIcon, Menu } from '@mantine/core'
import { IconDots, IconKey, IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useMe } from '../../../shared/session/use-session'
import { useUserActions } from './use-user-actions'

/** A row's actions: edit, send a password link, deactivate or reactivate. */
export function UserRowMenu({ user }: { user: AdminUser }) {
  const { t } = useTranslation('people')
  const me = useMe()
  const actions = useUserActions()
  const active = user.deleted_at === null

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="dark" aria-label={t('actions.menu', { name: user.full_name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={`/admin/user/${user.code}`}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('actions.edit')}
        </Menu.Item>
        {active && (
          <Menu.Item
            leftSection={<IconKey size={16} aria-hidden />}
            onClick={() => void actions.sendPasswordLink(user)}
          >
            {user.invitation_pending ? t('actions.resendInvite') : t('actions.passwordLink')}
          </Menu.Item>
        )}
        {user.id !== me.id && (
          <Menu.Item
            color={active ? 'red.9' : undefined}
            leftSection={
              active ? <IconUserOff size={16} aria-hidden /> : <IconUserCheck size={16} aria-hidden />
            }
            onClick={() => void actions.toggleActive(user)}
          >
            {active ? t('actions.deactivate') : t('actions.reactivate')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  )
}
