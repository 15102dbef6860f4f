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
} from '../modules/definitions/definitions.table'
import { formFieldTemplates } from '../modules/reference/reference.table'
import type { DbOrTx } from '../platform/db'
import type { DefinitionsSpec } from './company-spec'
import { byName, idOf } from './name-map'

/** Inserts only when there is something to insert: an empty VALUES list is an SQL error. */
async function insertNames(
  db: DbOrTx,
  table:
    | typeof contactPositions
    | typeof expenseSources
    | typeof clientIndustries
    | typeof supplierCategories,
  companyId: number,
  names: readonly string[],
  english: Readonly<Record<string, string>> = {},
) {
  if (names.length === 0) return new Map<string, number>()
  const rows = await db
    .insert(table)
    .values(names.map((name) => ({ event_company_id: companyId, name, name_en: english[name] ?? null })))
    .returning({ id: table.id, name: table.name })
  return byName(rows)
}

async function insertProjectTypes(
  db: DbOrTx,
  companyId: number,
  spec: DefinitionsSpec,
  divisionIds: ReadonlyMap<string, number>,
) {
  if (spec.projectTypes.length === 0) return
  const typeIds = byName(
    await db
      .insert(projectTypes)
      .values(
        spec.projectTypes.map((p) => ({
          event_company_id: companyId,
          name: p.name,
          name_en: spec.englishNames?.[p.name] ?? null,
          budget_type: p.budget_type,
        })),
      )
      .returning({ id: projectTypes.id, name: projectTypes.name }),
  )
  const links = spec.projectTypes.flatMap((p) =>
    p.divisions.map((division) => ({
      project_type_id: idOf(typeIds, p.name, 'project type'),
      division_id: idOf(divisionIds, division, 'division'),
    })),
  )
  if (links.length > 0) await db.insert(projectTypeDivisions).values(links)
}

async function insertBudgetDefinitions(
  db: DbOrTx,
  companyId: number,
  spec: DefinitionsSpec,
  supplierCategoryIds: ReadonlyMap<string, number>,
) {
  const categories = spec.budgetCategories
  if (categories.length === 0) return
  const categoryIds = byName(
    await db
      .insert(budgetCategories)
      .values(
        categories.map((c, index) => ({
          event_company_id: companyId,
          name: c.name,
          name_en: c.name_en,
          vat_rate: c.vat_rate,
          sort_order: index + 1,
        })),
      )
      .returning({ id: budgetCategories.id, name: budgetCategories.name }),
  )
  const taxes = categories.flatMap((c) =>
    c.taxes.map((tax, index) => ({
      budget_category_id: idOf(categoryIds, c.name, 'budget category'),
      name: tax.name,
      price_type: tax.price_type,
      price: tax.price,
      currency_code: tax.currency_code ?? null,
      vat_rate: tax.vat_rate,
      sort_order: index + 1,
    })),
  )
  if (taxes.length > 0) await db.insert(budgetCategoryTaxes).values(taxes)
  const supplierLinks = categories.flatMap((c) =>
    c.supplierCategories.map((supplierCategory) => ({
      budget_category_id: idOf(categoryIds, c.name, 'budget category'),
      supplier_category_id: idOf(supplierCategoryIds, supplierCategory, 'supplier category'),
    })),
  )
  if (supplierLinks.length > 0) await db.insert(budgetCategorySupplierCategories).values(supplierLinks)

  // Item names repeat across categories ("Teknik Ekip"), so items are keyed by category and name.
  const itemKey = (categoryId: number, name: string) => `${categoryId}/${name}`
  const itemRows = categories.flatMap((c) =>
    c.items.map((item) => ({
      event_company_id: companyId,
      category_id: idOf(categoryIds, c.name, 'budget category'),
      ...item,
    })),
  )
  if (itemRows.length === 0) return
  const insertedItems = await db
    .insert(budgetItems)
    .values(itemRows)
    .returning({ id: budgetItems.id, name: budgetItems.name, category_id: budgetItems.category_id })
  const itemIds = new Map(insertedItems.map((r) => [itemKey(r.category_id, r.name), r.id]))

  const groupSpecs = categories.flatMap((c) =>
    c.groups.map((g) => ({ ...g, categoryId: idOf(categoryIds, c.name, 'budget category') })),
  )
  if (groupSpecs.length === 0) return
  const insertedGroups = await db
    .insert(budgetGroups)
    .values(
      groupSpecs.map((g) => ({
        event_company_id: companyId,
        category_id: g.categoryId,
        name: g.name,
        name_en: g.name_en,
      })),
    )
    .returning({ id: budgetGroups.id, name: budgetGroups.name, category_id: budgetGroups.category_id })
  const groupIds = new Map(insertedGroups.map((r) => [itemKey(r.category_id, r.name), r.id]))
  const groupItems = groupSpecs.flatMap((g) =>
    g.items.map((item) => ({
      budget_group_id: idOf(groupIds, itemKey(g.categoryId, g.name), 'budget group'),
      budget_item_id: idOf(itemIds, itemKey(g.categoryId, item), 'budget item'),
    })),
  )
  if (groupItems.length > 0) await db.insert(budgetGroupItems).values(groupItems)
}

/** A company's own lookup lists (admin "definitions"), in a handful of batched inserts. */
export async function insertDefinitions(
  db: DbOrTx,
  companyId: number,
  spec: DefinitionsSpec,
  divisionIds: ReadonlyMap<string, number>,
): Promise<void> {
  if (spec.paymentMethods.length > 0) {
    await db.insert(paymentMethods).values(
      spec.paymentMethods.map((m) => ({
        event_company_id: companyId,
        name: m.name,
        name_en: spec.englishNames?.[m.name] ?? null,
        type: m.type,
        is_active: m.is_active ?? true,
      })),
    )
  }
  const english = spec.englishNames
  await insertNames(db, contactPositions, companyId, spec.contactPositions, english)
  await insertNames(db, expenseSources, companyId, spec.expenseSources, english)
  await insertNames(db, clientIndustries, companyId, spec.clientIndustries, english)
  const supplierCategoryIds = await insertNames(
    db,
    supplierCategories,
    companyId,
    spec.supplierCategories,
    english,
  )
  if (spec.meetingTypes.length > 0) {
    await db.insert(meetingTypes).values(
      spec.meetingTypes.map((m) => ({
        event_company_id: companyId,
        name: m.name,
        name_en: spec.englishNames?.[m.name] ?? null,
        can_be_with_client: m.client ?? false,
        can_be_with_supplier: m.supplier ?? false,
        can_be_with_sponsor: m.sponsor ?? false,
      })),
    )
  }
  await insertProjectTypes(db, companyId, spec, divisionIds)
  await insertBudgetDefinitions(db, companyId, spec, supplierCategoryIds)
  if (spec.formFieldTemplates.length > 0) {
    await db
      .insert(formFieldTemplates)
      .values(spec.formFieldTemplates.map((t) => ({ event_company_id: companyId, ...t })))
  }
}
