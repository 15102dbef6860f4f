import type { Locale } from '@ajanda/contracts/common/locale'
import type {
  DefinitionInput,
  DefinitionItem,
  EditableDefinitionName,
} from '@ajanda/contracts/definitions-admin.contract'
import type { DbOrTx } from '../../platform/db'
import { FieldValidationError } from '../../platform/errors'
import { templateHandler } from '../budgets/budget-templates'
import { positionView } from '../users/me-view'
import { budgetCategoryHandler, budgetGroupHandler, budgetItemHandler } from './budget-definition-handlers'
import type { UsageSubject } from './definition-usages'
import { asBudgetType, asPaymentMethodType } from './definitions.service'
import { clientIndustries, contactPositions, expenseSources, supplierCategories } from './definitions.table'
import {
  createDefinitionsAdminRepository,
  NAME_COLUMNS,
  type NamedTable,
} from './definitions-admin.repository'
import { createTaxOfficesRepository } from './tax-offices.repository'

/** How one editable definition is read, checked and written; the service runs these in transactions. */
export interface DefinitionHandler<Input, Item> {
  subject: UsageSubject
  find(db: DbOrTx, companyId: number, id: number, locale: Locale): Promise<Item | undefined>
  /** Shared rows every company reads but none may change (the shared tax offices). */
  isShared?(item: Item): boolean
  /** Business 422s beyond the schema: duplicate names, ids of another company. */
  check(db: DbOrTx, companyId: number, input: Input, exceptId: number | null): Promise<void>
  create(db: DbOrTx, companyId: number, input: Input): Promise<number>
  update(db: DbOrTx, companyId: number, id: number, input: Input): Promise<void>
  remove(db: DbOrTx, companyId: number, id: number): Promise<void>
}
export type DefinitionHandlers = {
  [N in EditableDefinitionName]: DefinitionHandler<DefinitionInput<N>, DefinitionItem<N>>
}

const repo = createDefinitionsAdminRepository

function uniqueName(name: keyof typeof NAME_COLUMNS) {
  return async (db: DbOrTx, companyId: number, input: { name: string }, exceptId: number | null) => {
    if (await repo(db).nameTaken(NAME_COLUMNS[name], companyId, input.name, exceptId))
      throw FieldValidationError.of('name', { key: 'name_taken' })
  }
}

/** The names as stored: an empty English name is none. */
const names = (input: { name: string; name_en?: string | null }) => ({
  name: input.name,
  name_en: input.name_en || null,
})

type NamedDefinition = 'contact-positions' | 'expense-sources' | 'client-industries' | 'supplier-categories'

/** The four lists of plain names share one shape, so one handler type serves them all. */
function namedHandler(
  name: NamedDefinition,
  table: NamedTable,
  subject: UsageSubject,
): DefinitionHandler<
  { name: string; name_en?: string | null },
  { id: number; name: string; name_en: string | null }
> {
  return {
    subject,
    find: (db, companyId, id) => repo(db).findNamed(table, companyId, id),
    check: uniqueName(name),
    create: (db, companyId, input) => repo(db).insertNamed(table, companyId, names(input)),
    update: (db, companyId, id, input) => repo(db).updateNamed(table, companyId, id, names(input)),
    remove: (db, companyId, id) => repo(db).deleteNamed(table, companyId, id),
  }
}

export const definitionHandlers: DefinitionHandlers = {
  positions: {
    subject: 'position',
    async find(db, companyId, id, locale) {
      const row = await repo(db).findPosition(companyId, id)
      return row && positionView(row, locale)
    },
    check: uniqueName('positions'),
    create: (db, companyId, input) =>
      repo(db).insertPosition({ event_company_id: companyId, ...input, name_en: input.name_en ?? null }),
    update: (db, companyId, id, input) =>
      repo(db).updatePosition(companyId, id, { ...input, name_en: input.name_en ?? null }),
    remove: (db, companyId, id) => repo(db).deletePosition(companyId, id),
  },

  'project-types': {
    subject: 'project_type',
    async find(db, companyId, id) {
      const row = await repo(db).findProjectType(companyId, id)
      return row && { ...row, budget_type: asBudgetType(row.budget_type) }
    },
    async check(db, companyId, input, exceptId) {
      await uniqueName('project-types')(db, companyId, input, exceptId)
      const wanted = [...new Set(input.divisions)]
      const known = new Set(await repo(db).companyDivisionIds(companyId, wanted))
      const unknown = input.divisions.findIndex((id) => !known.has(id))
      if (unknown >= 0)
        throw FieldValidationError.of(`divisions.${unknown}`, { validation: 'invalid_choice' })
    },
    async create(db, companyId, input) {
      const id = await repo(db).insertProjectType({
        event_company_id: companyId,
        ...names(input),
        budget_type: input.budget_type,
      })
      await repo(db).replaceProjectTypeDivisions(id, [...new Set(input.divisions)])
      return id
    },
    async update(db, companyId, id, input) {
      await repo(db).updateProjectType(companyId, id, { ...names(input), budget_type: input.budget_type })
      await repo(db).replaceProjectTypeDivisions(id, [...new Set(input.divisions)])
    },
    remove: (db, companyId, id) => repo(db).deleteProjectType(companyId, id),
  },

  'meeting-types': {
    subject: 'meeting_type',
    find: (db, companyId, id) => repo(db).findMeetingType(companyId, id),
    check: uniqueName('meeting-types'),
    create: (db, companyId, input) =>
      repo(db).insertMeetingType({ event_company_id: companyId, ...input, ...names(input) }),
    update: (db, companyId, id, input) =>
      repo(db).updateMeetingType(companyId, id, { ...input, ...names(input) }),
    remove: (db, companyId, id) => repo(db).deleteMeetingType(companyId, id),
  },

  'contact-positions': namedHandler('contact-positions', contactPositions, 'contact_position'),
  'expense-sources': namedHandler('expense-sources', expenseSources, 'expense_source'),
  'client-industries': namedHandler('client-industries', clientIndustries, 'client_industry'),
  'supplier-categories': namedHandler('supplier-categories', supplierCategories, 'supplier_category'),

  'tax-offices': {
    subject: 'tax_office',
    find: (db, companyId, id) => createTaxOfficesRepository(db).findVisible(companyId, id),
    isShared: (item) => item.event_company_id === null,
    async check(db, companyId, input, exceptId) {
      if (await createTaxOfficesRepository(db).codeTaken(companyId, input.code, exceptId))
        throw FieldValidationError.of('code', { key: 'code_taken' })
    },
    create: (db, companyId, input) =>
      createTaxOfficesRepository(db).insert({
        event_company_id: companyId,
        code: input.code,
        name: input.name,
        city: input.city || null,
      }),
    update: (db, companyId, id, input) =>
      createTaxOfficesRepository(db).update(companyId, id, {
        code: input.code,
        name: input.name,
        city: input.city || null,
      }),
    remove: (db, companyId, id) => createTaxOfficesRepository(db).remove(companyId, id),
  },

  'payment-methods': {
    subject: 'payment_method',
    async find(db, companyId, id) {
      const row = await repo(db).findPaymentMethod(companyId, id)
      return row && { ...row, type: asPaymentMethodType(row.type) }
    },
    check: uniqueName('payment-methods'),
    create: (db, companyId, input) =>
      repo(db).insertPaymentMethod({ event_company_id: companyId, ...input, ...names(input) }),
    update: (db, companyId, id, input) =>
      repo(db).updatePaymentMethod(companyId, id, { ...input, ...names(input) }),
    remove: (db, companyId, id) => repo(db).deletePaymentMethod(companyId, id),
  },

  'budget-categories': budgetCategoryHandler,
  'budget-items': budgetItemHandler,
  'budget-groups': budgetGroupHandler,
  'budget-templates': templateHandler('BUDGET'),
  'budget-category-templates': templateHandler('CATEGORY'),
}
