import type { SimilarityKind } from '@ajanda/contracts/similarity.contract'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { invoices } from '../accounting/accounting.table'
import { notes, phoneCallLogs } from '../activities/activities.table'
import { projectBudgetItemSuppliers } from '../budgets/budgets.table'
import { contacts } from '../contacts/contacts.table'
import { projectContacts, projects } from '../projects/projects.table'
import { requests } from '../requests/requests.table'

export interface MergeReference {
  table: PgTable
  /** The column naming the merged record; a merge sets it to the target. */
  column: PgColumn
  /**
   * For a link table whose key includes the column (project_contacts): the other columns of a row. A
   * merge then copies each row to the target unless the target has it already, and deletes the old ones.
   */
  linkColumns?: readonly PgColumn[]
}
const ref = (table: PgTable, column: PgColumn): MergeReference => ({ table, column })
const link = (table: PgTable, column: PgColumn, linkColumns: PgColumn[]): MergeReference => ({
  table,
  column,
  linkColumns,
})

/**
 * Every place that refers to a client, a supplier or a contact. A merge moves each of these to the target
 * in its transaction, so nothing is left pointing at the archived record. A module that adds a table
 * referring to one of them (projects, meetings, budgets, payment requests...) adds one line here.
 */
export const MERGE_REFERENCES: Record<SimilarityKind, readonly MergeReference[]> = {
  clients: [
    ref(contacts, contacts.client_id),
    ref(notes, notes.client_id),
    ref(phoneCallLogs, phoneCallLogs.client_id),
    ref(projects, projects.client_id),
    ref(invoices, invoices.client_id),
    ref(requests, requests.client_id),
  ],
  suppliers: [
    ref(contacts, contacts.supplier_id),
    ref(notes, notes.supplier_id),
    ref(phoneCallLogs, phoneCallLogs.supplier_id),
    ref(invoices, invoices.supplier_id),
    ref(requests, requests.supplier_id),
    link(projectBudgetItemSuppliers, projectBudgetItemSuppliers.supplier_id, [
      projectBudgetItemSuppliers.item_id,
      projectBudgetItemSuppliers.budget_id,
      projectBudgetItemSuppliers.position,
    ]),
  ],
  contacts: [
    ref(phoneCallLogs, phoneCallLogs.contact_id),
    link(projectContacts, projectContacts.contact_id, [
      projectContacts.event_company_id,
      projectContacts.project_id,
      projectContacts.created_at,
    ]),
  ],
}
