import { canonicalDecimal } from '@ajanda/contracts/common/decimal'
import type { BudgetCategory, BudgetGroup, BudgetItem } from '@ajanda/contracts/definitions.contract'
import type {
  BudgetCategoryInput,
  BudgetGroupInput,
  BudgetItemInput,
} from '@ajanda/contracts/definitions-admin.contract'
import type { DbOrTx } from '../../platform/db'
import { FieldErrors, FieldValidationError } from '../../platform/errors'
import { createBudgetDefinitionsRepository } from './budget-definitions.repository'
import type { DefinitionHandler } from './definition-handlers'
import { asPriceType } from './definitions.service'
import { budgetGroups, budgetItems } from './definitions.table'

const repo = createBudgetDefinitionsRepository
const nameTaken = () => FieldValidationError.of('name', { key: 'name_taken' })
const invalidChoice = { validation: 'invalid_choice' } as const

/** The category must be the caller company's; an item or a group is named once per category. */
async function checkInCategory(
  db: DbOrTx,
  companyId: number,
  table: typeof budgetItems | typeof budgetGroups,
  input: { name: string; category_id: number },
  exceptId: number | null,
) {
  if (!(await repo(db).categoryExists(companyId, input.category_id)))
    throw FieldValidationError.of('category_id', invalidChoice)
  if (await repo(db).nameTakenInCategory(table, input.category_id, input.name, exceptId)) throw nameTaken()
}

export const budgetCategoryHandler: DefinitionHandler<BudgetCategoryInput, BudgetCategory> = {
  subject: 'budget_category',
  async find(db, companyId, id) {
    const row = await repo(db).findCategory(companyId, id)
    if (!row) return undefined
    return {
      id: row.id,
      name: row.name,
      name_en: row.name_en,
      vat_rate: canonicalDecimal(row.vat_rate),
      supplier_categories: row.supplier_categories,
      taxes: row.taxes.map((tax) => ({
        name: tax.name,
        price_type: asPriceType(tax.price_type),
        currency_code: tax.currency_code,
        price: canonicalDecimal(tax.price),
        vat_rate: canonicalDecimal(tax.vat_rate),
      })),
    }
  },
  async check(db, companyId, input, exceptId) {
    if (await repo(db).categoryNameTaken(companyId, input.name, exceptId)) throw nameTaken()
    const errors = new FieldErrors()
    const known = new Set(await repo(db).companySupplierCategoryIds(companyId, input.supplier_categories))
    input.supplier_categories.forEach((id, index) => {
      if (!known.has(id)) errors.add(`supplier_categories.${index}`, invalidChoice)
    })
    // A FIXED row's currency is one the company works in (its settings list them).
    const currencies = new Set(await repo(db).companyCurrencyCodes(companyId))
    input.taxes.forEach((tax, index) => {
      if (tax.price_type === 'FIXED' && tax.currency_code && !currencies.has(tax.currency_code))
        errors.add(`taxes.${index}.currency_code`, invalidChoice)
    })
    if (!errors.empty) throw new FieldValidationError(errors.fields)
  },
  async create(db, companyId, input) {
    const id = await repo(db).insertCategory(companyId, input)
    await repo(db).replaceCategoryChildren(id, input)
    return id
  },
  async update(db, companyId, id, input) {
    await repo(db).updateCategory(companyId, id, input)
    await repo(db).replaceCategoryChildren(id, input)
  },
  remove: (db, companyId, id) => repo(db).deleteCategory(companyId, id),
}

const namedValues = (input: { name: string; name_en?: string | null; category_id: number }) => ({
  name: input.name,
  name_en: input.name_en || null,
  category_id: input.category_id,
})

export const budgetItemHandler: DefinitionHandler<BudgetItemInput, BudgetItem> = {
  subject: 'budget_item',
  find: (db, companyId, id) => repo(db).findItem(companyId, id),
  check: (db, companyId, input, exceptId) => checkInCategory(db, companyId, budgetItems, input, exceptId),
  create: (db, companyId, input) => repo(db).insertItem(companyId, namedValues(input)),
  update: (db, companyId, id, input) => repo(db).updateItem(companyId, id, namedValues(input)),
  remove: (db, companyId, id) => repo(db).deleteItem(companyId, id),
}

export const budgetGroupHandler: DefinitionHandler<BudgetGroupInput, BudgetGroup> = {
  subject: 'budget_group',
  find: (db, companyId, id) => repo(db).findGroup(companyId, id),
  async check(db, companyId, input, exceptId) {
    await checkInCategory(db, companyId, budgetGroups, input, exceptId)
    // A group's alternatives are items of its own category.
    const known = new Set(await repo(db).itemIdsOfCategory(companyId, input.category_id, input.items))
    const errors = new FieldErrors()
    input.items.forEach((id, index) => {
      if (!known.has(id)) errors.add(`items.${index}`, invalidChoice)
    })
    if (!errors.empty) throw new FieldValidationError(errors.fields)
  },
  async create(db, companyId, input) {
    const id = await repo(db).insertGroup(companyId, namedValues(input))
    await repo(db).replaceGroupItems(id, input.items)
    return id
  },
  async update(db, companyId, id, input) {
    await repo(db).updateGroup(companyId, id, namedValues(input))
    await repo(db).replaceGroupItems(id, input.items)
  },
  remove: (db, companyId, id) => repo(db).deleteGroup(companyId, id),
}
