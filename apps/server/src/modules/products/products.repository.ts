import type { PricingPeriod, Product } from '@ajanda/contracts/products.contract'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { productSeatsTaken } from '../attendees/product-seats'
import { budgets, projectBudgetItems } from '../budgets/budgets.table'
import { formFieldOptions } from '../forms/forms.table'
import { projectPricingPeriods, projectProductPrices, projectProducts } from './products.table'

type PeriodRow = typeof projectPricingPeriods.$inferSelect

export const toPeriod = (row: PeriodRow): PricingPeriod => ({
  id: row.id,
  kind: row.kind as PricingPeriod['kind'],
  name: row.name,
  name_en: row.name_en,
  starts_on: row.starts_on,
  ends_on: row.ends_on,
})

/** A project's periods in date order. */
export async function periodsOf(db: DbOrTx, projectId: number): Promise<PricingPeriod[]> {
  const rows = await db
    .select()
    .from(projectPricingPeriods)
    .where(eq(projectPricingPeriods.project_id, projectId))
    .orderBy(asc(projectPricingPeriods.starts_on), asc(projectPricingPeriods.id))
  return rows.map(toPeriod)
}

/** A project's products (or one of them) with their prices, budget line and option count. */
export async function productsOf(db: DbOrTx, projectId: number, productId?: number): Promise<Product[]> {
  const optionCount = sql<number>`(select count(*)::int from ${formFieldOptions} where ${formFieldOptions.product_id} = ${projectProducts.id})`
  const rows = await db
    .select({
      product: projectProducts,
      item_name: projectBudgetItems.name,
      options: optionCount,
      taken: sql<number>`${productSeatsTaken(sql`${projectProducts.id}`)}::int`,
    })
    .from(projectProducts)
    .leftJoin(projectBudgetItems, eq(projectBudgetItems.id, projectProducts.budget_item_id))
    .where(
      and(
        eq(projectProducts.project_id, projectId),
        productId === undefined ? undefined : eq(projectProducts.id, productId),
      ),
    )
    .orderBy(asc(projectProducts.sort_order), asc(projectProducts.id))
  const ids = rows.map((row) => row.product.id)
  const prices = ids.length
    ? await db
        .select({
          product_id: projectProductPrices.product_id,
          pricing_period_id: projectProductPrices.pricing_period_id,
          price: projectProductPrices.price,
          starts_on: projectPricingPeriods.starts_on,
        })
        .from(projectProductPrices)
        .innerJoin(
          projectPricingPeriods,
          eq(projectPricingPeriods.id, projectProductPrices.pricing_period_id),
        )
        .where(inArray(projectProductPrices.product_id, ids))
        .orderBy(asc(projectPricingPeriods.starts_on))
    : []
  return rows.map(({ product, item_name, options, taken }) => ({
    id: product.id,
    product_type: product.product_type as Product['product_type'],
    name: product.name,
    name_en: product.name_en,
    capacity: product.capacity,
    vat_rate: product.vat_rate,
    currency: product.currency,
    budget_item_id: product.budget_item_id,
    budget_item_name: item_name ?? null,
    prices: prices
      .filter((price) => price.product_id === product.id)
      .map((price) => ({ pricing_period_id: price.pricing_period_id, price: price.price })),
    option_count: Number(options),
    seats_taken: Math.max(Number(taken), 0),
  }))
}

/** Whether a budget item belongs to a live budget of the project. */
export async function isProjectBudgetItem(db: DbOrTx, projectId: number, itemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projectBudgetItems.id })
    .from(projectBudgetItems)
    .innerJoin(budgets, eq(budgets.id, projectBudgetItems.budget_id))
    .where(
      and(eq(projectBudgetItems.id, itemId), eq(budgets.project_id, projectId), isNull(budgets.deleted_at)),
    )
    .limit(1)
  return row !== undefined
}
