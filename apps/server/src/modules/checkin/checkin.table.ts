import { boolean, index, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, moment, timestamps } from '../../platform/columns'
import { attendees } from '../attendees/attendees.table'
import { projects } from '../projects/projects.table'
import { users } from '../users/users.table'

/**
 * A project's check-in point (event-side.md section 3: "Ana Giriş", "Gala Yemeği"). `code` is the
 * secret of `/checkin/{code}` (random, at least 128 bits); revoking sets `revoked_at` and the page
 * stops at its next sync. `admits` is ALL (every registered attendee) or LISTS (`list_ids`).
 */
export const checkinPoints = pgTable(
  'checkin_points',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    project_id: bigintRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    admits: varchar('admits', { length: 5 }).notNull().default('ALL'),
    list_ids: jsonb('list_ids').$type<number[]>().notNull().default([]),
    /** Entry and exit (true) or entry only. */
    with_exit: boolean('with_exit').notNull().default(false),
    revoked_at: moment('revoked_at'),
    created_by: bigintRef('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('checkin_points_code_uq').on(t.code),
    index('checkin_points_project_idx').on(t.project_id),
  ],
)

/**
 * One scan at a point, as the device recorded it. `client_id` is the device's own id for the scan so
 * a resent batch adds nothing (unique per point). `conflict` flags an entry made while the person was
 * already in (two devices offline, or a second entry without an exit): kept, never dropped, for staff.
 */
export const checkinScans = pgTable(
  'checkin_scans',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    project_id: bigintRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    point_id: bigintRef('point_id')
      .notNull()
      .references(() => checkinPoints.id, { onDelete: 'cascade' }),
    attendee_id: bigintRef('attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    /** IN or OUT. */
    direction: varchar('direction', { length: 3 }).notNull().default('IN'),
    /** QR or NAME: how the person was found. */
    method: varchar('method', { length: 4 }).notNull().default('QR'),
    client_id: varchar('client_id', { length: 64 }).notNull(),
    device_id: varchar('device_id', { length: 64 }).notNull(),
    scanned_at: moment('scanned_at').notNull(),
    conflict: boolean('conflict').notNull().default(false),
    conflict_resolved_at: moment('conflict_resolved_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('checkin_scans_point_client_uq').on(t.point_id, t.client_id),
    index('checkin_scans_point_attendee_idx').on(t.point_id, t.attendee_id, t.scanned_at),
    index('checkin_scans_project_idx').on(t.project_id, t.scanned_at),
  ],
)
