import { asc, eq, inArray, isNull, or } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { cities, countries, taxOffices } from '../reference/reference.table'
import { positions } from '../users/users.table'
import {
  budgetCategories,
  budgetCategorySupplierCategories,
  budgetCategoryTaxes,
  budgetGroupItems,
  budgetGroups,
  budgetItems,
  clientIndustries,
  contactPositions,
  expenseSources,
  meetingTypes,
  paymentMethods,
  projectTypeDivisions,
  projectTypes,
  supplierCategories,
} from './definitions.table'

type NamedTable =
  | typeof contactPositions
  | typeof expenseSources
  | typeof clientIndustries
  | typeof supplierCategories

/** Drizzle queries only; every company-owned list is filtered by the caller's company. */
export function createDefinitionsRepository(db: DbOrTx) {
  const findNamed = (table: NamedTable, companyId: number) =>
    db
      .select({ id: table.id, name: table.name, name_en: table.name_en })
      .from(table)
      .where(eq(table.event_company_id, companyId))
      .orderBy(asc(table.name), asc(table.id))

  return {
    findContactPositionsByCompanyId: (companyId: number) => findNamed(contactPositions, companyId),
    findExpenseSourcesByCompanyId: (companyId: number) => findNamed(expenseSources, companyId),
    findClientIndustriesByCompanyId: (companyId: number) => findNamed(clientIndustries, companyId),
    findSupplierCategoriesByCompanyId: (companyId: number) => findNamed(supplierCategories, companyId),

    findMeetingTypesByCompanyId(companyId: number) {
      return db
        .select({
          id: meetingTypes.id,
          name: meetingTypes.name,
          name_en: meetingTypes.name_en,
          can_be_with_client: meetingTypes.can_be_with_client,
          can_be_with_supplier: meetingTypes.can_be_with_supplier,
          can_be_with_sponsor: meetingTypes.can_be_with_sponsor,
        })
        .from(meetingTypes)
        .where(eq(meetingTypes.event_company_id, companyId))
        .orderBy(asc(meetingTypes.name), asc(meetingTypes.id))
    },

    findPositionsByCompanyId(companyId: number) {
      return db
        .select({
          id: positions.id,
          name: positions.name,
          name_en: positions.name_en,
          scope: positions.scope,
        })
        .from(positions)
        .where(eq(positions.event_company_id, companyId))
        .orderBy(asc(positions.name), asc(positions.id))
    },

    findProjectTypesByCompanyId(companyId: number) {
      return db
        .select({
          id: projectTypes.id,
          name: projectTypes.name,
          name_en: projectTypes.name_en,
          budget_type: projectTypes.budget_type,
        })
        .from(projectTypes)
        .where(eq(projectTypes.event_company_id, companyId))
        .orderBy(asc(projectTypes.name), asc(projectTypes.id))
    },
    /** The division links of the company's project types, in one query (joined to keep to the company). */
    findProjectTypeDivisionsByCompanyId(companyId: number) {
      return db
        .select({
          parent_id: projectTypeDivisions.project_type_id,
          child_id: projectTypeDivisions.division_id,
        })
        .from(projectTypeDivisions)
        .innerJoin(projectTypes, eq(projectTypes.id, projectTypeDivisions.project_type_id))
        .where(eq(projectTypes.event_company_id, companyId))
        .orderBy(asc(projectTypeDivisions.division_id))
    },

    findBudgetCategoriesByCompanyId(companyId: number) {
      return (
        db
          .select({
            id: budgetCategories.id,
            name: budgetCategories.name,
            name_en: budgetCategories.name_en,
            vat_rate: budgetCategories.vat_rate,
          })
          .from(budgetCategories)
          .where(eq(budgetCategories.event_company_id, companyId))
          // Admins arrange categories; budgets list them in that order, so this list does too.
          .orderBy(asc(budgetCategories.sort_order), asc(budgetCategories.name), asc(budgetCategories.id))
      )
    },
    findBudgetCategoryTaxes(categoryIds: number[]) {
      if (categoryIds.length === 0) return Promise.resolve([])
      return db
        .select({
          category_id: budgetCategoryTaxes.budget_category_id,
          name: budgetCategoryTaxes.name,
          price_type: budgetCategoryTaxes.price_type,
          currency_code: budgetCategoryTaxes.currency_code,
          price: budgetCategoryTaxes.price,
          vat_rate: budgetCategoryTaxes.vat_rate,
        })
        .from(budgetCategoryTaxes)
        .where(inArray(budgetCategoryTaxes.budget_category_id, categoryIds))
        .orderBy(asc(budgetCategoryTaxes.sort_order), asc(budgetCategoryTaxes.id))
    },
    findBudgetCategorySupplierCategories(categoryIds: number[]) {
      if (categoryIds.length === 0) return Promise.resolve([])
      return db
        .select({
          parent_id: budgetCategorySupplierCategories.budget_category_id,
          child_id: budgetCategorySupplierCategories.supplier_category_id,
        })
        .from(budgetCategorySupplierCategories)
        .where(inArray(budgetCategorySupplierCategories.budget_category_id, categoryIds))
        .orderBy(asc(budgetCategorySupplierCategories.supplier_category_id))
    },

    findBudgetItemsByCompanyId(companyId: number) {
      return db
        .select({
          id: budgetItems.id,
          name: budgetItems.name,
          name_en: budgetItems.name_en,
          category_id: budgetItems.category_id,
        })
        .from(budgetItems)
        .where(eq(budgetItems.event_company_id, companyId))
        .orderBy(asc(budgetItems.name), asc(budgetItems.id))
    },

    findBudgetGroupsByCompanyId(companyId: number) {
      return db
        .select({
          id: budgetGroups.id,
          name: budgetGroups.name,
          name_en: budgetGroups.name_en,
          category_id: budgetGroups.category_id,
        })
        .from(budgetGroups)
        .where(eq(budgetGroups.event_company_id, companyId))
        .orderBy(asc(budgetGroups.name), asc(budgetGroups.id))
    },
    findBudgetGroupItemsByCompanyId(companyId: number) {
      return db
        .select({ parent_id: budgetGroupItems.budget_group_id, child_id: budgetGroupItems.budget_item_id })
        .from(budgetGroupItems)
        .innerJoin(budgetGroups, eq(budgetGroups.id, budgetGroupItems.budget_group_id))
        .where(eq(budgetGroups.event_company_id, companyId))
        .orderBy(asc(budgetGroupItems.budget_item_id))
    },

    /** The shared list and the company's own offices. */
    findTaxOffices(companyId: number) {
      return db
        .select({
          id: taxOffices.id,
          code: taxOffices.code,
          name: taxOffices.name,
          city: taxOffices.city,
          event_company_id: taxOffices.event_company_id,
        })
        .from(taxOffices)
        .where(or(isNull(taxOffices.event_company_id), eq(taxOffices.event_company_id, companyId)))
        .orderBy(asc(taxOffices.name), asc(taxOffices.code))
    },
    findPaymentMethodsByCompanyId(companyId: number) {
      return db
        .select({
          id: paymentMethods.id,
          name: paymentMethods.name,
          name_en: paymentMethods.name_en,
          type: paymentMethods.type,
          is_active: paymentMethods.is_active,
        })
        .from(paymentMethods)
        .where(eq(paymentMethods.event_company_id, companyId))
        .orderBy(asc(paymentMethods.name), asc(paymentMethods.id))
    },
    findCountries() {
      return db
        .select({
          code: countries.code,
          name: countries.name,
          name_en: countries.name_en,
          has_states: countries.has_states,
        })
        .from(countries)
        .orderBy(asc(countries.name))
    },
    /** Country codes are stored upper-case (ISO 3166-1 alpha-2). */
    findCitiesByCountry(countryCode: string) {
      return db
        .select({ name: cities.name, state: cities.state })
        .from(cities)
        .where(eq(cities.country_code, countryCode))
        .orderBy(asc(cities.name))
    },
  }
}
