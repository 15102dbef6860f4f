import { and, asc, eq, inArray } from 'drizzle-orm'
import { createAccountingRepository } from '../modules/accounting/accounting.repository'
import { type InvoiceInput, valuesOf } from '../modules/accounting/invoices.service'
import { clients } from '../modules/clients/clients.table'
import { projects } from '../modules/projects/projects.table'
import { suppliers } from '../modules/suppliers/suppliers.table'
import { users } from '../modules/users/users.table'
import type { DbOrTx } from '../platform/db'

const line = (description: string, quantity: string, unit_price: string, vat_rate = '0.2') => ({
  description,
  quantity,
  unit_price,
  vat_rate,
})

/**
 * The demo company's invoices: supplier invoices of its confirmed projects (one paid, one paid in part,
 * one open) and sales invoices to their clients (one paid in part), so /accounting shows balances.
 */
export async function insertDemoInvoices(db: DbOrTx, companyId: number, today = new Date()): Promise<void> {
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
  const projectRows = await db
    .select({ id: projects.id, client_id: projects.client_id })
    .from(projects)
    .where(and(eq(projects.event_company_id, companyId), inArray(projects.stage, [8, 9, 10])))
    .orderBy(asc(projects.id))
    .limit(3)
  const supplierRows = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.event_company_id, companyId))
    .orderBy(asc(suppliers.id))
    .limit(3)
  const [finance] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'murat.sahin@demo.ajanda.test'))
    .limit(1)
  const [anyClient] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.event_company_id, companyId))
    .limit(1)
  if (projectRows.length === 0 || supplierRows.length === 0 || !anyClient) return
  const project = (n: number) => projectRows[n % projectRows.length] as (typeof projectRows)[number]
  const supplier = (n: number) => (supplierRows[n % supplierRows.length] as (typeof supplierRows)[number]).id
  const invoices: { input: InvoiceInput; paid: string[] }[] = [
    {
      input: {
        kind: 'PURCHASE',
        number: 'ALF-2026-0141',
        invoice_date: day(-40),
        due_date: day(-10),
        supplier_id: supplier(0),
        project_id: project(0).id,
        currency: 'TRY',
        lines: [line('Salon kirası', '2', '45000'), line('Teknik ekipman', '1', '18500')],
      },
      paid: ['130200.00'],
    },
    {
      input: {
        kind: 'PURCHASE',
        number: 'ALF-2026-0156',
        invoice_date: day(-20),
        due_date: day(10),
        supplier_id: supplier(1),
        project_id: project(1).id,
        currency: 'EUR',
        lines: [line('Konaklama (120 oda gecesi)', '120', '145', '0.1')],
      },
      paid: ['8000.00'],
    },
    {
      input: {
        kind: 'PURCHASE',
        number: 'ALF-2026-0163',
        invoice_date: day(-5),
        due_date: day(25),
        supplier_id: supplier(2),
        project_id: project(2).id,
        currency: 'TRY',
        lines: [line('Transfer hizmeti', '6', '7500')],
      },
      paid: [],
    },
    {
      input: {
        kind: 'SALES',
        number: 'STF-2026-0088',
        invoice_date: day(-15),
        due_date: day(15),
        client_id: project(0).client_id ?? anyClient.id,
        project_id: project(0).id,
        currency: 'TRY',
        lines: [line('Organizasyon hizmet bedeli', '1', '420000')],
      },
      paid: ['200000.00'],
    },
  ]
  const repo = createAccountingRepository(db)
  for (const { input, paid } of invoices) {
    const { invoice, lines } = valuesOf(input)
    const id = await repo.insertInvoice({
      ...invoice,
      event_company_id: companyId,
      created_by: finance?.id ?? null,
    })
    await repo.replaceLines(id, lines)
    for (const [index, amount] of paid.entries())
      await repo.insertPayment({
        invoice_id: id,
        event_company_id: companyId,
        paid_at: day(-8 + index),
        amount,
        method: 'BANK_TRANSFER',
        created_by: finance?.id ?? null,
      })
  }
}
