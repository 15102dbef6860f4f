import { index, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core'
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
  (t) => [index('notifications_unread_idx').on(t.user_id, t.read_at)],
)
