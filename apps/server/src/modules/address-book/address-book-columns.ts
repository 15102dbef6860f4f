import { type SQL, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  index,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, moment, timestamps } from '../../platform/columns'
import { byteOrder } from '../../platform/text-search'
import { taxOffices } from '../reference/reference.table'
import { users } from '../users/users.table'

/**
 * The columns clients and suppliers share (decisions/0029), in three runs so that each table keeps its
 * columns in the order its migrations created them: who it is, how to reach it, and its bookkeeping.
 * The tables themselves (clients.table.ts, suppliers.table.ts) add what only they have between the runs.
 */
export const addressBookColumns = {
  /** id, company, public code, the name and its folded form (`foldTurkish`), the legal name. */
  identity: () => ({
    id: idColumn(),
    event_company_id: companyIdColumn(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    name_search: varchar('name_search', { length: 255 }).notNull(),
    legal_name: varchar('legal_name', { length: 255 }),
  }),
  /** Tax office and number, address, phone (international form), e-mail, web site, logo. */
  contact: () => ({
    tax_office_id: bigintRef('tax_office_id').references(() => taxOffices.id),
    tax_number: varchar('tax_number', { length: 11 }),
    address: text('address'),
    country: varchar('country', { length: 2 }),
    city: varchar('city', { length: 120 }),
    phone: varchar('phone', { length: 40 }),
    email: varchar('email', { length: 255 }),
    website: varchar('website', { length: 255 }),
    logo: text('logo'),
  }),
  /**
   * EXISTING from `first_confirmed_at`; archived by `deleted_at` (a delete or a merge, then
   * `merged_into_id`, a reference to the table itself, names the target); creator and timestamps.
   */
  bookkeeping: (self: () => AnyPgColumn) => ({
    first_confirmed_at: moment('first_confirmed_at'),
    merged_into_id: bigintRef('merged_into_id').references(self),
    created_by: bigintRef('created_by').references(() => users.id),
    deleted_at: moment('deleted_at'),
    ...timestamps(),
  }),
}

type SharedColumns = Record<
  | 'code'
  | 'event_company_id'
  | 'name_search'
  | 'deleted_at'
  | 'created_at'
  | 'city'
  | 'id'
  | 'email'
  | 'tax_number'
  | 'phone'
  | 'tax_office_id',
  ExtraConfigColumn
>

/**
 * The indexes both tables have, named `{table}_…`: the unique code, the list's sorts (walked in order,
 * one page at a time, archived rows never listed), the name's trigrams (search, similar records) and the
 * equal-value lookups of the similarity rules.
 */
export function addressBookIndexes(table: string, t: SharedColumns) {
  const live: SQL = sql`${t.deleted_at} is null`
  return [
    uniqueIndex(`${table}_code_unique`).on(t.code),
    index(`${table}_company_name_idx`).on(t.event_company_id, byteOrder(t.name_search), t.id).where(live),
    index(`${table}_company_created_idx`).on(t.event_company_id, t.created_at, t.id).where(live),
    index(`${table}_company_city_idx`)
      .on(t.event_company_id, t.city, byteOrder(t.name_search), t.id)
      .where(live),
    index(`${table}_name_trgm_idx`).using('gin', t.name_search.op('gin_trgm_ops')),
    index(`${table}_company_email_idx`).on(t.event_company_id, t.email),
    index(`${table}_company_tax_number_idx`).on(t.event_company_id, t.tax_number),
    index(`${table}_company_phone_idx`).on(t.event_company_id, t.phone),
    index(`${table}_tax_office_idx`).on(t.tax_office_id),
  ]
}
