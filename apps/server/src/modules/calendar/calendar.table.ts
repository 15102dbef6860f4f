import { index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, moment, timestamps } from '../../platform/columns'
import { users } from '../users/users.table'

/**
 * A user's private iCalendar feed: only the token's hash is stored; revoking deletes the row, and a new
 * feed gets a new token (the old URL stops working at once).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    user_id: bigintRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    last_fetched_at: moment('last_fetched_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_user_uq').on(t.user_id),
    uniqueIndex('calendar_feeds_token_uq').on(t.token_hash),
  ],
)

/**
 * A mail/calendar account linked on the profile page (me.calendars): a meeting with "share" on is sent to
 * it as an iCalendar invitation.
 */
export const userCalendarAccounts = pgTable(
  'user_calendar_accounts',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    user_id: bigintRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: varchar('platform', { length: 20 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    ...timestamps(),
  },
  (t) => [index('user_calendar_accounts_user_idx').on(t.user_id)],
)
