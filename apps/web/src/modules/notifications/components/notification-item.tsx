import { type Notification, noticeIn, notificationRoute } from '@ajanda/contracts/notifications.contract'
import { Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { relativeTime } from '../notification-time'

interface NotificationItemProps {
  notification: Notification
  now: Date
  onOpen: (notification: Notification, route: string | null) => void
}

/** One line of the list: unread ones bold with a dot; Enter or a click opens the record. */
export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications')
  const unread = notification.read_at === null
  const route = notificationRoute(notification.data.record, notification.data.details)
  const actor = notification.data.actor_name
  return (
    <UnstyledButton
      onClick={() => onOpen(notification, route)}
      w="100%"
      p="sm"
      data-unread={unread || undefined}
      data-testid="notification-item"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: unread ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box
          mt={7}
          w={8}
          h={8}
          style={{
            flexShrink: 0,
            borderRadius: '50%',
            background: unread ? 'var(--mantine-color-blue-filled)' : 'transparent',
          }}
          aria-hidden
        />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={unread ? 700 : 400} lineClamp={2}>
            {unread && <VisuallyHidden>{`${t('modal.unreadLabel')}: `}</VisuallyHidden>}
            {t(`types.${notification.type}`, { subject: noticeIn(notification.data, i18n.language).subject })}
          </Text>
          <Text size="xs" c="dimmed">
            {[
              actor ? t('modal.by', { name: actor }) : null,
              relativeTime(notification.created_at, now, i18n.language),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Box>
      </Group>
    </UnstyledButton>
  )
}
