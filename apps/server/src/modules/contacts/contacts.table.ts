import { sql } from 'drizzle-orm'
import { type AnyPgColumn, check, index, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, moment, timestamps } from '../../platform/columns'
import { byteOrder } from '../../platform/text-search'
import { clients } from '../clients/clients.table'
import { contactPositions } from '../definitions/definitions.table'
import { suppliers } from '../suppliers/suppliers.table'
import { users } from '../users/users.table'

/**
 * People of clients (`contact_type` C, `client_id`) and suppliers (S, `supplier_id`); exactly one of the
 * two is set, as the check says. Archived by `deleted_at` (a delete or a merge into `merged_into_id`).
 */
export const contacts = pgTable(
  'contacts',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    name: varchar('name', { length: 150 }).notNull(),
    name_search: varchar('name_search', { length: 150 }).notNull(),
    position_id: bigintRef('position_id').references(() => contactPositions.id),
    contact_type: varchar('contact_type', { length: 1 }).notNull(),
    client_id: bigintRef('client_id').references(() => clients.id),
    supplier_id: bigintRef('supplier_id').references(() => suppliers.id),
    email: varchar('email', { length: 255 }),
    phone: varchar('phone', { length: 40 }),
    mobile: varchar('mobile', { length: 40 }),
    fax: varchar('fax', { length: 40 }),
    profile_picture: text('profile_picture'),
    merged_into_id: bigintRef('merged_into_id').references((): AnyPgColumn => contacts.id),
    created_by: bigintRef('created_by').references(() => users.id),
    deleted_at: moment('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    check(
      'contacts_company_matches_type',
      sql`(${t.contact_type} = 'C' and ${t.client_id} is not null and ${t.supplier_id} is null) or (${t.contact_type} = 'S' and ${t.supplier_id} is not null and ${t.client_id} is null)`,
    ),
    index('contacts_company_name_idx')
      .on(t.event_company_id, byteOrder(t.name_search), t.id)
      .where(sql`${t.deleted_at} is null`),
    index('contacts_name_trgm_idx').using('gin', t.name_search.op('gin_trgm_ops')),
    index('contacts_client_idx').on(t.client_id),
    index('contacts_supplier_idx').on(t.supplier_id),
    index('contacts_position_idx').on(t.position_id),
    index('contacts_company_email_idx').on(t.event_company_id, t.email),
    index('contacts_company_mobile_idx').on(t.event_company_id, t.mobile),
    index('contacts_company_phone_idx').on(t.event_company_id, t.phone),
  ],
)
