import { canonicalDecimal } from '@ajanda/contracts/common/decimal'
import type { Locale } from '@ajanda/contracts/common/locale'
import {
  type City,
  type DefinitionList,
  type DefinitionName,
  PAYMENT_METHOD_TYPES,
  type PaymentMethodType,
} from '@ajanda/contracts/definitions.contract'
import type { DbOrTx } from '../../platform/db'
import { createTemplatesRepository } from '../budgets/budget-templates'
import { positionView } from '../users/me-view'
import { sortByName } from './collation'
import { createDefinitionsRepository } from './definitions.repository'
import { childrenOf, groupChildren, groupRows } from './group-children'

/** Who asks: the lists of company-owned definitions are the caller's company's only. */
export interface ListContext {
  companyId: number
  locale: Locale
}

export type DefinitionLoaders = {
  [N in DefinitionName]: (context: ListContext) => Promise<DefinitionList<N>>
}

export const asBudgetType = (value: number): 1 | 2 | 3 => (value === 2 || value === 3 ? value : 1)
export const asPaymentMethodType = (value: string): PaymentMethodType =>
  (PAYMENT_METHOD_TYPES as readonly string[]).includes(value) ? (value as PaymentMethodType) : 'CASH'
export const asPriceType = (value: string): 'PERCENTAGE' | 'FIXED' =>
  value === 'FIXED' ? 'FIXED' : 'PERCENTAGE'

export function createDefinitionsService(db: DbOrTx) {
  const repo = createDefinitionsRepository(db)

  const loaders: DefinitionLoaders = {
    'tax-offices': async ({ companyId, locale }) => sortByName(await repo.findTaxOffices(companyId), locale),
    'payment-methods': async ({ companyId, locale }) => {
      const rows = await repo.findPaymentMethodsByCompanyId(companyId)
      return sortByName(
        rows.map((row) => ({ ...row, type: asPaymentMethodType(row.type) })),
        locale,
      )
    },
    'contact-positions': async ({ companyId, locale }) =>
      sortByName(await repo.findContactPositionsByCompanyId(companyId), locale),
    'expense-sources': async ({ companyId, locale }) =>
      sortByName(await repo.findExpenseSourcesByCompanyId(companyId), locale),
    'client-industries': async ({ companyId, locale }) =>
      sortByName(await repo.findClientIndustriesByCompanyId(companyId), locale),
    'supplier-categories': async ({ companyId, locale }) =>
      sortByName(await repo.findSupplierCategoriesByCompanyId(companyId), locale),
    'meeting-types': async ({ companyId, locale }) =>
      sortByName(await repo.findMeetingTypesByCompanyId(companyId), locale),

    positions: async ({ companyId, locale }) => {
      const rows = await repo.findPositionsByCompanyId(companyId)
      return sortByName(
        rows.map((row) => positionView(row, locale)),
        locale,
      )
    },

    countries: async ({ locale }) => {
      const rows = await repo.findCountries()
      const list = rows.map((row) => ({
        code: row.code,
        name: locale === 'en' ? row.name_en : row.name,
        has_states: row.has_states,
      }))
      return sortByName(list, locale)
    },

    'project-types': async ({ companyId, locale }) => {
      const [rows, links] = await Promise.all([
        repo.findProjectTypesByCompanyId(companyId),
        repo.findProjectTypeDivisionsByCompanyId(companyId),
      ])
      const divisions = groupChildren(links)
      const list = rows.map((row) => ({
        id: row.id,
        name: row.name,
        name_en: row.name_en,
        budget_type: asBudgetType(row.budget_type),
        divisions: childrenOf(divisions, row.id),
      }))
      return sortByName(list, locale)
    },

    // Kept in the admins' sort_order (see the repository), not re-sorted by name.
    'budget-categories': async ({ companyId }) => {
      const rows = await repo.findBudgetCategoriesByCompanyId(companyId)
      const ids = rows.map((row) => row.id)
      const [taxes, supplierLinks] = await Promise.all([
        repo.findBudgetCategoryTaxes(ids),
        repo.findBudgetCategorySupplierCategories(ids),
      ])
      const taxesByCategory = groupRows(taxes, (tax) => tax.category_id)
      const supplierCategories = groupChildren(supplierLinks)
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        name_en: row.name_en,
        vat_rate: canonicalDecimal(row.vat_rate),
        supplier_categories: childrenOf(supplierCategories, row.id),
        taxes: (taxesByCategory.get(row.id) ?? []).map((tax) => ({
          name: tax.name,
          price_type: asPriceType(tax.price_type),
          currency_code: tax.currency_code,
          price: canonicalDecimal(tax.price),
          vat_rate: canonicalDecimal(tax.vat_rate),
        })),
      }))
    },

    'budget-items': async ({ companyId, locale }) =>
      sortByName(await repo.findBudgetItemsByCompanyId(companyId), locale),

    'budget-templates': ({ companyId }) => createTemplatesRepository(db).list(companyId, 'BUDGET'),
    'budget-category-templates': ({ companyId }) => createTemplatesRepository(db).list(companyId, 'CATEGORY'),

    'budget-groups': async ({ companyId, locale }) => {
      const [rows, links] = await Promise.all([
        repo.findBudgetGroupsByCompanyId(companyId),
        repo.findBudgetGroupItemsByCompanyId(companyId),
      ])
      const items = groupChildren(links)
      const list = rows.map((row) => ({ ...row, items: childrenOf(items, row.id) }))
      return sortByName(list, locale)
    },
  }

  return {
    loaders,
    /** Reference data: the same for every company. An unknown country simply has no cities. */
    async findCities(country: string, locale: Locale): Promise<City[]> {
      return sortByName(await repo.findCitiesByCountry(country.toUpperCase()), locale)
    },
  }
}
