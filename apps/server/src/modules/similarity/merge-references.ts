import type { SimilarityKind } from '@ajanda/contracts/similarity.contract'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { notes, phoneCallLogs } from '../activities/activities.table'
import { contacts } from '../contacts/contacts.table'

export interface MergeReference {
  table: PgTable
  /** The column naming the merged record; a merge sets it to the target. */
  column: PgColumn
}
const ref = (table: PgTable, column: PgColumn): MergeReference => ({ table, column })

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
  ],
  suppliers: [
    ref(contacts, contacts.supplier_id),
    ref(notes, notes.supplier_id),
    ref(phoneCallLogs, phoneCallLogs.supplier_id),
  ],
  contacts: [ref(phoneCallLogs, phoneCallLogs.contact_id)],
}
