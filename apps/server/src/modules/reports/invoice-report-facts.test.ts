import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import {
  type AccountingFixtures,
  accountingFixtures,
  purchaseBody,
  salesBody,
} from '../accounting/accounting-test-fixtures'
import { clientWithContact, leadBody } from '../projects/project-test-fixtures'

/*
 * The facts migration 0036's triggers keep for the finance reports (decisions/0046 "Cold figures"), in
 * the writing transaction whatever writes: projects.first_sales_date, the date of the project's first sales
 * invoice, and on every invoice its project's responsible and creator (the columns the scope filters on).
 * Each write path is checked against a recomputation from the invoices and projects themselves.
 */
let testApp: TestApp
let f: AccountingFixtures
let lead: { clientId: number; contactId: number }
beforeAll(async () => {
  testApp = await createTestApp()
  f = await accountingFixtures(testApp)
  const { client, contactId } = await clientWithContact(f.admin, f.positionId)
  lead = { clientId: client.id, contactId }
})
afterAll(async () => {
  await testApp?.close()
})

type Rows<T> = { rows: T[] }
const db = () => testApp.database.db
async function one<T>(query: ReturnType<typeof sql>): Promise<T | undefined> {
  return ((await db().execute(query)) as unknown as Rows<T>).rows[0]
}

const firstSales = async (projectId: number) =>
  (
    await one<{ date: string | null }>(
      sql`select first_sales_date::text as date from projects where id = ${projectId}`,
    )
  )?.date

const scopeOf = (invoiceId: number) =>
  one<{ responsible: number | null; creator: number | null }>(
    sql`select project_responsible_id::int as responsible, project_created_by::int as creator
        from invoices where id = ${invoiceId}`,
  )

/** Rows of stored facts that differ from a recomputation (none, ever). */
async function drifted(): Promise<{ projects: number; invoices: number; months: number }> {
  const projects = await one<{ n: number }>(
    sql`select count(*)::int as n from projects p where p.first_sales_date is distinct from (
          select min(i.invoice_date) from invoices i
          where i.project_id = p.id and i.kind = 'SALES' and i.event_company_id = p.event_company_id)`,
  )
  const invoices = await one<{ n: number }>(
    sql`select count(*)::int as n from invoices i left join projects p on p.id = i.project_id
        where i.project_responsible_id is distinct from p.responsible_id
          or i.project_created_by is distinct from p.created_by`,
  )
  // The month totals against the invoices, both ways (a key left with zeros adds nothing and is skipped).
  const months = await one<{ n: number }>(
    sql`with kept as (
          select event_company_id, kind, month, party_id, currency, invoice_count, total, paid_total
          from invoice_month_totals where invoice_count <> 0 or total <> 0 or paid_total <> 0),
        counted as (
          select event_company_id, kind, date_trunc('month', invoice_date)::date as month,
            coalesce(supplier_id, client_id) as party_id, currency, count(*)::int as invoice_count,
            sum(total) as total, sum(paid_total) as paid_total
          from invoices group by 1, 2, 3, 4, 5)
        select ((select count(*) from (select * from kept except select * from counted) a)
          + (select count(*) from (select * from counted except select * from kept) b))::int as n`,
  )
  return { projects: projects?.n ?? -1, invoices: invoices?.n ?? -1, months: months?.n ?? -1 }
}

const monthTotals = (partyId: number, kind: 'SALES' | 'PURCHASE') =>
  one<{ months: string | null }>(
    sql`select string_agg(month::text || ' ' || currency || ' ' || invoice_count || ' ' || total || ' ' || paid_total,
          ', ' order by month, currency) as months
        from invoice_month_totals where party_id = ${partyId} and kind = ${kind} and invoice_count <> 0`,
  ).then((row) => row?.months ?? null)

async function newProject(extra: Record<string, unknown> = {}): Promise<{ id: number; code: string }> {
  const created = await f.admin.post(
    '/leads',
    leadBody(f, lead.clientId, lead.contactId, { status: 'PREP', ...extra }),
  )
  expect(created.statusCode, created.body).toBe(200)
  const code = created.json().code as string
  const id = (await f.admin.get(`/project/${code}`)).json().data.id as number
  return { id, code }
}

async function sales(projectId: number | null, date: string): Promise<number> {
  const created = await f.admin.post(
    '/accounting/sales-invoices',
    salesBody(f, { project_id: projectId, invoice_date: date }),
  )
  expect(created.statusCode, created.body).toBe(200)
  return created.json().data.id as number
}

describe('projects.first_sales_date', () => {
  it('follows the sales invoices written through the API: created, redated, moved, deleted', async () => {
    const a = await newProject()
    const b = await newProject()
    expect(await firstSales(a.id)).toBeNull()
    // Purchases do not count.
    const purchase = await f.admin.post(
      '/accounting/purchase-invoices',
      purchaseBody(f, { project_id: a.id, invoice_date: '2026-01-02' }),
    )
    expect(purchase.statusCode, purchase.body).toBe(200)
    expect(await firstSales(a.id)).toBeNull()

    const later = await sales(a.id, '2026-05-20')
    expect(await firstSales(a.id)).toBe('2026-05-20')
    const earlier = await sales(a.id, '2026-04-02')
    expect(await firstSales(a.id)).toBe('2026-04-02')
    await sales(a.id, '2026-06-01')
    expect(await firstSales(a.id)).toBe('2026-04-02')

    // A new date on the earliest one.
    const redated = await f.admin.put(
      `/accounting/sales-invoices/${earlier}`,
      salesBody(f, { project_id: a.id, invoice_date: '2026-05-25' }),
    )
    expect(redated.statusCode, redated.body).toBe(200)
    expect(await firstSales(a.id)).toBe('2026-05-20')

    // Moved to another project: both are recomputed.
    const moved = await f.admin.put(
      `/accounting/sales-invoices/${later}`,
      salesBody(f, { project_id: b.id, invoice_date: '2026-05-20' }),
    )
    expect(moved.statusCode, moved.body).toBe(200)
    expect([await firstSales(a.id), await firstSales(b.id)]).toEqual(['2026-05-25', '2026-05-20'])

    // A payment changes nothing; a deletion does.
    const paid = await f.admin.post(`/accounting/invoices/${later}/payments`, {
      paid_at: '2026-05-30',
      amount: '100',
      method: 'BANK_TRANSFER',
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(await firstSales(b.id)).toBe('2026-05-20')
    expect((await f.admin.delete(`/accounting/sales-invoices/${later}`)).statusCode).toBe(200)
    expect(await firstSales(b.id)).toBeNull()
    expect(await drifted()).toEqual({ projects: 0, invoices: 0, months: 0 })
  })

  it('follows writes made outside the service, and a failed transaction leaves it as it was', async () => {
    const a = await newProject()
    const b = await newProject()
    const values = (projectId: number, number: string, date: string) =>
      sql`((select event_company_id from projects where id = ${projectId}), 'SALES', ${number}, ${date}::date, ${f.clientId}, ${projectId}, 'TRY', 100, 0, 100)`
    // Several invoices of several projects in one statement.
    await db().execute(
      sql`insert into invoices (event_company_id, kind, number, invoice_date, client_id, project_id, currency,
            subtotal, vat_total, total)
          values ${values(a.id, `X-${a.id}-1`, '2026-02-10')}, ${values(a.id, `X-${a.id}-2`, '2026-02-01')},
            ${values(b.id, `X-${b.id}-1`, '2026-03-03')}`,
    )
    expect([await firstSales(a.id), await firstSales(b.id)]).toEqual(['2026-02-01', '2026-03-03'])
    // One statement redating invoices of both projects, and one turning a sale into another kind's date.
    await db().execute(
      sql`update invoices set invoice_date = invoice_date + 30 where project_id in (${a.id}, ${b.id}) and kind = 'SALES'`,
    )
    expect([await firstSales(a.id), await firstSales(b.id)]).toEqual(['2026-03-03', '2026-04-02'])
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`delete from invoices where project_id = ${a.id}`)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await firstSales(a.id)).toBe('2026-03-03')
    await db().execute(sql`delete from invoices where project_id = ${a.id} and number = ${`X-${a.id}-2`}`)
    expect(await firstSales(a.id)).toBe('2026-03-12')
    expect(await drifted()).toEqual({ projects: 0, invoices: 0, months: 0 })
  })

  it('stays the first when two transactions write sales invoices of one project at once (PostgreSQL)', async () => {
    if (testApp.database.kind === 'pglite') return // one connection: no two transactions at once
    const a = await newProject()
    const insert = (number: string, date: string) =>
      sql`insert into invoices (event_company_id, kind, number, invoice_date, client_id, project_id, currency,
            subtotal, vat_total, total)
          values ((select event_company_id from projects where id = ${a.id}), 'SALES', ${number}, ${date}::date,
            ${f.clientId}, ${a.id}, 'TRY', 100, 0, 100)`
    let firstWritten!: () => void
    const written = new Promise<void>((resolve) => {
      firstWritten = resolve
    })
    // The earlier one commits second: without the lock, its recomputation would not see the later one.
    const first = db().transaction(async (tx) => {
      await tx.execute(insert(`C-${a.id}-1`, '2026-07-01'))
      firstWritten()
      await new Promise((resolve) => setTimeout(resolve, 300))
    })
    await written
    const second = db().transaction(async (tx) => {
      await tx.execute(insert(`C-${a.id}-2`, '2026-08-01'))
    })
    await Promise.all([first, second])
    expect(await firstSales(a.id)).toBe('2026-07-01')
    // And two deletions at once leave nothing behind.
    const [d1, d2] = [
      db().transaction(async (tx) => {
        await tx.execute(sql`delete from invoices where number = ${`C-${a.id}-1`}`)
        await new Promise((resolve) => setTimeout(resolve, 200))
      }),
      db().transaction(async (tx) => {
        await tx.execute(sql`delete from invoices where number = ${`C-${a.id}-2`}`)
      }),
    ]
    await Promise.all([d1, d2])
    expect(await firstSales(a.id)).toBeNull()
    expect(await drifted()).toEqual({ projects: 0, invoices: 0, months: 0 })
  })
})

describe("invoices' copy of their project's responsible and creator", () => {
  it('is taken when written, follows the project and a move, and is cleared with the project', async () => {
    const a = await newProject({ responsible: f.ids.user })
    const b = await newProject({ responsible: f.people['ayse.yilmaz'] })
    const invoice = await sales(a.id, '2026-03-01')
    expect(await scopeOf(invoice)).toEqual({ responsible: f.ids.user, creator: f.ids.admin })
    const loose = await sales(null, '2026-03-01')
    expect(await scopeOf(loose)).toEqual({ responsible: null, creator: null })

    // The project's responsible changes: its invoices follow in the same transaction.
    const changed = await f.admin.put(`/leads/${a.code}`, { responsible: f.people['ayse.yilmaz'] })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(await scopeOf(invoice)).toEqual({ responsible: f.people['ayse.yilmaz'], creator: f.ids.admin })
    await db().execute(sql`update projects set created_by = ${f.ids.user} where id = ${a.id}`)
    expect(await scopeOf(invoice)).toEqual({ responsible: f.people['ayse.yilmaz'], creator: f.ids.user })

    // Moved to another project, or to none.
    const moved = await f.admin.put(
      `/accounting/sales-invoices/${invoice}`,
      salesBody(f, { project_id: b.id, invoice_date: '2026-03-01' }),
    )
    expect(moved.statusCode, moved.body).toBe(200)
    expect(await scopeOf(invoice)).toEqual({ responsible: f.people['ayse.yilmaz'], creator: f.ids.admin })
    const unlinked = await f.admin.put(
      `/accounting/sales-invoices/${invoice}`,
      salesBody(f, { project_id: null, invoice_date: '2026-03-01' }),
    )
    expect(unlinked.statusCode, unlinked.body).toBe(200)
    expect(await scopeOf(invoice)).toEqual({ responsible: null, creator: null })

    // The copies cannot be written to anything else.
    const other = await sales(b.id, '2026-03-02')
    await db().execute(
      sql`update invoices set project_responsible_id = ${f.ids.user}, project_created_by = null where id = ${other}`,
    )
    expect(await scopeOf(other)).toEqual({ responsible: f.people['ayse.yilmaz'], creator: f.ids.admin })

    // The project deleted: the invoice stays without a project (the foreign key's SET NULL).
    await db().execute(sql`delete from projects where id = ${b.id}`)
    expect(await scopeOf(other)).toEqual({ responsible: null, creator: null })
    expect(await drifted()).toEqual({ projects: 0, invoices: 0, months: 0 })
  })

  it('takes the new responsible when it changes while an invoice is written (PostgreSQL)', async () => {
    if (testApp.database.kind === 'pglite') return // one connection: no two transactions at once
    const a = await newProject({ responsible: f.ids.user })
    let changed!: () => void
    const projectChanged = new Promise<void>((resolve) => {
      changed = resolve
    })
    const move = db().transaction(async (tx) => {
      await tx.execute(
        sql`update projects set responsible_id = ${f.people['ayse.yilmaz']} where id = ${a.id}`,
      )
      changed()
      await new Promise((resolve) => setTimeout(resolve, 300))
    })
    await projectChanged
    const write = db().transaction(async (tx) => {
      await tx.execute(
        sql`insert into invoices (event_company_id, kind, number, invoice_date, client_id, project_id, currency,
              subtotal, vat_total, total)
            values ((select event_company_id from projects where id = ${a.id}), 'SALES', ${`R-${a.id}`},
              '2026-03-01', ${f.clientId}, ${a.id}, 'TRY', 100, 0, 100)`,
      )
    })
    await Promise.all([move, write])
    const { rows } = (await db().execute(
      sql`select project_responsible_id::int as responsible from invoices where number = ${`R-${a.id}`}`,
    )) as unknown as Rows<{ responsible: number }>
    expect(rows[0]?.responsible).toBe(f.people['ayse.yilmaz'])
    expect(await drifted()).toEqual({ projects: 0, invoices: 0, months: 0 })
  })
})

describe('the month totals of the invoices', () => {
  it('follow every write: created, paid, repriced, redated, moved to another party or currency, deleted', async () => {
    const supplier = (await f.admin.post('/supplier', { name: `Ay toplamı ${Date.now()}` })).json().data
      .id as number
    const body = (extra: Record<string, unknown>) =>
      purchaseBody(f, { supplier_id: supplier, invoice_date: '2026-03-10', currency: 'TRY', ...extra })
    const created = await f.admin.post('/accounting/purchase-invoices', body({}))
    expect(created.statusCode, created.body).toBe(200)
    const id = created.json().data.id as number
    await f.admin.post('/accounting/purchase-invoices', body({ invoice_date: '2026-03-31' }))
    expect(await monthTotals(supplier, 'PURCHASE')).toBe('2026-03-01 TRY 2 4163.60 0.00')

    const paid = await f.admin.post(`/accounting/invoices/${id}/payments`, {
      paid_at: '2026-03-20',
      amount: '1000',
      method: 'BANK_TRANSFER',
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(await monthTotals(supplier, 'PURCHASE')).toBe('2026-03-01 TRY 2 4163.60 1000.00')

    // Repriced and moved into April; then into EUR.
    const lines = [{ description: 'Tek kalem', quantity: '1', unit_price: '1500', vat_rate: '0' }]
    const moved = await f.admin.put(
      `/accounting/purchase-invoices/${id}`,
      body({ invoice_date: '2026-04-01', lines }),
    )
    expect(moved.statusCode, moved.body).toBe(200)
    expect(await monthTotals(supplier, 'PURCHASE')).toBe(
      '2026-03-01 TRY 1 2081.80 0.00, 2026-04-01 TRY 1 1500.00 1000.00',
    )
    const euro = await f.admin.put(
      `/accounting/purchase-invoices/${id}`,
      body({ invoice_date: '2026-04-01', lines, currency: 'EUR' }),
    )
    expect(euro.statusCode, euro.body).toBe(200)
    expect(await monthTotals(supplier, 'PURCHASE')).toBe(
      '2026-03-01 TRY 1 2081.80 0.00, 2026-04-01 EUR 1 1500.00 1000.00',
    )
    // Another supplier: it leaves this one's totals.
    const other = await f.admin.put(
      `/accounting/purchase-invoices/${id}`,
      body({ invoice_date: '2026-04-01', lines, currency: 'EUR', supplier_id: f.supplierId }),
    )
    expect(other.statusCode, other.body).toBe(200)
    expect(await monthTotals(supplier, 'PURCHASE')).toBe('2026-03-01 TRY 1 2081.80 0.00')
    expect((await f.admin.delete(`/accounting/purchase-invoices/${id}`)).statusCode).toBe(200)
    expect(await drifted()).toEqual({ projects: 0, invoices: 0, months: 0 })
  })

  it('follow statements outside the service, a rolled-back transaction and a truncation', async () => {
    const client = f.clientId
    const before = await monthTotals(client, 'SALES')
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(
          sql`insert into invoices (event_company_id, kind, number, invoice_date, client_id, currency, subtotal,
                vat_total, total)
              select event_company_id, 'SALES', 'T-' || g, ('2026-09-0' || g)::date, ${client}, 'TRY', 10, 0, 10
              from clients, generate_series(1, 3) g where clients.id = ${client}`,
        )
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await monthTotals(client, 'SALES')).toBe(before)
    await db().execute(
      sql`insert into invoices (event_company_id, kind, number, invoice_date, client_id, currency, subtotal,
            vat_total, total)
          select event_company_id, 'SALES', 'M-' || ${client} || '-' || g, ('2026-09-0' || g)::date, ${client}, 'TRY',
            10, 0, 10
          from clients, generate_series(1, 3) g where clients.id = ${client}`,
    )
    await db().execute(
      sql`update invoices set total = total + 5, invoice_date = invoice_date + 30
          where number like ${`M-${client}-%`}`,
    )
    await db().execute(sql`delete from invoices where number = ${`M-${client}-1`}`)
    expect(await drifted()).toEqual({ projects: 0, invoices: 0, months: 0 })
    // TRUNCATE fires no delete trigger: the totals go with it (rolled back, the other tests keep theirs).
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`truncate invoices cascade`)
        const rows = (await tx.execute(
          sql`select count(*)::int as n from invoice_month_totals`,
        )) as unknown as Rows<{ n: number }>
        expect(rows.rows[0]?.n).toBe(0)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await drifted()).toEqual({ projects: 0, invoices: 0, months: 0 })
  })

  it('count both when two transactions write invoices of one month at once (PostgreSQL)', async () => {
    if (testApp.database.kind === 'pglite') return // one connection: no two transactions at once
    const client = f.clientId
    const insert = (number: string) =>
      sql`insert into invoices (event_company_id, kind, number, invoice_date, client_id, currency, subtotal,
            vat_total, total)
          select event_company_id, 'SALES', ${number}, '2026-10-15', ${client}, 'GBP', 7, 0, 7
          from clients where id = ${client}`
    let firstWritten!: () => void
    const written = new Promise<void>((resolve) => {
      firstWritten = resolve
    })
    const first = db().transaction(async (tx) => {
      await tx.execute(insert(`G-${client}-1`))
      firstWritten()
      await new Promise((resolve) => setTimeout(resolve, 300))
    })
    await written
    const second = db().transaction(async (tx) => {
      await tx.execute(insert(`G-${client}-2`))
    })
    await Promise.all([first, second])
    expect(await monthTotals(client, 'SALES')).toContain('2026-10-01 GBP 2 14.00 0.00')
    expect(await drifted()).toEqual({ projects: 0, invoices: 0, months: 0 })
  })
})
