import type { InvoiceKind } from '@ajanda/contracts/accounting.contract'
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { clients } from '../clients/clients.table'
import { projects } from '../projects/projects.table'
import { suppliers } from '../suppliers/suppliers.table'
import { users } from '../users/users.table'
import { invoiceLines, invoicePayments, invoices } from './accounting.table'

/** What is paid of an invoice: the sum of its payments (0 without any). */
export const paidOfInvoice = sql<string>`coalesce((select sum(${invoicePayments.amount}) from ${invoicePayments} where ${invoicePayments.invoice_id} = ${invoices.id}), 0)`

/** The columns of an invoice row with its party, project and creator (left joins of `invoiceFrom`). */
export const invoiceColumns = {
  invoice: invoices,
  paid: paidOfInvoice,
  supplier: { id: suppliers.id, code: suppliers.code, name: suppliers.name },
  client: { id: clients.id, code: clients.code, name: clients.name },
  project: { id: projects.id, code: projects.code, name: projects.name },
  creator: { id: users.id, full_name: users.full_name },
}
export type InvoiceRow = {
  invoice: typeof invoices.$inferSelect
  paid: string
  supplier: { id: number; code: string; name: string } | null
  client: { id: number; code: string; name: string } | null
  project: { id: number; code: string; name: string } | null
  creator: { id: number; full_name: string } | null
}

export type LineValues = Omit<typeof invoiceLines.$inferInsert, 'invoice_id' | 'position'>
export type InvoiceValues = Omit<typeof invoices.$inferInsert, 'id' | 'created_at' | 'updated_at'>

/** Drizzle queries of invoices, their lines and payments; no rules here. */
export function createAccountingRepository(db: DbOrTx) {
  /** An invoice query with its joins; `fields` chooses what to read. */
  function invoiceFrom<T extends Record<string, unknown>>(fields: T) {
    return db
      .select(fields as never)
      .from(invoices)
      .leftJoin(suppliers, eq(suppliers.id, invoices.supplier_id))
      .leftJoin(clients, eq(clients.id, invoices.client_id))
      .leftJoin(projects, eq(projects.id, invoices.project_id))
      .leftJoin(users, eq(users.id, invoices.created_by))
  }

  return {
    invoiceFrom,

    async findInvoice(companyId: number, id: number, visible?: SQL): Promise<InvoiceRow | undefined> {
      const rows = (await invoiceFrom(invoiceColumns)
        .where(and(eq(invoices.event_company_id, companyId), eq(invoices.id, id), visible))
        .limit(1)) as InvoiceRow[]
      return rows[0]
    },

    lines(invoiceId: number) {
      return db
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoice_id, invoiceId))
        .orderBy(asc(invoiceLines.position))
    },

    async insertInvoice(values: InvoiceValues): Promise<number> {
      const [row] = await db.insert(invoices).values(values).returning({ id: invoices.id })
      if (!row) throw new Error('invoice insert returned nothing')
      return row.id
    },

    async updateInvoice(id: number, values: Partial<InvoiceValues>): Promise<void> {
      await db
        .update(invoices)
        .set({ ...values, updated_at: new Date() })
        .where(eq(invoices.id, id))
    },

    async deleteInvoice(id: number): Promise<void> {
      await db.delete(invoices).where(eq(invoices.id, id))
    },

    /** Replaces every line of the invoice (call inside a transaction). */
    async replaceLines(invoiceId: number, lines: LineValues[]): Promise<void> {
      await db.delete(invoiceLines).where(eq(invoiceLines.invoice_id, invoiceId))
      await db
        .insert(invoiceLines)
        .values(lines.map((line, index) => ({ ...line, invoice_id: invoiceId, position: index + 1 })))
    },

    /** Locks the invoice row so two payments cannot both fit the same remaining balance. */
    async lockInvoice(
      companyId: number,
      id: number,
    ): Promise<{ total: string; currency: string } | undefined> {
      const rows = await db
        .select({ total: invoices.total, currency: invoices.currency })
        .from(invoices)
        .where(and(eq(invoices.event_company_id, companyId), eq(invoices.id, id)))
        .for('update')
      return rows[0]
    },

    async paidOf(invoiceId: number): Promise<string> {
      const [row] = await db
        .select({ paid: sql<string>`coalesce(sum(${invoicePayments.amount}), 0)` })
        .from(invoicePayments)
        .where(eq(invoicePayments.invoice_id, invoiceId))
      return String(row?.paid ?? '0')
    },

    async insertPayment(values: typeof invoicePayments.$inferInsert): Promise<number> {
      const [row] = await db.insert(invoicePayments).values(values).returning({ id: invoicePayments.id })
      if (!row) throw new Error('payment insert returned nothing')
      return row.id
    },

    async deletePayment(invoiceId: number, paymentId: number): Promise<boolean> {
      const rows = await db
        .delete(invoicePayments)
        .where(and(eq(invoicePayments.invoice_id, invoiceId), eq(invoicePayments.id, paymentId)))
        .returning({ id: invoicePayments.id })
      return rows.length > 0
    },

    /** The payments of some invoices, oldest first. */
    paymentsOf(invoiceIds: number[]) {
      if (invoiceIds.length === 0) return Promise.resolve([])
      return db
        .select({ payment: invoicePayments, creator: { id: users.id, full_name: users.full_name } })
        .from(invoicePayments)
        .leftJoin(users, eq(users.id, invoicePayments.created_by))
        .where(inArray(invoicePayments.invoice_id, invoiceIds))
        .orderBy(asc(invoicePayments.paid_at), asc(invoicePayments.id))
    },

    /** Whether the company has this active supplier / client. */
    async partyExists(companyId: number, kind: InvoiceKind, id: number): Promise<boolean> {
      const table = kind === 'PURCHASE' ? suppliers : clients
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.event_company_id, companyId), eq(table.id, id), sql`${table.deleted_at} is null`))
        .limit(1)
      return rows.length > 0
    },

    /** The project of the company by id or code, if the `visible` condition holds. */
    async findProject(companyId: number, ref: { id: number } | { code: string }, visible?: SQL) {
      const rows = await db
        .select({ id: projects.id, code: projects.code, name: projects.name })
        .from(projects)
        .where(
          and(
            eq(projects.event_company_id, companyId),
            'id' in ref ? eq(projects.id, ref.id) : eq(projects.code, ref.code),
            visible,
          ),
        )
        .limit(1)
      return rows[0]
    },
  }
}
