import { and, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { clients } from '../clients/clients.table'
import { contacts } from '../contacts/contacts.table'
import { suppliers } from '../suppliers/suppliers.table'

export interface ExistingRecord {
  id: number
  code: string | null
  name: string
  name_search: string
  email: string | null
  tax_number: string | null
  company: string | null
}

/** What the duplicate check compares a file with: the company's active records, a few columns each. */
export function createImportsRepository(db: DbOrTx) {
  return {
    async existingClients(companyId: number): Promise<ExistingRecord[]> {
      const rows = await db
        .select({
          id: clients.id,
          code: clients.code,
          name: clients.name,
          name_search: clients.name_search,
          email: clients.email,
          tax_number: clients.tax_number,
        })
        .from(clients)
        .where(and(eq(clients.event_company_id, companyId), isNull(clients.deleted_at)))
      return rows.map((row) => ({ ...row, company: null }))
    },
    async existingSuppliers(companyId: number): Promise<ExistingRecord[]> {
      const rows = await db
        .select({
          id: suppliers.id,
          code: suppliers.code,
          name: suppliers.name,
          name_search: suppliers.name_search,
          email: suppliers.email,
          tax_number: suppliers.tax_number,
        })
        .from(suppliers)
        .where(and(eq(suppliers.event_company_id, companyId), isNull(suppliers.deleted_at)))
      return rows.map((row) => ({ ...row, company: null }))
    },
    /** Contacts with their company as "C-12" / "S-3": a name repeats only within one company. */
    async existingContacts(companyId: number): Promise<ExistingRecord[]> {
      const rows = await db
        .select({
          id: contacts.id,
          name: contacts.name,
          name_search: contacts.name_search,
          email: contacts.email,
          type: contacts.contact_type,
          client_id: contacts.client_id,
          supplier_id: contacts.supplier_id,
        })
        .from(contacts)
        .where(and(eq(contacts.event_company_id, companyId), isNull(contacts.deleted_at)))
      return rows.map((row) => ({
        id: row.id,
        code: null,
        name: row.name,
        name_search: row.name_search,
        email: row.email,
        tax_number: null,
        company: `${row.type}-${row.client_id ?? row.supplier_id}`,
      }))
    },
  }
}
