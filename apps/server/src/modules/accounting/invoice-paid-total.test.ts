import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import {
  type AccountingFixtures,
  accountingFixtures,
  purchaseBody,
  salesBody,
} from './accounting-test-fixtures'

/**
 * invoices.paid_total (migration 0035) is the sum of the invoice's payments, kept by statement triggers in
 * the transaction that writes the payments, whatever writes them: the finance reports read it in place of
 * the sum, so every write path must leave the two equal.
 */
let testApp: TestApp
let f: AccountingFixtures
beforeAll(async () => {
  testApp = await createTestApp()
  f = await accountingFixtures(testApp)
})
afterAll(async () => {
  await testApp?.close()
})

type Rows<T> = { rows: T[] }
const db = () => testApp.database.db

async function stored(id: number): Promise<string | undefined> {
  const { rows } = (await db().execute(
    sql`select paid_total::text as paid from invoices where id = ${id}`,
  )) as unknown as Rows<{ paid: string }>
  return rows[0]?.paid
}

/** Invoices whose stored total is not the sum of their payments (none, ever). */
async function drifted(): Promise<number> {
  const { rows } = (await db().execute(
    sql`select count(*)::int as n from invoices i
        where i.paid_total <> coalesce((select sum(pm.amount) from invoice_payments pm where pm.invoice_id = i.id), 0)`,
  )) as unknown as Rows<{ n: number }>
  return rows[0]?.n ?? -1
}

/** A payment's values (the invoice's company, its id, a day, the amount, a method). */
const payment = (invoiceId: number, amount: string) =>
  sql`((select event_company_id from invoices where id = ${invoiceId}), ${invoiceId}, '2026-03-20', ${amount}::numeric, 'CASH')`

describe('invoices.paid_total', () => {
  it('follows every payment written through the API, and a refused write leaves it as it was', async () => {
    const id = (await f.admin.post('/accounting/purchase-invoices', purchaseBody(f))).json().data.id
    expect(await stored(id)).toBe('0.00')
    const pay = (amount: string) =>
      f.admin.post(`/accounting/invoices/${id}/payments`, {
        paid_at: '2026-03-20',
        amount,
        method: 'BANK_TRANSFER',
      })
    const first = await pay('1000.30')
    expect(first.statusCode, first.body).toBe(200)
    expect(await stored(id)).toBe('1000.30')
    // An over-payment is refused inside the transaction: nothing changes.
    expect((await pay('1081.51')).statusCode).toBe(422)
    expect(await stored(id)).toBe('1000.30')
    expect((await pay('1081.50')).statusCode).toBe(200)
    expect(await stored(id)).toBe('2081.80')
    // Editing the invoice keeps what is paid; an edit refused (a total below it) too.
    const edited = await f.admin.put(
      `/accounting/purchase-invoices/${id}`,
      purchaseBody(f, { note: 'Düzeltildi' }),
    )
    expect(edited.statusCode, edited.body).toBe(200)
    expect(await stored(id)).toBe('2081.80')
    const shrink = await f.admin.put(
      `/accounting/purchase-invoices/${id}`,
      purchaseBody(f, { lines: [{ description: 'Az', quantity: '1', unit_price: '10', vat_rate: '0' }] }),
    )
    expect(shrink.statusCode).toBe(422)
    expect(await stored(id)).toBe('2081.80')
    const removed = await f.admin.delete(
      `/accounting/invoices/${id}/payments/${first.json().data.payments[0].id}`,
    )
    expect(removed.statusCode).toBe(200)
    expect(await stored(id)).toBe('1081.50')
    // Deleting the invoice takes its payments with it (the trigger finds no invoice left to update).
    expect((await f.admin.delete(`/accounting/purchase-invoices/${id}`)).statusCode).toBe(200)
    expect(await stored(id)).toBeUndefined()
    expect(await drifted()).toBe(0)
  })

  it('is written in the same transaction as the payment: a transaction that fails leaves it unchanged', async () => {
    const id = (await f.admin.post('/accounting/sales-invoices', salesBody(f))).json().data.id
    let inside: string | undefined
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(
          sql`insert into invoice_payments (event_company_id, invoice_id, paid_at, amount, method) values ${payment(id, '250.00')}`,
        )
        const { rows } = (await tx.execute(
          sql`select paid_total::text as paid from invoices where id = ${id}`,
        )) as unknown as Rows<{ paid: string }>
        inside = rows[0]?.paid
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(inside).toBe('250.00')
    expect(await stored(id)).toBe('0.00')
  })

  it('follows writes made outside the service: several invoices in one statement, an update, a move', async () => {
    const a = (await f.admin.post('/accounting/sales-invoices', salesBody(f))).json().data.id
    const b = (await f.admin.post('/accounting/sales-invoices', salesBody(f))).json().data.id
    await db().execute(
      sql`insert into invoice_payments (event_company_id, invoice_id, paid_at, amount, method)
          values ${payment(a, '100.00')}, ${payment(a, '0.50')}, ${payment(b, '300.00')}`,
    )
    expect([await stored(a), await stored(b)]).toEqual(['100.50', '300.00'])
    // A payment's amount changed and another moved from b to a: both invoices are recomputed.
    await db().execute(
      sql`update invoice_payments set amount = 1.25 where invoice_id = ${a} and amount = 0.50`,
    )
    await db().execute(sql`update invoice_payments set invoice_id = ${a} where invoice_id = ${b}`)
    expect([await stored(a), await stored(b)]).toEqual(['401.25', '0.00'])
    await db().execute(sql`delete from invoice_payments where invoice_id = ${a}`)
    expect(await stored(a)).toBe('0.00')
    expect(await drifted()).toBe(0)
  })

  it('stays the sum when two transactions delete payments of one invoice at once (PostgreSQL)', async () => {
    if (testApp.database.kind === 'pglite') return // one connection: no two transactions at once
    const id = (await f.admin.post('/accounting/sales-invoices', salesBody(f))).json().data.id
    const { rows } = (await db().execute(
      sql`insert into invoice_payments (event_company_id, invoice_id, paid_at, amount, method)
          values ${payment(id, '10.00')}, ${payment(id, '20.00')} returning id`,
    )) as unknown as Rows<{ id: number }>
    const [p1, p2] = rows.map((row) => Number(row.id))
    let firstDeleted!: () => void
    const deleted = new Promise<void>((resolve) => {
      firstDeleted = resolve
    })
    const first = db().transaction(async (tx) => {
      await tx.execute(sql`delete from invoice_payments where id = ${p1}`)
      firstDeleted()
      // Hold the invoice's lock while the second transaction deletes the other payment.
      await new Promise((resolve) => setTimeout(resolve, 300))
    })
    await deleted
    const second = db().transaction(async (tx) => {
      await tx.execute(sql`delete from invoice_payments where id = ${p2}`)
    })
    await Promise.all([first, second])
    expect(await stored(id)).toBe('0.00')
  })
})
