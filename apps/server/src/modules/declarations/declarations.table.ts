import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, moment, timestamps } from '../../platform/columns'
import { attendees } from '../attendees/attendees.table'
import { forms } from '../forms/forms.table'
import { projects } from '../projects/projects.table'

/**
 * An attendee's signed declaration (`/declaration/{dcode}`): the answers live with the attendee's
 * other answers; this row keeps the stored PDF copy (private file) and when it was signed.
 */
export const attendeeDeclarations = pgTable(
  'attendee_declarations',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    project_id: bigintRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    attendee_id: bigintRef('attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    form_id: bigintRef('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    pdf_key: text('pdf_key'),
    declared_at: moment('declared_at').notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('attendee_declarations_attendee_form_uq').on(t.attendee_id, t.form_id),
    index('attendee_declarations_project_idx').on(t.project_id, t.declared_at),
  ],
)
