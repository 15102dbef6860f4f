import type { Notification } from '@ajanda/contracts/notifications.contract'
import { Button, Group, SegmentedControl, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconBellOff, IconChecks } from '@tabler/icons-react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { notificationsQueryOptions, useMarkRead } from '../notifications.api'
import { NotificationItem } from './notification-item'

interface NotificationsPanelProps {
  unreadCount: number
  /** Closes the modal before a click navigates away. */
  onNavigate: () => void
}

/** The modal's body: all or unread, newest first, page by page; a click marks read and opens the record. */
export function NotificationsPanel({ unreadCount, onNavigate }: NotificationsPanelProps) {
  const { t } = useTranslation(['notifications', 'common'])
  const navigate = useNavigate()
  const [filter, setFilter] = useState<'all' | 'unread'>('all')
  const list = useInfiniteQuery(notificationsQueryOptions(filter === 'unread'))
  const markRead = useMarkRead()
  const [now] = useState(() => new Date())
  const items = list.data?.pages.flatMap((page) => page.data) ?? []

  function open(notification: Notification, route: string | null) {
    if (notification.read_at === null) markRead.mutate(notification.id)
    if (route) {
      onNavigate()
      void navigate(route)
    }
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <SegmentedControl
          size="xs"
          value={filter}
          onChange={(value) => setFilter(value as 'all' | 'unread')}
          aria-label={t('modal.filterLabel')}
          data={[
            { value: 'all', label: t('modal.filterAll') },
            { value: 'unread', label: t('modal.filterUnread') },
          ]}
        />
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconChecks size={16} aria-hidden />}
          disabled={unreadCount === 0}
          loading={markRead.isPending && markRead.variables === 'all'}
          onClick={() => markRead.mutate('all')}
        >
          {t('modal.markAllRead')}
        </Button>
      </Group>
      {list.isPending ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={48} radius="md" />
          ))}
        </Stack>
      ) : list.isError ? (
        <Stack align="center" gap="xs" py="lg">
          <Text c="red.8">{t('modal.loadFailed')}</Text>
          <Button size="xs" variant="light" onClick={() => void list.refetch()}>
            {t('modal.retry')}
          </Button>
        </Stack>
      ) : items.length === 0 ? (
        <Stack align="center" gap="xs" py="lg">
          <ThemeIcon variant="light" color="gray" size={48} radius="xl" aria-hidden>
            <IconBellOff size={26} />
          </ThemeIcon>
          <Text c="dimmed">{filter === 'unread' ? t('modal.emptyUnread') : t('modal.empty')}</Text>
        </Stack>
      ) : (
        <Stack
          gap={4}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('modal.listLabel')}
        >
          {items.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} now={now} onOpen={open} />
            </li>
          ))}
        </Stack>
      )}
      {list.hasNextPage && (
        <Button
          variant="light"
          size="xs"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('modal.loadMore')}
        </Button>
      )}
    </Stack>
  )
}
