import { ActionIcon, Indicator, Modal, Stack, Text, ThemeIcon } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconBell, IconBellOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useMe } from '../../shared/session/use-session'

/** The bell with the unread badge; opens the notifications modal. */
export function NotificationsButton() {
  const { t } = useTranslation(['shell', 'common', 'routes'])
  const me = useMe()
  const [opened, { open, close }] = useDisclosure(false)
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
      >
        {unread === 0 ? (
          <Stack align="center" gap="xs" py="lg">
            <ThemeIcon variant="light" color="gray" size={48} radius="xl" aria-hidden>
              <IconBellOff size={26} />
            </ThemeIcon>
            <Text c="dimmed">{t('common:empty.noResults')}</Text>
          </Stack>
        ) : (
          <Text py="md">{t('notificationsModal.unread', { count: unread })}</Text>
        )}
      </Modal>
    </>
  )
}
