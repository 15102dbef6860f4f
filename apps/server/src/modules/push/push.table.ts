import { sql } from 'drizzle-orm'
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, timestamps } from '../../platform/columns'
import { users } from '../users/users.table'

/**
 * The server's VAPID key pair: one row (id 1), made on the first start. Every process and worker signs
 * with the same pair, because browsers bind their subscriptions to the public key.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: smallint('id').primaryKey().default(1),
    public_key: text('public_key').notNull(),
    private_key: text('private_key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('push_vapid_keys_single_row', sql`${t.id} = 1`)],
)

/** One browser's push subscription (the endpoint is unique: a browser re-subscribing updates its row). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    user_id: bigintRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: varchar('p256dh', { length: 256 }).notNull(),
    auth: varchar('auth', { length: 64 }).notNull(),
    platform: varchar('platform', { length: 16 }).notNull().default('web'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.user_id),
  ],
)
