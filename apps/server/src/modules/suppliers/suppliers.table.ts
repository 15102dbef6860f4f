import { type AnyPgColumn, index, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core'
import { bigintRef } from '../../platform/columns'
import { addressBookColumns, addressBookIndexes } from '../address-book/address-book-columns'
import { supplierCategories } from '../definitions/definitions.table'

/**
 * The agency's suppliers: the address book's shared columns (address-book-columns.ts, as clients), with
 * categories (supplier_category_links) instead of an industry and the bank details payment requests use.
 * EXISTING once `first_confirmed_at` is set (the budget and accounting modules set it when the agency
 * first works with the supplier).
 */
export const suppliers = pgTable(
  'suppliers',
  {
    ...addressBookColumns.identity(),
    ...addressBookColumns.contact(),
    iban: varchar('iban', { length: 34 }),
    bank_name: varchar('bank_name', { length: 150 }),
    ...addressBookColumns.bookkeeping((): AnyPgColumn => suppliers.id),
  },
  (t) => addressBookIndexes('suppliers', t),
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
