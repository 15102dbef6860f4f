import {
  type BudgetTotals,
  type CalcBudget,
  type CategoryTotals,
  calculateBudget,
  type ItemTotals,
} from '@ajanda/contracts/budget-calc'
import type { BudgetDetail } from '@ajanda/contracts/budgets.contract'
import type { EditorCategory } from './budget-rows'

export type BudgetSettings = Pick<BudgetDetail, 'currency' | 'rates' | 'service_fee' | 'service_fee_vat_rate'>

/** The editor's state as the shared calculation reads it (the same module the server totals with). */
export function toCalcBudget(settings: BudgetSettings, categories: readonly EditorCategory[]): CalcBudget {
  return {
    currency: settings.currency,
    rates: settings.rates,
    service_fee: settings.service_fee
      ? { ...settings.service_fee, vat_rate: settings.service_fee_vat_rate }
      : null,
    categories: categories.map((category) => ({
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
    })),
  }
}

export interface EditorTotals {
  totals: BudgetTotals
  /** Each line's figures by id, so a row reads its own without a search. */
  byLine: Map<number, ItemTotals>
  byCategory: Map<number, CategoryTotals>
}

/** Every total of the editor's state; run on each change (well under 50 ms for 2,000 lines). */
export function computeTotals(settings: BudgetSettings, categories: readonly EditorCategory[]): EditorTotals {
  const totals = calculateBudget(toCalcBudget(settings, categories))
  const byLine = new Map<number, ItemTotals>()
  const byCategory = new Map<number, CategoryTotals>()
  for (const category of totals.categories) {
    byCategory.set(Number(category.id), category)
    for (const item of category.items) byLine.set(Number(item.id), item)
  }
  return { totals, byLine, byCategory }
}
