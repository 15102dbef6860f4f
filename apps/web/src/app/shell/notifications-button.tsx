import { ActionIcon, Indicator, Modal } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconBell } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { NotificationsPanel } from '../../modules/notifications/components/notifications-panel'
import { useLiveNotifications } from '../../modules/notifications/use-live-notifications'
import { useMe } from '../../shared/session/use-session'

/** The bell with the unread badge (live over the realtime channel); opens the notifications modal. */
export function NotificationsButton() {
  const { t } = useTranslation(['shell', 'common', 'routes'])
  const me = useMe()
  const [opened, { open, close }] = useDisclosure(false)
  useLiveNotifications()
  const unread = me.unread_notifications_count
  const label = unread > 0 ? t('header.notificationsUnread', { count: unread }) : t('header.notifications')

  return (
    <>
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={18}
        disabled={unread === 0}
        color="red.8"
        offset={4}
        data-testid="notifications-badge"
      >
        <ActionIcon variant="subtle" color="dark" size="lg" aria-label={label} onClick={open}>
          <IconBell size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
      <Modal
        opened={opened}
        onClose={close}
        title={t('notificationsModal.title')}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        size="lg"
      >
        <NotificationsPanel unreadCount={unread} onNavigate={close} />
      </Modal>
    </>
  )
}
