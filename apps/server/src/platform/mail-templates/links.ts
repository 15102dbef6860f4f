import { type NotificationData, notificationRoute } from '@ajanda/contracts/notifications.contract'

/**
 * Where a notification's "open" button goes: the record's own screen (the contract's notificationRoute,
 * the same the web app's list uses; a budget's needs the project's code from the notice's details), else
 * the list the record lives in, else the app root.
 */
const LIST_ROUTES: Partial<Record<NonNullable<NotificationData['record']>['kind'], string>> = {
  task: '/tasks',
  meeting: '/calendar',
  accounting: '/accounting',
  request: '/approves',
}

export function notificationLink(
  appUrl: string,
  record: NotificationData['record'],
  details?: NotificationData['details'],
): string {
  const root = appUrl.replace(/\/+$/, '')
  const route = notificationRoute(record, details) ?? (record ? LIST_ROUTES[record.kind] : undefined) ?? '/'
  return `${root}${route}`
}
