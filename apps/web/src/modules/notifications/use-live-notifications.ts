import { NOTIFICATION_EVENT, type NotificationEvent } from '@ajanda/contracts/notifications.contract'
import { useQueryClient } from '@tanstack/react-query'
import { useRealtimeEvent } from '../../shared/realtime/use-realtime-event'
import { sessionStore } from '../../shared/session/session-store'
import { notificationKeys, setUnreadCount } from './notifications.api'

/**
 * Keeps the bell live: a `notification` event sets the badge to the count it carries (or one more) and
 * refreshes the open list, so nobody has to reload the page.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient()
  useRealtimeEvent<NotificationEvent>(NOTIFICATION_EVENT, (event) => {
    const current = sessionStore.user()?.unread_notifications_count ?? 0
    setUnreadCount(event?.unread_notifications_count ?? current + 1)
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all, exact: false })
  })
}
