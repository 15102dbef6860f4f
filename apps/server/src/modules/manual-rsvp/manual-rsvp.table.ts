import { index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, moment, timestamps } from '../../platform/columns'
import { forms } from '../forms/forms.table'
import { projects } from '../projects/projects.table'
import { users } from '../users/users.table'

/**
 * An outside helper's access to one project's `mma` form (event-side.md section 2, "Manual RSVP"): the
 * login link carries a random token, stored only hashed; revoking or expiring it ends its sessions.
 */
export const manualRsvpAccesses = pgTable(
  'manual_rsvp_accesses',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    project_id: bigintRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    form_id: bigintRef('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 150 }).notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: moment('expires_at').notNull(),
    revoked_at: moment('revoked_at'),
    created_by: bigintRef('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('manual_rsvp_accesses_token_uq').on(t.token_hash),
    index('manual_rsvp_accesses_project_idx').on(t.project_id),
  ],
)

/** A signed-in helper's session, apart from staff sessions (its own bearer token, stored hashed). */
export const manualRsvpSessions = pgTable(
  'manual_rsvp_sessions',
  {
    id: idColumn(),
    access_id: bigintRef('access_id')
      .notNull()
      .references(() => manualRsvpAccesses.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: moment('expires_at').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('manual_rsvp_sessions_token_uq').on(t.token_hash)],
)
