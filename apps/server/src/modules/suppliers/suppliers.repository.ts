import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import type { SupplierListQuery } from '@ajanda/contracts/suppliers.contract'
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, like, or, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../platform/db'
import { pageWindow } from '../../platform/pagination'
import { byteOrder, containsPattern } from '../../platform/text-search'
import { supplierCategories } from '../definitions/definitions.table'
import { taxOffices } from '../reference/reference.table'
import { users } from '../users/users.table'
import type { SupplierValues } from './supplier-values'
import { supplierCategoryLinks, suppliers } from './suppliers.table'

const targets = alias(suppliers, 'merge_targets')

const detailColumns = {
  supplier: suppliers,
  tax_office: { id: taxOffices.id, code: taxOffices.code, name: taxOffices.name },
  creator: { id: users.id, full_name: users.full_name },
  merged_into: { id: targets.id, code: targets.code, name: targets.name },
}
export type SupplierRow = typeof suppliers.$inferSelect
export interface SupplierDetailRow {
  supplier: SupplierRow
  tax_office: { id: number; code: string; name: string } | null
  creator: { id: number; full_name: string } | null
  merged_into: { id: number; code: string; name: string } | null
}
export type CategoriesBySupplier = Map<number, { id: number; name: string }[]>

type ListFilter = Pick<SupplierListQuery, 'status' | 'category_id' | 'search' | 'id'>

/** Drizzle queries only; every statement is limited to the caller's company. */
export function createSuppliersRepository(db: DbOrTx) {
  const own = (companyId: number) => eq(suppliers.event_company_id, companyId)

  /** Like the client list (clients.repository.ts); a category filter goes through the link table. */
  function listWhere(companyId: number, query: ListFilter): SQL {
    const status =
      query.status === 'EXISTING'
        ? isNotNull(suppliers.first_confirmed_at)
        : query.status === 'POTENTIAL'
          ? isNull(suppliers.first_confirmed_at)
          : undefined
    const term = query.search ? foldTurkish(query.search) : ''
    const search = term
      ? or(
          like(suppliers.name_search, containsPattern(term)),
          /^\d{10,11}$/.test(term) ? eq(suppliers.tax_number, term) : undefined,
          term.includes('@') ? like(suppliers.email, containsPattern(term)) : undefined,
        )
      : undefined
    const category = query.category_id
      ? inArray(
          suppliers.id,
          db
            .select({ id: supplierCategoryLinks.supplier_id })
            .from(supplierCategoryLinks)
            .where(eq(supplierCategoryLinks.supplier_category_id, query.category_id)),
        )
      : undefined
    const one = query.id ? eq(suppliers.id, query.id) : undefined
    return and(own(companyId), isNull(suppliers.deleted_at), status, category, one, search) as SQL
  }

  function listOrder(query: Pick<SupplierListQuery, 'sort_by' | 'sort_order'>) {
    const direction = query.sort_order === 'desc' ? desc : asc
    if (query.sort_by === 'created_at') return [direction(suppliers.created_at), direction(suppliers.id)]
    if (query.sort_by === 'city')
      return [direction(suppliers.city), direction(byteOrder(suppliers.name_search)), direction(suppliers.id)]
    return [direction(byteOrder(suppliers.name_search)), direction(suppliers.id)]
  }

  const detailed = () =>
    db
      .select(detailColumns)
      .from(suppliers)
      .leftJoin(taxOffices, eq(taxOffices.id, suppliers.tax_office_id))
      .leftJoin(users, eq(users.id, suppliers.created_by))
      .leftJoin(targets, eq(targets.id, suppliers.merged_into_id))

  return {
    /** One page of the matches, in SQL. */
    findPage(companyId: number, query: SupplierListQuery): Promise<SupplierRow[]> {
      const { limit, offset } = pageWindow({ page: query.page, pageSize: query.page_size })
      return db
        .select()
        .from(suppliers)
        .where(listWhere(companyId, query))
        .orderBy(...listOrder(query))
        .limit(limit)
        .offset(offset)
    },
    async countMatching(companyId: number, query: ListFilter): Promise<number> {
      const rows = await db.select({ value: count() }).from(suppliers).where(listWhere(companyId, query))
      return Number(rows[0]?.value ?? 0)
    },
    findAll(companyId: number, query: SupplierListQuery): Promise<SupplierDetailRow[]> {
      return detailed()
        .where(listWhere(companyId, query))
        .orderBy(...listOrder(query))
    },
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

    async findByCode(companyId: number, code: string): Promise<SupplierDetailRow | undefined> {
      const rows = await detailed()
        .where(and(own(companyId), eq(suppliers.code, code)))
        .limit(1)
      return rows[0]
    },
    async findById(companyId: number, id: number): Promise<SupplierDetailRow | undefined> {
      const rows = await detailed()
        .where(and(own(companyId), eq(suppliers.id, id)))
        .limit(1)
      return rows[0]
    },

    async insert(values: typeof suppliers.$inferInsert): Promise<number> {
      const rows = await db.insert(suppliers).values(values).returning({ id: suppliers.id })
      return rows[0]?.id as number
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
    /** A conditional update: the first confirmation stays, concurrent ones do not race. */
    async markConfirmed(companyId: number, id: number): Promise<void> {
      await db
        .update(suppliers)
        .set({ first_confirmed_at: new Date(), updated_at: new Date() })
        .where(and(own(companyId), eq(suppliers.id, id), isNull(suppliers.first_confirmed_at)))
    },
    async update(companyId: number, id: number, values: SupplierValues): Promise<void> {
      await db
        .update(suppliers)
        .set({ ...values, updated_at: new Date() })
        .where(and(own(companyId), eq(suppliers.id, id)))
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
