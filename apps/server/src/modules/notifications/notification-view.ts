import {
  type Notification,
  type NotificationType,
  notificationDataSchema,
} from '@ajanda/contracts/notifications.contract'
import type { NotificationRow } from './notifications.repository'

/** A stored row as the API shows it; data written by an older version is read leniently. */
export function toNotification(row: NotificationRow): Notification {
  const parsed = notificationDataSchema.safeParse(row.data)
  return {
    id: row.id,
    type: row.type as NotificationType,
    data: parsed.success ? parsed.data : { subject: '' },
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }
}
