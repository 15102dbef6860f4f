import { sql } from 'drizzle-orm'
import { bigint, index, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, moment, timestamps } from '../../platform/columns'
import { users } from '../users/users.table'

export const conversations = pgTable(
  'conversations',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    kind: varchar('kind', { length: 10 }).notNull(),
    title: varchar('title', { length: 100 }),
    /** `{smaller user id}:{larger}` for a direct conversation: there is one per pair and company. */
    direct_key: varchar('direct_key', { length: 50 }),
    created_by: bigintRef('created_by')
      .notNull()
      .references(() => users.id),
    last_message_at: moment('last_message_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('conversations_direct_key_idx')
      .on(t.event_company_id, t.direct_key)
      .where(sql`${t.direct_key} is not null`),
  ],
)

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversation_id: bigintRef('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    user_id: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    last_read_message_id: bigint('last_read_message_id', { mode: 'number' }),
    joined_at: moment('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversation_id, t.user_id] }),
    index('conversation_participants_user_idx').on(t.user_id),
  ],
)

export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    conversation_id: bigintRef('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender_id: bigintRef('sender_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    created_at: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversation_id, t.id)],
)
