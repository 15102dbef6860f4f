import { count, eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../platform/db'
import { InUseError } from '../../platform/errors'
import type { MessageKey } from '../../platform/messages'
import { isForeignKeyViolation } from '../../platform/sql-errors'
import { approvalChainSteps } from '../approvals/approvals.table'
import { clients } from '../clients/clients.table'
import { contacts } from '../contacts/contacts.table'
import { projects } from '../projects/projects.table'
import { supplierCategoryLinks, suppliers } from '../suppliers/suppliers.table'
import { teams, users } from '../users/users.table'
import {
  budgetCategorySupplierCategories,
  budgetGroups,
  budgetItems,
  projectTypeDivisions,
} from './definitions.table'

/** Records that others refer to; each deletable only while nothing uses it. */
export type UsageSubject =
  | 'position'
  | 'division'
  | 'team'
  | 'project_type'
  | 'meeting_type'
  | 'contact_position'
  | 'expense_source'
  | 'client_industry'
  | 'supplier_category'
  | 'tax_office'
  | 'payment_method'
  | 'credit_card'
  | 'budget_category'
  | 'budget_item'
  | 'budget_group'
  | 'budget_template'

interface UsageCheck {
  /** Names the using records in the 409 answer and its message (`usage_{type}` in messages.ts). */
  type: string
  count(db: DbOrTx, id: number): Promise<number>
}

/** Rows of `table` whose `column` names the record; ids are global, so no company filter is needed. */
function rowsReferring(type: string, table: PgTable, column: PgColumn): UsageCheck {
  return {
    type,
    async count(db, id) {
      const rows = await db.select({ value: count() }).from(table).where(eq(column, id))
      return Number(rows[0]?.value ?? 0)
    },
  }
}

/**
 * Every place that refers to a definition, in one list per definition: a module that adds a table
 * referring to one (projects → project types, contacts → contact positions, ...) adds its row here.
 * Deactivated people count too: their records still name the definition.
 */
const USAGE_CHECKS: Record<UsageSubject, UsageCheck[]> = {
  position: [
    rowsReferring('users', users, users.position_id),
    // A chain step naming the position would lose its approvers (issue 7, approval chains).
    rowsReferring('approval_chains', approvalChainSteps, approvalChainSteps.position_id),
  ],
  division: [
    rowsReferring('users', users, users.division_id),
    rowsReferring('teams', teams, teams.division_id),
    rowsReferring('project_types', projectTypeDivisions, projectTypeDivisions.division_id),
  ],
  team: [rowsReferring('users', users, users.team_id)],
  project_type: [rowsReferring('projects', projects, projects.project_type_id)],
  meeting_type: [],
  contact_position: [rowsReferring('contacts', contacts, contacts.position_id)],
  expense_source: [],
  client_industry: [rowsReferring('clients', clients, clients.industry_id)],
  supplier_category: [
    rowsReferring(
      'budget_categories',
      budgetCategorySupplierCategories,
      budgetCategorySupplierCategories.supplier_category_id,
    ),
    rowsReferring('suppliers', supplierCategoryLinks, supplierCategoryLinks.supplier_category_id),
  ],
  tax_office: [
    rowsReferring('clients', clients, clients.tax_office_id),
    rowsReferring('suppliers', suppliers, suppliers.tax_office_id),
  ],
  payment_method: [],
  credit_card: [],
  // Items and groups name their category; budgets' lines will name items (issue 9, the editor).
  budget_category: [
    rowsReferring('budget_items', budgetItems, budgetItems.category_id),
    rowsReferring('budget_groups', budgetGroups, budgetGroups.category_id),
  ],
  budget_item: [],
  budget_group: [],
  // Budgets copy a template's contents: nothing keeps pointing at it.
  budget_template: [],
}

// Every subject has its sentence subject in messages.ts ("Bu pozisyon"); the compiler checks it.
const subjectKey = (subject: UsageSubject): `in_use_${UsageSubject}` & MessageKey => `in_use_${subject}`

export async function findUsages(db: DbOrTx, subject: UsageSubject, id: number) {
  const counts = await Promise.all(
    USAGE_CHECKS[subject].map(async (check) => ({ type: check.type, count: await check.count(db, id) })),
  )
  return counts.filter((usage) => usage.count > 0)
}

/**
 * Deletes through `remove` unless something uses the record: then a 409 that says what does. A row
 * added between the check and the delete trips the foreign key, which answers the same 409.
 */
export async function deleteUnlessUsed(
  db: DbOrTx,
  subject: UsageSubject,
  id: number,
  remove: (tx: DbOrTx) => Promise<void>,
): Promise<void> {
  const usages = await findUsages(db, subject, id)
  if (usages.length > 0) throw new InUseError(subjectKey(subject), usages)
  try {
    await db.transaction(async (tx) => remove(tx))
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error
    throw new InUseError(subjectKey(subject), await findUsages(db, subject, id))
  }
}
