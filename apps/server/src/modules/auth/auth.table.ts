import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, idColumn, moment, timestamps } from '../../platform/columns'
import { users } from '../users/users.table'

/** Opaque bearer tokens: only their SHA-256 is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: idColumn(),
    user_id: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull().default('web'),
    last_used_at: moment('last_used_at'),
    expires_at: moment('expires_at').notNull(),
    revoked_at: moment('revoked_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('access_tokens_hash_unique').on(t.token_hash),
    index('access_tokens_user_idx').on(t.user_id),
  ],
)

/** Single-use, expiring links for a forgotten password or an invitation. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: idColumn(),
    user_id: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull().default('reset'),
    expires_at: moment('expires_at').notNull(),
    used_at: moment('used_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.token_hash)],
)

/** Failed logins per e-mail and address; read as a sliding window so every process sees the same count. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: idColumn(),
    email: varchar('email', { length: 255 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    attempted_at: moment('attempted_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_lookup_idx').on(t.email, t.ip, t.attempted_at),
    // Pruning deletes by age alone.
    index('login_attempts_attempted_at_idx').on(t.attempted_at),
  ],
)

/**
 * A sign-up waiting for its e-mail address to be confirmed (docs/decisions/0019): the form, the
 * password already hashed, and only the SHA-256 of the link's 128-bit secret. The company and its admin
 * are created when the link is opened. Several may wait for one address (each link works alone); an
 * account made for the address in the meantime (an invitation) wins.
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: idColumn(),
    email: varchar('email', { length: 255 }).notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    password_hash: text('password_hash').notNull(),
    company_name: varchar('company_name', { length: 150 }).notNull(),
    full_name: varchar('full_name', { length: 150 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    expires_at: moment('expires_at').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('pending_signups_token_hash_unique').on(t.token_hash),
    index('pending_signups_email_idx').on(t.email),
    index('pending_signups_expires_at_idx').on(t.expires_at),
  ],
)
