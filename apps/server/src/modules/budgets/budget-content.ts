import type { BudgetLineInput } from '@ajanda/contracts/budgets.contract'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { FieldErrors } from '../../platform/errors'
import { budgetItems } from '../definitions/definitions.table'
import { suppliers } from '../suppliers/suppliers.table'
import type { BudgetRecord } from './budget-statement'
import {
  projectBudgetCategories,
  projectBudgetItemSuppliers,
  projectBudgetItems,
  type TemplateCategory,
  type TemplateLine,
} from './budgets.table'

const invalid = { validation: 'invalid_choice' } as const

/** A line's stored values from the contract's input (defaults applied by the schema). */
export function lineFromInput(input: BudgetLineInput): TemplateLine {
  return {
    item_id: input.item_id ?? null,
    name: input.name,
    name_en: input.name_en || null,
    product_type: input.product_type ?? null,
    quantity: input.quantity ?? '1',
    quantity_unit: input.quantity_unit ?? 'PEOPLE',
    unit_count: input.unit_count ?? '1',
    count_unit: input.count_unit ?? 'TIMES',
    supplier_ids: [...new Set(input.supplier_ids ?? [])],
    price_buy: input.price_buy ?? '0',
    currency_buy: input.currency_buy ?? 'TRY',
    price_sell: input.price_sell ?? '0',
    currency_sell: input.currency_sell ?? 'TRY',
    alt_group: input.alt_group || null,
    is_default: input.is_default ?? true,
    notes: input.notes || null,
  }
}

/** The company's active suppliers and definition items among `ids`. */
async function known(db: DbOrTx, companyId: number, lines: readonly TemplateLine[]) {
  const supplierIds = [...new Set(lines.flatMap((line) => line.supplier_ids))]
  const itemIds = [...new Set(lines.flatMap((line) => (line.item_id ? [line.item_id] : [])))]
  const [supplierRows, itemRows] = await Promise.all([
    supplierIds.length === 0
      ? []
      : db
          .select({ id: suppliers.id })
          .from(suppliers)
          .where(
            and(
              eq(suppliers.event_company_id, companyId),
              inArray(suppliers.id, supplierIds),
              isNull(suppliers.deleted_at),
            ),
          ),
    itemIds.length === 0
      ? []
      : db
          .select({ id: budgetItems.id })
          .from(budgetItems)
          .where(and(eq(budgetItems.event_company_id, companyId), inArray(budgetItems.id, itemIds))),
  ])
  return {
    suppliers: new Set(supplierRows.map((row) => row.id)),
    items: new Set(itemRows.map((row) => row.id)),
  }
}

/** 422 on `{prefix}.N.supplier_ids.M` / `.item_id` naming what is not the company's. */
export async function checkLines(
  db: DbOrTx,
  companyId: number,
  lines: readonly TemplateLine[],
  prefix: (index: number) => string,
) {
  const ok = await known(db, companyId, lines)
  const errors = new FieldErrors()
  lines.forEach((line, index) => {
    if (line.item_id && !ok.items.has(line.item_id)) errors.add(`${prefix(index)}item_id`, invalid)
    line.supplier_ids.forEach((id, position) => {
      if (!ok.suppliers.has(id)) errors.add(`${prefix(index)}supplier_ids.${position}`, invalid)
    })
  })
  errors.throwIfAny()
}

/**
 * Inserts lines into one category from `sortFrom` on, with their suppliers; answers the new ids in
 * order. Template lines may name suppliers or items gone since: those are dropped, not refused.
 */
export async function insertLines(
  tx: DbOrTx,
  companyId: number,
  budgetId: number,
  categoryId: number,
  lines: readonly TemplateLine[],
  sortFrom: number,
): Promise<number[]> {
  if (lines.length === 0) return []
  const ok = await known(tx, companyId, lines)
  const rows = await tx
    .insert(projectBudgetItems)
    .values(
      lines.map((line, index) => ({
        budget_id: budgetId,
        budget_category_id: categoryId,
        item_id: line.item_id && ok.items.has(line.item_id) ? line.item_id : null,
        name: line.name,
        name_en: line.name_en,
        product_type: line.product_type,
        quantity: line.quantity,
        quantity_unit: line.quantity_unit,
        unit_count: line.unit_count,
        count_unit: line.count_unit,
        price_buy: line.price_buy,
        currency_buy: line.currency_buy,
        price_sell: line.price_sell,
        currency_sell: line.currency_sell,
        alt_group: line.alt_group,
        is_default: line.is_default,
        notes: line.notes,
        sort_order: sortFrom + index,
      })),
    )
    .returning({ id: projectBudgetItems.id })
  const ids = rows.map((row) => row.id)
  await replaceSuppliers(
    tx,
    budgetId,
    lines.map((line, index) => ({
      itemId: ids[index] as number,
      supplierIds: line.supplier_ids.filter((id) => ok.suppliers.has(id)),
    })),
  )
  return ids
}

/** Sets each named line's suppliers to the list given, in its order. */
export async function replaceSuppliers(
  tx: DbOrTx,
  budgetId: number,
  links: readonly { itemId: number; supplierIds: readonly number[] }[],
) {
  const itemIds = links.map((link) => link.itemId)
  if (itemIds.length === 0) return
  await tx.delete(projectBudgetItemSuppliers).where(inArray(projectBudgetItemSuppliers.item_id, itemIds))
  const values = links.flatMap((link) =>
    link.supplierIds.map((supplierId, position) => ({
      item_id: link.itemId,
      supplier_id: supplierId,
      budget_id: budgetId,
      position,
    })),
  )
  if (values.length > 0) await tx.insert(projectBudgetItemSuppliers).values(values)
}

/** Adds categories with their lines after `sortFrom`; answers the new categories' ids. */
export async function insertCategories(
  tx: DbOrTx,
  companyId: number,
  budgetId: number,
  categories: readonly TemplateCategory[],
  sortFrom: number,
): Promise<number[]> {
  const ids: number[] = []
  for (const [index, category] of categories.entries()) {
    const [row] = await tx
      .insert(projectBudgetCategories)
      .values({
        budget_id: budgetId,
        category_id: category.category_id,
        name: category.name,
        name_en: category.name_en,
        vat_rate: category.vat_rate,
        taxes: category.taxes,
        sort_order: sortFrom + index,
      })
      .returning({ id: projectBudgetCategories.id })
    const id = row?.id as number
    ids.push(id)
    await insertLines(tx, companyId, budgetId, id, category.items, 0)
  }
  return ids
}

/** A budget's categories and lines as template content (copies and saved templates). */
export function contentOf(record: BudgetRecord, onlyCategoryId?: number): TemplateCategory[] {
  const supplierIds = new Map<number, number[]>()
  for (const [itemId, supplierId] of record.suppliers)
    supplierIds.set(itemId, [...(supplierIds.get(itemId) ?? []), supplierId])
  return record.categories
    .filter((category) => onlyCategoryId === undefined || category.id === onlyCategoryId)
    .map((category) => ({
      category_id: category.category_id,
      name: category.name,
      name_en: category.name_en,
      vat_rate: category.vat_rate,
      taxes: category.taxes,
      items: record.items
        .filter((item) => item.budget_category_id === category.id)
        .map((item) => ({
          item_id: item.item_id,
          name: item.name,
          name_en: item.name_en,
          product_type: item.product_type,
          quantity: item.quantity,
          quantity_unit: item.quantity_unit,
          unit_count: item.unit_count,
          count_unit: item.count_unit,
          supplier_ids: supplierIds.get(item.id) ?? [],
          price_buy: item.price_buy,
          currency_buy: item.currency_buy,
          price_sell: item.price_sell,
          currency_sell: item.currency_sell,
          alt_group: item.alt_group,
          is_default: item.is_default,
          notes: item.notes,
        })),
    }))
}
