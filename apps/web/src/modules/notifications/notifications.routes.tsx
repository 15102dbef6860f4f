import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../shared/routing/route-handle'

/** /admin/notifications (inside the admin layout; the admin guard is the parent's). */
export const notificationsAdminRoutes: RouteObject[] = [
  {
    path: 'notifications',
    handle: {
      layout: 'normal',
      title: 'adminNotifications',
      name: 'AdminNotifications',
    } satisfies RouteHandle,
    lazy: () =>
      import('./pages/notification-recipients-page').then((m) => ({
        Component: m.NotificationRecipientsPage,
      })),
  },
]
