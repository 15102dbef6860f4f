import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, timestamps } from '../../platform/columns'
import { projects } from '../projects/projects.table'

/**
 * A project's attendee lists (event-side.md section 2: VIP, Konuşmacı, Basın…). The forms issue needs
 * them for room-mate list matches; the attendees themselves and the lists' management come with issue 21.
 */
export const attendeeLists = pgTable(
  'attendee_lists',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    project_id: bigintRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('attendee_lists_project_idx').on(t.project_id, t.sort_order)],
)
