import type { Paginated } from '@ajanda/contracts/common/pagination'
import type {
  Notification,
  NotificationRecipients,
  NotificationType,
} from '@ajanda/contracts/notifications.contract'
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'
import { sessionStore } from '../../shared/session/session-store'

export const NOTIFICATIONS_PAGE_SIZE = 15

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (unreadOnly: boolean) => ['notifications', 'list', unreadOnly ? 'unread' : 'all'] as const,
  recipients: ['notifications', 'recipients'] as const,
}

/** The bell's badge reads /me from the session: keep its count in step without refetching /me. */
export function setUnreadCount(count: number): void {
  const user = sessionStore.user()
  if (user && user.unread_notifications_count !== count)
    sessionStore.setUser({ ...user, unread_notifications_count: count })
}

/** GET /notifications page by page, newest first ("Daha fazla göster" loads the next). */
export const notificationsQueryOptions = (unreadOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(unreadOnly),
    queryFn: ({ signal, pageParam }) =>
      api.get<Paginated<Notification>>(
        '/notifications',
        { page: pageParam, page_size: NOTIFICATIONS_PAGE_SIZE, ...(unreadOnly ? { unread: 1 } : {}) },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  })

/** Marks one read (or all); the answer's count goes straight to the badge. */
export function useMarkRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number | 'all') =>
      api.put<{ unread_notifications_count: number }>(
        id === 'all' ? '/notifications/read-all' : `/notifications/${id}/read`,
      ),
    onSuccess: (answer) => {
      setUnreadCount(answer.unread_notifications_count)
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all, exact: false })
    },
  })
}

export const recipientsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.recipients,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: NotificationRecipients }>(
          '/settings/notification-recipients',
          undefined,
          signal,
        )
      ).data,
  })

/** Saves one type's list (the page saves each change at once); the cache takes the saved list. */
export function useSaveRecipients() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: { type: NotificationType; userIds: number[] }) =>
      api.post<{ message: string; data: NotificationRecipients }>('/settings/notification-recipients', {
        [change.type]: change.userIds,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData<NotificationRecipients>(notificationKeys.recipients, (old) => ({
        ...old,
        ...answer.data,
      }))
    },
  })
}
