import { index, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, moment, timestamps } from '../../platform/columns'
import { users } from '../users/users.table'

export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    user_id: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    type: varchar('type', { length: 60 }).notNull(),
    data: jsonb('data').notNull().default({}),
    read_at: moment('read_at'),
    ...timestamps(),
  },
  (t) => [
    index('notifications_unread_idx').on(t.user_id, t.read_at),
    // The bell's list: a user's notifications, newest first.
    index('notifications_user_list_idx').on(t.user_id, t.id),
  ],
)

/**
 * Who gets a notification type on top of the people directly involved (admin-area.md "Notification
 * recipient", set in /admin/notifications). One row per company, type and user.
 */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    type: varchar('type', { length: 60 }).notNull(),
    user_id: bigintRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('notification_recipients_unique').on(t.event_company_id, t.type, t.user_id)],
)
