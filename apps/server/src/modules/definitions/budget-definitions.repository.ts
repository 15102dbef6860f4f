import type { BudgetCategoryInput } from '@ajanda/contracts/definitions-admin.contract'
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { folded } from '../../platform/text-search'
import { companyCurrencies } from '../event-companies/event-companies.table'
import {
  budgetCategories,
  budgetCategorySupplierCategories,
  budgetCategoryTaxes,
  budgetGroupItems,
  budgetGroups,
  budgetItems,
  supplierCategories,
} from './definitions.table'

const touched = () => ({ updated_at: new Date() })
type NamedInCategory = typeof budgetItems | typeof budgetGroups

/** Budget categories, items and groups of the admin's definitions; every statement keeps to one company. */
export function createBudgetDefinitionsRepository(db: DbOrTx) {
  return {
    async findCategory(companyId: number, id: number) {
      const rows = await db
        .select({
          id: budgetCategories.id,
          name: budgetCategories.name,
          name_en: budgetCategories.name_en,
          vat_rate: budgetCategories.vat_rate,
        })
        .from(budgetCategories)
        .where(and(eq(budgetCategories.id, id), eq(budgetCategories.event_company_id, companyId)))
      const row = rows[0]
      if (!row) return undefined
      const [taxes, links] = await Promise.all([
        db
          .select({
            name: budgetCategoryTaxes.name,
            price_type: budgetCategoryTaxes.price_type,
            currency_code: budgetCategoryTaxes.currency_code,
            price: budgetCategoryTaxes.price,
            vat_rate: budgetCategoryTaxes.vat_rate,
          })
          .from(budgetCategoryTaxes)
          .where(eq(budgetCategoryTaxes.budget_category_id, id))
          .orderBy(asc(budgetCategoryTaxes.sort_order), asc(budgetCategoryTaxes.id)),
        db
          .select({ id: budgetCategorySupplierCategories.supplier_category_id })
          .from(budgetCategorySupplierCategories)
          .where(eq(budgetCategorySupplierCategories.budget_category_id, id))
          .orderBy(asc(budgetCategorySupplierCategories.supplier_category_id)),
      ])
      return { ...row, taxes, supplier_categories: links.map((link) => link.id) }
    },

    categoryNameTaken(companyId: number, name: string, exceptId: number | null) {
      return exists(
        db
          .select({ id: budgetCategories.id })
          .from(budgetCategories)
          .where(
            and(
              eq(budgetCategories.event_company_id, companyId),
              sql`${folded(budgetCategories.name)} = ${folded(name)}`,
              exceptId === null ? undefined : ne(budgetCategories.id, exceptId),
            ),
          )
          .limit(1),
      )
    },

    /** An item or group named the same in the same category (ignoring case and Turkish letters). */
    nameTakenInCategory(
      table: NamedInCategory,
      categoryId: number,
      name: string,
      exceptId: number | null,
    ): Promise<boolean> {
      return exists(
        db
          .select({ id: table.id })
          .from(table)
          .where(
            and(
              eq(table.category_id, categoryId),
              sql`${folded(table.name)} = ${folded(name)}`,
              exceptId === null ? undefined : ne(table.id, exceptId),
            ),
          )
          .limit(1),
      )
    },

    async companyCurrencyCodes(companyId: number): Promise<string[]> {
      const rows = await db
        .select({ code: companyCurrencies.shortcode })
        .from(companyCurrencies)
        .where(eq(companyCurrencies.event_company_id, companyId))
      return rows.map((row) => row.code)
    },

    /** Which of `ids` are supplier categories of the company. */
    async companySupplierCategoryIds(companyId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return []
      const rows = await db
        .select({ id: supplierCategories.id })
        .from(supplierCategories)
        .where(
          and(eq(supplierCategories.event_company_id, companyId), inArray(supplierCategories.id, [...ids])),
        )
      return rows.map((row) => row.id)
    },

    async categoryExists(companyId: number, id: number): Promise<boolean> {
      return exists(
        db
          .select({ id: budgetCategories.id })
          .from(budgetCategories)
          .where(and(eq(budgetCategories.id, id), eq(budgetCategories.event_company_id, companyId)))
          .limit(1),
      )
    },

    /** Which of `ids` are the company's items of `categoryId`. */
    async itemIdsOfCategory(companyId: number, categoryId: number, ids: readonly number[]) {
      if (ids.length === 0) return []
      const rows = await db
        .select({ id: budgetItems.id })
        .from(budgetItems)
        .where(
          and(
            eq(budgetItems.event_company_id, companyId),
            eq(budgetItems.category_id, categoryId),
            inArray(budgetItems.id, [...ids]),
          ),
        )
      return rows.map((row) => row.id)
    },

    async insertCategory(companyId: number, input: BudgetCategoryInput): Promise<number> {
      const last = await db
        .select({ value: sql<number>`coalesce(max(${budgetCategories.sort_order}), -1)` })
        .from(budgetCategories)
        .where(eq(budgetCategories.event_company_id, companyId))
      const rows = await db
        .insert(budgetCategories)
        .values({
          event_company_id: companyId,
          name: input.name,
          name_en: input.name_en || null,
          vat_rate: input.vat_rate,
          // A new category goes last: budgets list categories in the admins' order.
          sort_order: Number(last[0]?.value ?? -1) + 1,
        })
        .returning({ id: budgetCategories.id })
      return rows[0]?.id as number
    },

    async updateCategory(companyId: number, id: number, input: BudgetCategoryInput) {
      await db
        .update(budgetCategories)
        .set({ name: input.name, name_en: input.name_en || null, vat_rate: input.vat_rate, ...touched() })
        .where(and(eq(budgetCategories.id, id), eq(budgetCategories.event_company_id, companyId)))
    },

    /** The category's tax rows and supplier categories become exactly the input's. */
    async replaceCategoryChildren(id: number, input: BudgetCategoryInput) {
      await db.delete(budgetCategoryTaxes).where(eq(budgetCategoryTaxes.budget_category_id, id))
      if (input.taxes.length > 0)
        await db.insert(budgetCategoryTaxes).values(
          input.taxes.map((tax, index) => ({
            budget_category_id: id,
            name: tax.name,
            price_type: tax.price_type,
            currency_code: tax.currency_code ?? null,
            price: tax.price,
            vat_rate: tax.vat_rate,
            sort_order: index,
          })),
        )
      await db
        .delete(budgetCategorySupplierCategories)
        .where(eq(budgetCategorySupplierCategories.budget_category_id, id))
      const linked = [...new Set(input.supplier_categories)]
      if (linked.length > 0)
        await db
          .insert(budgetCategorySupplierCategories)
          .values(linked.map((supplier_category_id) => ({ budget_category_id: id, supplier_category_id })))
    },

    async deleteCategory(companyId: number, id: number) {
      await db
        .delete(budgetCategories)
        .where(and(eq(budgetCategories.id, id), eq(budgetCategories.event_company_id, companyId)))
    },

    async findItem(companyId: number, id: number) {
      const rows = await db
        .select({
          id: budgetItems.id,
          name: budgetItems.name,
          name_en: budgetItems.name_en,
          category_id: budgetItems.category_id,
        })
        .from(budgetItems)
        .where(and(eq(budgetItems.id, id), eq(budgetItems.event_company_id, companyId)))
      return rows[0]
    },

    async insertItem(
      companyId: number,
      values: { name: string; name_en: string | null; category_id: number },
    ): Promise<number> {
      const rows = await db
        .insert(budgetItems)
        .values({ event_company_id: companyId, ...values })
        .returning({ id: budgetItems.id })
      return rows[0]?.id as number
    },

    /** An item moved to another category leaves the groups of its old one. */
    async updateItem(
      companyId: number,
      id: number,
      values: { name: string; name_en: string | null; category_id: number },
    ) {
      await db
        .update(budgetItems)
        .set({ ...values, ...touched() })
        .where(and(eq(budgetItems.id, id), eq(budgetItems.event_company_id, companyId)))
      await db.delete(budgetGroupItems).where(
        and(
          eq(budgetGroupItems.budget_item_id, id),
          sql`${budgetGroupItems.budget_group_id} in (select ${budgetGroups.id} from ${budgetGroups}
              where ${budgetGroups.category_id} <> ${values.category_id})`,
        ),
      )
    },

    async deleteItem(companyId: number, id: number) {
      await db
        .delete(budgetItems)
        .where(and(eq(budgetItems.id, id), eq(budgetItems.event_company_id, companyId)))
    },

    async findGroup(companyId: number, id: number) {
      const rows = await db
        .select({
          id: budgetGroups.id,
          name: budgetGroups.name,
          name_en: budgetGroups.name_en,
          category_id: budgetGroups.category_id,
        })
        .from(budgetGroups)
        .where(and(eq(budgetGroups.id, id), eq(budgetGroups.event_company_id, companyId)))
      const row = rows[0]
      if (!row) return undefined
      const links = await db
        .select({ id: budgetGroupItems.budget_item_id })
        .from(budgetGroupItems)
        .where(eq(budgetGroupItems.budget_group_id, id))
        .orderBy(asc(budgetGroupItems.budget_item_id))
      return { ...row, items: links.map((link) => link.id) }
    },

    async insertGroup(
      companyId: number,
      values: { name: string; name_en: string | null; category_id: number },
    ): Promise<number> {
      const rows = await db
        .insert(budgetGroups)
        .values({ event_company_id: companyId, ...values })
        .returning({ id: budgetGroups.id })
      return rows[0]?.id as number
    },

    async updateGroup(
      companyId: number,
      id: number,
      values: { name: string; name_en: string | null; category_id: number },
    ) {
      await db
        .update(budgetGroups)
        .set({ ...values, ...touched() })
        .where(and(eq(budgetGroups.id, id), eq(budgetGroups.event_company_id, companyId)))
    },

    async replaceGroupItems(id: number, itemIds: readonly number[]) {
      await db.delete(budgetGroupItems).where(eq(budgetGroupItems.budget_group_id, id))
      const unique = [...new Set(itemIds)]
      if (unique.length > 0)
        await db
          .insert(budgetGroupItems)
          .values(unique.map((budget_item_id) => ({ budget_group_id: id, budget_item_id })))
    },

    async deleteGroup(companyId: number, id: number) {
      await db
        .delete(budgetGroups)
        .where(and(eq(budgetGroups.id, id), eq(budgetGroups.event_company_id, companyId)))
    },
  }
}

async function exists(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0
}
