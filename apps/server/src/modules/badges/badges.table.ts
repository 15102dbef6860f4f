import { index, jsonb, pgTable, real, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, moment, timestamps } from '../../platform/columns'
import { attendees } from '../attendees/attendees.table'
import { projects } from '../projects/projects.table'
import { users } from '../users/users.table'

/**
 * A project's badge design (`/project/{code}/badges/{badge_id}`): a size (A6, 10x15 cm, CR80 card or
 * custom millimetres) and its elements (text bound to attendee fields, static text, logos, images, a
 * colour band by list, the QR code of `acode`) positioned in millimetres.
 */
export const badges = pgTable(
  'badges',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    project_id: bigintRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    /** A6, 10X15, CR80 or CUSTOM. */
    size: varchar('size', { length: 6 }).notNull().default('A6'),
    width_mm: real('width_mm').notNull(),
    height_mm: real('height_mm').notNull(),
    elements: jsonb('elements').$type<unknown[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [index('badges_project_idx').on(t.project_id)],
)

/** Each badge printed for an attendee: a reprint asks for confirmation. */
export const badgePrints = pgTable(
  'badge_prints',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    badge_id: bigintRef('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    attendee_id: bigintRef('attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    printed_by: bigintRef('printed_by').references(() => users.id, { onDelete: 'set null' }),
    printed_at: moment('printed_at').notNull().defaultNow(),
  },
  (t) => [index('badge_prints_attendee_idx').on(t.attendee_id, t.badge_id)],
)
