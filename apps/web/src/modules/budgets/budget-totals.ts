import {
  type BudgetTotals,
  type CalcBudget,
  type CalcCategory,
  type CategoryResult,
  type CategoryTotals,
  calculateCategory,
  type ItemTotals,
  sumCategories,
} from '@ajanda/contracts/budget-calc'
import type { BudgetDetail } from '@ajanda/contracts/budgets.contract'
import type { EditorCategory } from './budget-rows'

export type BudgetSettings = Pick<BudgetDetail, 'currency' | 'rates' | 'service_fee' | 'service_fee_vat_rate'>

function toCalcCategory(settings: BudgetSettings, category: EditorCategory): CalcCategory {
  return {
    id: category.id,
    vat_rate: category.info.vat_rate,
    taxes: category.info.taxes.map((tax) => ({
      price_type: tax.price_type,
      price: tax.price,
      // A FIXED row without a currency is in the budget's (the definition pages require one).
      currency_code: tax.currency_code ?? settings.currency,
      vat_rate: tax.vat_rate,
    })),
    items: category.items,
  }
}

function toServiceFee(settings: BudgetSettings): CalcBudget['service_fee'] {
  return settings.service_fee ? { ...settings.service_fee, vat_rate: settings.service_fee_vat_rate } : null
}

export interface EditorTotals {
  totals: BudgetTotals
  /** Each line's figures by id, so a row reads its own without a search. */
  byLine: Map<number, ItemTotals>
  byCategory: Map<number, CategoryTotals>
}

/**
 * Each category's result, kept while the category object and the settings are the same ones: the
 * editor's state changes only the category whose line changed (editor-state.ts), so a keystroke
 * recomputes one category of 2,000 lines rather than all of them.
 */
const byCategoryObject = new WeakMap<EditorCategory, { settings: BudgetSettings; result: CategoryResult }>()

function categoryResult(settings: BudgetSettings, category: EditorCategory): CategoryResult {
  const kept = byCategoryObject.get(category)
  if (kept && kept.settings === settings) return kept.result
  const result = calculateCategory(settings, toCalcCategory(settings, category))
  byCategoryObject.set(category, { settings, result })
  return result
}

/** Every total of the editor's state; run on each change, recomputing only the categories that changed. */
export function computeTotals(settings: BudgetSettings, categories: readonly EditorCategory[]): EditorTotals {
  const totals = sumCategories(
    { currency: settings.currency, rates: settings.rates, service_fee: toServiceFee(settings) },
    categories.map((category) => categoryResult(settings, category)),
  )
  const byLine = new Map<number, ItemTotals>()
  const byCategory = new Map<number, CategoryTotals>()
  for (const category of totals.categories) {
    byCategory.set(Number(category.id), category)
    for (const item of category.items) byLine.set(Number(item.id), item)
  }
  return { totals, byLine, byCategory }
}
