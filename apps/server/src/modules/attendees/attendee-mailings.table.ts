import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, moment, timestamps } from '../../platform/columns'
import { forms } from '../forms/forms.table'
import { projects } from '../projects/projects.table'
import { users } from '../users/users.table'
import { attendees } from './attendees.table'

/** An invitation or reminder sent to attendees by a background job, with its progress. */
export const attendeeMailings = pgTable(
  'attendee_mailings',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    project_id: bigintRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    form_id: bigintRef('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    /** invitation or reminder. */
    kind: varchar('kind', { length: 12 }).notNull(),
    total: integer('total').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    created_by: bigintRef('created_by').references(() => users.id, { onDelete: 'set null' }),
    finished_at: moment('finished_at'),
    ...timestamps(),
  },
  (t) => [index('attendee_mailings_project_idx').on(t.project_id, t.created_at)],
)

/** One recipient of a mailing: queued, sent or failed (with the error). */
export const attendeeMailingRecipients = pgTable(
  'attendee_mailing_recipients',
  {
    mailing_id: bigintRef('mailing_id')
      .notNull()
      .references(() => attendeeMailings.id, { onDelete: 'cascade' }),
    attendee_id: bigintRef('attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 8 }).notNull().default('queued'),
    error: varchar('error', { length: 500 }),
    sent_at: moment('sent_at'),
  },
  (t) => [primaryKey({ columns: [t.mailing_id, t.attendee_id] })],
)
