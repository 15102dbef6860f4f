import { sql } from 'drizzle-orm'
import { type AnyPgColumn, index, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, moment, timestamps } from '../../platform/columns'
import { byteOrder } from '../../platform/text-search'
import { clientIndustries } from '../definitions/definitions.table'
import { taxOffices } from '../reference/reference.table'
import { users } from '../users/users.table'

/**
 * The agency's clients. `name_search` is the folded name (foldTurkish in the contracts) that search,
 * sorting and the similar-records list read; `deleted_at` archives (a delete or a merge, then
 * `merged_into_id` names the target). EXISTING once `first_confirmed_at` is set: the projects module
 * sets it when a project of the client passes the lead stages.
 */
export const clients = pgTable(
  'clients',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    name_search: varchar('name_search', { length: 255 }).notNull(),
    legal_name: varchar('legal_name', { length: 255 }),
    industry_id: bigintRef('industry_id').references(() => clientIndustries.id),
    tax_office_id: bigintRef('tax_office_id').references(() => taxOffices.id),
    tax_number: varchar('tax_number', { length: 11 }),
    address: text('address'),
    country: varchar('country', { length: 2 }),
    city: varchar('city', { length: 120 }),
    phone: varchar('phone', { length: 40 }),
    email: varchar('email', { length: 255 }),
    website: varchar('website', { length: 255 }),
    logo: text('logo'),
    fin_fee_type: varchar('fin_fee_type', { length: 10 }),
    fin_fee_rate: numeric('fin_fee_rate', { precision: 18, scale: 4 }),
    fin_fee_currency: varchar('fin_fee_currency', { length: 3 }),
    profit_target: numeric('profit_target', { precision: 18, scale: 4 }),
    first_confirmed_at: moment('first_confirmed_at'),
    merged_into_id: bigintRef('merged_into_id').references((): AnyPgColumn => clients.id),
    created_by: bigintRef('created_by').references(() => users.id),
    deleted_at: moment('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('clients_code_unique').on(t.code),
    // The list's sorts walk these in order and stop after one page; archived rows are never listed.
    index('clients_company_name_idx')
      .on(t.event_company_id, byteOrder(t.name_search), t.id)
      .where(sql`${t.deleted_at} is null`),
    index('clients_company_created_idx')
      .on(t.event_company_id, t.created_at, t.id)
      .where(sql`${t.deleted_at} is null`),
    index('clients_company_city_idx')
      .on(t.event_company_id, t.city, byteOrder(t.name_search), t.id)
      .where(sql`${t.deleted_at} is null`),
    index('clients_name_trgm_idx').using('gin', t.name_search.op('gin_trgm_ops')),
    index('clients_company_email_idx').on(t.event_company_id, t.email),
    index('clients_company_tax_number_idx').on(t.event_company_id, t.tax_number),
    index('clients_company_phone_idx').on(t.event_company_id, t.phone),
    index('clients_industry_idx').on(t.industry_id),
    index('clients_tax_office_idx').on(t.tax_office_id),
  ],
)
