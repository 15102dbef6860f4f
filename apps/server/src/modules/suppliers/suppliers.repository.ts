import type { SupplierListQuery } from '@ajanda/contracts/suppliers.contract'
import { asc, eq, inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../platform/db'
import {
  type AddressBookDetailRow,
  type AddressBookListRow,
  createAddressBookRepository,
} from '../address-book/address-book.repository'
import { supplierCategories } from '../definitions/definitions.table'
import { supplierCategoryLinks, suppliers } from './suppliers.table'

const targets = alias(suppliers, 'merge_targets')

export type SupplierRow = typeof suppliers.$inferSelect
export type SupplierListRow = AddressBookListRow<SupplierRow, object>
export type SupplierDetailRow = AddressBookDetailRow<SupplierRow, object>
export type CategoriesBySupplier = Map<number, { id: number; name: string }[]>

type ListFilter = Pick<SupplierListQuery, 'status' | 'category_id' | 'search' | 'id'>

/**
 * Drizzle queries only; every statement is limited to the caller's company. The address book's core
 * (address-book.repository.ts) with the categories, which live in a link table: a category filter goes
 * through it, and a page's categories come in one more query.
 */
export function createSuppliersRepository(db: DbOrTx) {
  const core = createAddressBookRepository<typeof suppliers, ListFilter, SupplierRow>(db, {
    table: suppliers,
    targets,
    filter: (query) =>
      query.category_id
        ? inArray(
            suppliers.id,
            db
              .select({ id: supplierCategoryLinks.supplier_id })
              .from(supplierCategoryLinks)
              .where(eq(supplierCategoryLinks.supplier_category_id, query.category_id)),
          )
        : undefined,
  })

  return {
    ...core,
    /** The categories of some suppliers, in one query. */
    async categoriesOf(ids: readonly number[]): Promise<CategoriesBySupplier> {
      const map: CategoriesBySupplier = new Map()
      if (ids.length === 0) return map
      const rows = await db
        .select({
          supplier_id: supplierCategoryLinks.supplier_id,
          id: supplierCategories.id,
          name: supplierCategories.name,
        })
        .from(supplierCategoryLinks)
        .innerJoin(supplierCategories, eq(supplierCategories.id, supplierCategoryLinks.supplier_category_id))
        .where(inArray(supplierCategoryLinks.supplier_id, [...ids]))
        .orderBy(asc(supplierCategories.name))
      for (const row of rows) map.set(row.supplier_id, [...(map.get(row.supplier_id) ?? []), row])
      return map
    },

    /** Rows with their categories; returns nothing, the import only counts. */
    async insertMany(
      rows: { values: typeof suppliers.$inferInsert; categoryIds: number[] }[],
    ): Promise<void> {
      for (let start = 0; start < rows.length; start += 500) {
        const chunk = rows.slice(start, start + 500)
        const inserted = await db
          .insert(suppliers)
          .values(chunk.map((row) => row.values))
          .returning({ id: suppliers.id, code: suppliers.code })
        // Matched by code: RETURNING does not promise the order of VALUES.
        const idOf = new Map(inserted.map((row) => [row.code, row.id]))
        const links = chunk.flatMap((row) =>
          row.categoryIds.map((categoryId) => ({
            supplier_id: idOf.get(row.values.code) as number,
            supplier_category_id: categoryId,
          })),
        )
        if (links.length > 0) await db.insert(supplierCategoryLinks).values(links)
      }
    },
    async replaceCategories(id: number, categoryIds: readonly number[]): Promise<void> {
      await db.delete(supplierCategoryLinks).where(eq(supplierCategoryLinks.supplier_id, id))
      const unique = [...new Set(categoryIds)]
      if (unique.length > 0)
        await db
          .insert(supplierCategoryLinks)
          .values(unique.map((categoryId) => ({ supplier_id: id, supplier_category_id: categoryId })))
    },
  }
}
