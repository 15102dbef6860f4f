import { sql } from 'drizzle-orm'
import { type AnyPgColumn, index, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, moment, timestamps } from '../../platform/columns'
import { byteOrder } from '../../platform/text-search'
import { supplierCategories } from '../definitions/definitions.table'
import { taxOffices } from '../reference/reference.table'
import { users } from '../users/users.table'

/**
 * The agency's suppliers: the same shape as clients (see clients.table.ts), with categories instead of an
 * industry and the bank details payment requests use. EXISTING once `first_confirmed_at` is set (the
 * budget and accounting modules set it when the agency first works with the supplier).
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    name_search: varchar('name_search', { length: 255 }).notNull(),
    legal_name: varchar('legal_name', { length: 255 }),
    tax_office_id: bigintRef('tax_office_id').references(() => taxOffices.id),
    tax_number: varchar('tax_number', { length: 11 }),
    address: text('address'),
    country: varchar('country', { length: 2 }),
    city: varchar('city', { length: 120 }),
    phone: varchar('phone', { length: 40 }),
    email: varchar('email', { length: 255 }),
    website: varchar('website', { length: 255 }),
    logo: text('logo'),
    iban: varchar('iban', { length: 34 }),
    bank_name: varchar('bank_name', { length: 150 }),
    first_confirmed_at: moment('first_confirmed_at'),
    merged_into_id: bigintRef('merged_into_id').references((): AnyPgColumn => suppliers.id),
    created_by: bigintRef('created_by').references(() => users.id),
    deleted_at: moment('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('suppliers_code_unique').on(t.code),
    index('suppliers_company_name_idx')
      .on(t.event_company_id, byteOrder(t.name_search), t.id)
      .where(sql`${t.deleted_at} is null`),
    index('suppliers_company_created_idx')
      .on(t.event_company_id, t.created_at, t.id)
      .where(sql`${t.deleted_at} is null`),
    index('suppliers_company_city_idx')
      .on(t.event_company_id, t.city, byteOrder(t.name_search), t.id)
      .where(sql`${t.deleted_at} is null`),
    index('suppliers_name_trgm_idx').using('gin', t.name_search.op('gin_trgm_ops')),
    index('suppliers_company_email_idx').on(t.event_company_id, t.email),
    index('suppliers_company_tax_number_idx').on(t.event_company_id, t.tax_number),
    index('suppliers_company_phone_idx').on(t.event_company_id, t.phone),
    index('suppliers_tax_office_idx').on(t.tax_office_id),
  ],
)

/** A supplier's categories (a hotel may also be a venue). */
export const supplierCategoryLinks = pgTable(
  'supplier_category_links',
  {
    supplier_id: bigintRef('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    supplier_category_id: bigintRef('supplier_category_id')
      .notNull()
      .references(() => supplierCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.supplier_id, t.supplier_category_id] }),
    index('supplier_category_links_category_idx').on(t.supplier_category_id, t.supplier_id),
  ],
)
