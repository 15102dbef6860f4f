import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, moment, timestamps } from '../../platform/columns'
import { clients } from '../clients/clients.table'
import { contacts } from '../contacts/contacts.table'
import { projects } from '../projects/projects.table'
import { suppliers } from '../suppliers/suppliers.table'
import { users } from '../users/users.table'

/** Notes on a client (`note_type` C) or a supplier (S); exactly one of the two ids is set. */
export const notes = pgTable(
  'notes',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    note_type: varchar('note_type', { length: 1 }).notNull(),
    client_id: bigintRef('client_id').references(() => clients.id),
    supplier_id: bigintRef('supplier_id').references(() => suppliers.id),
    /** A client note may be about one of the client's projects (the project page's notes). */
    project_id: bigintRef('project_id').references(() => projects.id, { onDelete: 'set null' }),
    note_title: varchar('note_title', { length: 255 }).notNull(),
    note_content: text('note_content').notNull(),
    created_by: bigintRef('created_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    check(
      'notes_subject_matches_type',
      sql`(${t.note_type} = 'C' and ${t.client_id} is not null and ${t.supplier_id} is null) or (${t.note_type} = 'S' and ${t.supplier_id} is not null and ${t.client_id} is null)`,
    ),
    index('notes_client_idx').on(t.client_id, t.created_at),
    index('notes_supplier_idx').on(t.supplier_id, t.created_at),
    index('notes_project_idx').on(t.project_id, t.created_at),
  ],
)

/** Phone calls with a client (`call_type` C) or a supplier (S), optionally with one of its contacts. */
export const phoneCallLogs = pgTable(
  'phone_call_logs',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    call_type: varchar('call_type', { length: 1 }).notNull(),
    client_id: bigintRef('client_id').references(() => clients.id),
    supplier_id: bigintRef('supplier_id').references(() => suppliers.id),
    contact_id: bigintRef('contact_id').references(() => contacts.id),
    /** A call with a client may be about one of the client's projects (the project page's calls). */
    project_id: bigintRef('project_id').references(() => projects.id, { onDelete: 'set null' }),
    call_direction: varchar('call_direction', { length: 10 }).notNull(),
    called_at: moment('called_at').notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    created_by: bigintRef('created_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    check(
      'phone_call_logs_subject_matches_type',
      sql`(${t.call_type} = 'C' and ${t.client_id} is not null and ${t.supplier_id} is null) or (${t.call_type} = 'S' and ${t.supplier_id} is not null and ${t.client_id} is null)`,
    ),
    index('phone_call_logs_client_idx').on(t.client_id, t.called_at),
    index('phone_call_logs_supplier_idx').on(t.supplier_id, t.called_at),
    index('phone_call_logs_contact_idx').on(t.contact_id),
    index('phone_call_logs_project_idx').on(t.project_id, t.called_at),
  ],
)
