import {
  type BudgetTotals,
  type CalcBudget,
  type CalcCategory,
  type CalcItem,
  calculateBudget,
  type ItemTotals,
} from '@ajanda/contracts/budget-calc'
import type {
  BudgetDetail,
  BudgetLine,
  BudgetSummary,
  COUNT_UNITS,
  PRODUCT_TYPES,
  QUANTITY_UNITS,
} from '@ajanda/contracts/budgets.contract'
import type { BudgetRecord, CategoryRecord, ItemRecord } from './budget-statement'

type ProductType = (typeof PRODUCT_TYPES)[number]
type QuantityUnit = (typeof QUANTITY_UNITS)[number]
type CountUnit = (typeof COUNT_UNITS)[number]

/** The detail without `can_edit`, which depends on the caller (the cached part of the answer). */
export type SharedDetail = Omit<BudgetDetail, 'can_edit'>

const byCategory = (items: readonly ItemRecord[]) => {
  const groups = new Map<number, ItemRecord[]>()
  for (const item of items) {
    const list = groups.get(item.budget_category_id)
    if (list) list.push(item)
    else groups.set(item.budget_category_id, [item])
  }
  return groups
}

const toCalcItem = (item: ItemRecord, isDefault = item.is_default): CalcItem => ({
  id: item.id,
  quantity: item.quantity,
  unit_count: item.unit_count,
  price_buy: item.price_buy,
  currency_buy: item.currency_buy,
  price_sell: item.price_sell,
  currency_sell: item.currency_sell,
  alt_group: item.alt_group,
  is_default: isDefault,
})

/**
 * The client's picks in place of the defaults: in a group where the client picked an item, that item
 * counts and the agency's default no longer does.
 */
export function withClientPicks(items: readonly ItemRecord[]): CalcItem[] {
  const picked = new Set(
    items.filter((item) => item.alt_group !== null && item.client_selected).map((item) => item.alt_group),
  )
  return items.map((item) =>
    toCalcItem(item, picked.has(item.alt_group) ? item.client_selected : item.is_default),
  )
}

/** The calculation's input from a budget as read; `picks` counts the client's choices. */
export function calcInput(record: BudgetRecord, picks = false): CalcBudget {
  const items = byCategory(record.items)
  const fee = record.service_fee_type
    ? {
        type: record.service_fee_type,
        amount: record.service_fee_amount ?? '0',
        currency: record.service_fee_currency ?? record.currency,
        vat_rate: record.service_fee_vat_rate,
      }
    : null
  const categories: CalcCategory[] = record.categories.map((category) => {
    const own = items.get(category.id) ?? []
    return {
      id: category.id,
      vat_rate: category.vat_rate,
      taxes: category.taxes.map((tax) => ({
        price_type: tax.price_type,
        price: tax.price,
        currency_code: tax.currency_code ?? record.currency,
        vat_rate: tax.vat_rate,
      })),
      items: picks ? withClientPicks(own) : own.map((item) => toCalcItem(item)),
    }
  })
  return { currency: record.currency, rates: record.rates, service_fee: fee, categories }
}

function suppliersByItem(record: BudgetRecord) {
  const map = new Map<number, { id: number; name: string }[]>()
  for (const [itemId, id, name] of record.suppliers) {
    const list = map.get(itemId)
    if (list) list.push({ id, name })
    else map.set(itemId, [{ id, name }])
  }
  return map
}

const NO_TOTALS = { total_buy: '0', total_sell: '0', taxes: '0', profit: '0', counted: true }

function toLine(
  item: ItemRecord,
  totals: ItemTotals | undefined,
  suppliers: { id: number; name: string }[],
): BudgetLine {
  return {
    id: item.id,
    budget_category_id: item.budget_category_id,
    item_id: item.item_id,
    name: item.name,
    name_en: item.name_en,
    product_type: item.product_type as ProductType | null,
    quantity: item.quantity,
    quantity_unit: item.quantity_unit as QuantityUnit,
    unit_count: item.unit_count,
    count_unit: item.count_unit as CountUnit,
    suppliers,
    price_buy: item.price_buy,
    currency_buy: item.currency_buy,
    price_sell: item.price_sell,
    currency_sell: item.currency_sell,
    alt_group: item.alt_group,
    is_default: item.is_default,
    sort_order: item.sort_order,
    notes: item.notes,
    client_selected: item.client_selected,
    client_comment: item.client_comment,
    version: item.version,
    updated_at: item.updated_at,
    ...(totals
      ? {
          total_buy: totals.total_buy,
          total_sell: totals.total_sell,
          taxes: totals.taxes,
          profit: totals.profit,
          counted: totals.counted,
        }
      : NO_TOTALS),
  }
}

function itemTotals(totals: BudgetTotals) {
  const map = new Map<number, ItemTotals>()
  for (const category of totals.categories)
    for (const item of category.items) map.set(item.id as number, item)
  return map
}

/** The lines of the record (all, or those named), each with its computed figures. */
export function linesOf(record: BudgetRecord, ids?: ReadonlySet<number>): BudgetLine[] {
  const totals = itemTotals(calculateBudget(calcInput(record)))
  const suppliers = suppliersByItem(record)
  return record.items
    .filter((item) => !ids || ids.has(item.id))
    .map((item) => toLine(item, totals.get(item.id), suppliers.get(item.id) ?? []))
}

const info = (category: CategoryRecord) => ({
  name: category.name,
  vat_rate: category.vat_rate,
  taxes: category.taxes.map((tax) => ({ ...tax, currency_code: tax.currency_code ?? null })),
})

/** GET /budget/{code} without the caller's edit right: every total computed by budget-calc. */
export function toDetail(record: BudgetRecord): SharedDetail {
  const totals = calculateBudget(calcInput(record))
  const perItem = itemTotals(totals)
  const suppliers = suppliersByItem(record)
  const items = byCategory(record.items)
  const categoryTotals = new Map(totals.categories.map((category) => [category.id, category]))
  return {
    code: record.code,
    name: record.name,
    currency: record.currency,
    currencies: record.currencies,
    rates: record.rates,
    rates_date: record.rates_date,
    service_fee: record.service_fee_type
      ? {
          type: record.service_fee_type,
          amount: record.service_fee_amount ?? '0',
          currency: record.service_fee_currency ?? record.currency,
        }
      : null,
    service_fee_vat_rate: record.service_fee_vat_rate,
    version: record.version,
    project: record.project,
    categories: record.categories.map((category) => ({
      id: category.id,
      category_id: category.category_id,
      name: category.name,
      name_en: category.name_en,
      sort_order: category.sort_order,
      info: info(category),
      items: (items.get(category.id) ?? []).map((item) =>
        toLine(item, perItem.get(item.id), suppliers.get(item.id) ?? []),
      ),
      total_buy: categoryTotals.get(category.id)?.total_buy ?? '0',
      total_sell: categoryTotals.get(category.id)?.total_sell ?? '0',
    })),
    total: {
      total_buy: totals.total_buy,
      total_sell: totals.total_sell,
      taxes: totals.taxes,
      service_fee: totals.service_fee,
      total_sell_with_service_fee: totals.total_sell_with_service_fee,
      total_with_taxes: totals.total_with_taxes,
      profit: totals.profit,
      vat: totals.vat,
      missing_rates: totals.missing_rates,
    },
    current_profit_ratio: totals.current_profit_ratio,
    review: {
      status: record.review_status,
      code: record.review_code,
      comment: record.review_comment,
      decided_at: record.review_decided_at,
      shared_at: record.review_shared_at,
    },
    updated_at: record.updated_at,
  }
}

/** A line of the project's budget list. */
export function toSummary(record: BudgetRecord, isMain = false): BudgetSummary {
  const totals = calculateBudget(calcInput(record))
  return {
    code: record.code,
    name: record.name,
    currency: record.currency,
    total_buy: totals.total_buy,
    total_sell_with_service_fee: totals.total_sell_with_service_fee,
    current_profit_ratio: totals.current_profit_ratio,
    items_count: record.items.length,
    review_status: record.review_status,
    is_main: isMain,
    created_by: record.created_by,
    created_at: record.created_at,
    updated_at: record.updated_at,
  }
}
