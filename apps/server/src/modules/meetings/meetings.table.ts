import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, moment, timestamps } from '../../platform/columns'
import { clients } from '../clients/clients.table'
import { contacts } from '../contacts/contacts.table'
import { meetingTypes } from '../definitions/definitions.table'
import { projects } from '../projects/projects.table'
import { suppliers } from '../suppliers/suppliers.table'
import { users } from '../users/users.table'

/** A meeting (staff-app.md "Meeting"); `location_code` 1 own office, 2 client office, 3 other, 4 online. */
export const meetings = pgTable(
  'meetings',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    /** The iCalendar UID: stays the same across updates and the cancellation of one meeting. */
    uid: uuid('uid').notNull().defaultRandom(),
    /** iCalendar SEQUENCE: raised on every change that is mailed again. */
    sequence: integer('sequence').notNull().default(0),
    subject: varchar('subject', { length: 255 }),
    meeting_type_id: bigintRef('meeting_type_id')
      .notNull()
      .references(() => meetingTypes.id),
    starts_at: moment('starts_at').notNull(),
    ends_at: moment('ends_at').notNull(),
    location_code: smallint('location_code').notNull(),
    location: varchar('location', { length: 500 }).notNull(),
    /** The companies met, as "C-{clientId}" / "S-{supplierId}". */
    companies: varchar('companies', { length: 24 }).array().notNull().default(sql`'{}'::varchar[]`),
    client_id: bigintRef('client_id').references(() => clients.id),
    supplier_id: bigintRef('supplier_id').references(() => suppliers.id),
    project_id: bigintRef('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The comma-separated e-mails as typed (each one checked on the way in). */
    external_participants: text('external_participants'),
    share: boolean('share').notNull().default(false),
    note: text('note'),
    note_after: text('note_after'),
    created_by: bigintRef('created_by')
      .notNull()
      .references(() => users.id),
    cancelled_at: moment('cancelled_at'),
    ...timestamps(),
  },
  (t) => [
    index('meetings_company_starts_idx').on(t.event_company_id, t.starts_at),
    index('meetings_creator_starts_idx').on(t.created_by, t.starts_at),
    index('meetings_project_idx').on(t.project_id, t.starts_at),
    index('meetings_client_idx').on(t.client_id, t.starts_at),
    // The calendar's range of meetings, index-only (decisions/0013): what a calendar entry shows and who
    // created it, for the meetings not cancelled.
    index('meetings_calendar_idx')
      .on(
        t.event_company_id,
        t.starts_at,
        t.ends_at,
        t.created_by,
        t.id,
        t.meeting_type_id,
        t.project_id,
        t.subject,
      )
      .where(sql`${t.cancelled_at} is null`),
  ],
)

/**
 * One row per participant: `ref` is the spec's identifier (U-, C-, S-, SP-) and exactly the matching id
 * column is set (sponsors have no table yet, so SP- keeps its id in `sponsor_id` alone).
 */
export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    meeting_id: bigint('meeting_id', { mode: 'number' })
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    ref: varchar('ref', { length: 24 }).notNull(),
    user_id: bigintRef('user_id').references(() => users.id),
    contact_id: bigintRef('contact_id').references(() => contacts.id),
    sponsor_id: bigintRef('sponsor_id'),
  },
  (t) => [
    primaryKey({ columns: [t.meeting_id, t.ref] }),
    index('meeting_participants_user_idx').on(t.user_id, t.meeting_id),
    index('meeting_participants_contact_idx').on(t.contact_id),
  ],
)
