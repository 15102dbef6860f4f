import { MESSENGER_EVENTS } from '@ajanda/contracts/messenger.contract'
import { ActionIcon, Indicator } from '@mantine/core'
import { IconMessages } from '@tabler/icons-react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { api } from '../../../shared/api/api-client'
import { useRealtimeEvent } from '../../../shared/realtime/use-realtime-event'
import { messengerKeys } from '../messenger.api'

const unreadKey = [...messengerKeys.all, 'unread'] as const

/** The header's way to /messenger, with the number of unread messages kept live. */
export function MessengerButton() {
  const { t } = useTranslation('messenger')
  const queryClient = useQueryClient()
  const unread = useQuery({
    queryKey: unreadKey,
    queryFn: async ({ signal }) =>
      (await api.get<{ unread_count: number }>('/messenger/unread', undefined, signal)).unread_count,
  })
  const refresh = () => void queryClient.invalidateQueries({ queryKey: unreadKey })
  useRealtimeEvent(MESSENGER_EVENTS.message, refresh)
  useRealtimeEvent(MESSENGER_EVENTS.read, refresh)
  const count = unread.data ?? 0
  return (
    <Indicator label={count > 99 ? '99+' : count} size={18} disabled={count === 0} color="red.8" offset={4}>
      <ActionIcon
        component={Link}
        to="/messenger"
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={count > 0 ? t('openUnread', { count }) : t('open')}
      >
        <IconMessages size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  )
}
