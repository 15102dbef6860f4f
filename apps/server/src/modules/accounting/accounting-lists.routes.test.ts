import { ACCOUNTING_KINDS } from '@ajanda/contracts/accounting.contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFirstSheet } from '../../platform/xlsx'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { uniqueName } from '../projects/project-test-fixtures'
import {
  type AccountingFixtures,
  accountingFixtures,
  purchaseBody,
  salesBody,
} from './accounting-test-fixtures'

let testApp: TestApp
let f: AccountingFixtures
/** Purchase invoices: two TRY on the user's project (one half paid), one EUR on Ayşe's project. */
const ids = { tryPaid: 0, tryOpen: 0, eurTheirs: 0, sales: 0 }
let supplierId: number
beforeAll(async () => {
  testApp = await createTestApp()
  f = await accountingFixtures(testApp)
  // A supplier of this file alone, so list filters see only these invoices.
  supplierId = (await f.admin.post('/supplier', { name: uniqueName('Liste Tedarikçisi') })).json().data.id
  const post = async (path: string, body: Record<string, unknown>) => {
    const response = await f.admin.post(path, body)
    if (response.statusCode !== 200) throw new Error(response.body)
    return response.json().data.id as number
  }
  ids.tryPaid = await post('/accounting/purchase-invoices', purchaseBody(f, { supplier_id: supplierId }))
  ids.tryOpen = await post(
    '/accounting/purchase-invoices',
    purchaseBody(f, { supplier_id: supplierId, invoice_date: '2026-05-02', due_date: '2026-06-02' }),
  )
  ids.eurTheirs = await post(
    '/accounting/purchase-invoices',
    purchaseBody(f, {
      supplier_id: supplierId,
      project_id: f.theirs.id,
      currency: 'EUR',
      invoice_date: '2026-06-01',
      due_date: '2026-07-01',
    }),
  )
  ids.sales = await post('/accounting/sales-invoices', salesBody(f))
  for (const id of [ids.tryPaid, ids.sales])
    await f.admin.post(`/accounting/invoices/${id}/payments`, {
      paid_at: '2026-03-25',
      amount: '1000',
      method: 'CASH',
    })
})
afterAll(async () => {
  await testApp?.close()
})

const list = (api = f.admin, query = '', kind = 'purchase_invoices') =>
  api.get(`/accounting/${kind}?party_id=${supplierId}&${query}`)

describe('GET /accounting/{kind}: invoices', () => {
  it('answers a Laravel paginator and the total per currency of the whole filtered list', async () => {
    const response = await list(f.admin, 'page_size=1')
    expect(response.statusCode, response.body).toBe(200)
    const { paginator, total } = response.json()
    expect(paginator).toMatchObject({ current_page: 1, per_page: 1, total: 3, last_page: 3, from: 1, to: 1 })
    // Newest invoice date first by default.
    expect(paginator.data.map((row: { id: number }) => row.id)).toEqual([ids.eurTheirs])
    expect(total).toEqual([
      { currency: 'EUR', amount: '2081.80' },
      { currency: 'TRY', amount: '4163.60' },
    ])
  })

  it('accepts the dashed kind, and 404 for an unknown one', async () => {
    expect(
      (await f.admin.get(`/accounting/purchase-invoices?party_id=${supplierId}`)).json().paginator.total,
    ).toBe(3)
    expect((await f.admin.get('/accounting/receipts-of-nothing')).statusCode).toBe(404)
  })

  it('filters by status, project, date range and sorts', async () => {
    const idsOf = async (query: string) =>
      (await list(f.admin, query)).json().paginator.data.map((row: { id: number }) => row.id)
    expect(await idsOf('status=PARTIAL')).toEqual([ids.tryPaid])
    expect(await idsOf('status=UNPAID&sort_order=asc')).toEqual([ids.tryOpen, ids.eurTheirs])
    expect(await idsOf(`project_id=${f.theirs.id}`)).toEqual([ids.eurTheirs])
    expect(await idsOf('date_from=2026-05-01&date_to=2026-05-31')).toEqual([ids.tryOpen])
    expect(await idsOf('sort_by=invoice_date&sort_order=asc')).toEqual([
      ids.tryPaid,
      ids.tryOpen,
      ids.eurTheirs,
    ])
    const bad = await list(f.admin, 'status=LOST&date_from=yesterday')
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['date_from', 'status'])
  })

  it('filters by the creator through the scoped picker, within the caller scope', async () => {
    expect((await list(f.admin, `requester=user|${f.ids.admin}`)).json().paginator.total).toBe(3)
    expect((await list(f.admin, `requester=user|${f.ids.team}`)).json().paginator.total).toBe(0)
    expect((await list(f.user, `requester=user|${f.ids.admin}`)).statusCode).toBe(403)
  })

  it('shows each scope the invoices of the projects it sees', async () => {
    const seen = async (api: typeof f.admin) =>
      (await list(api))
        .json()
        .paginator.data.map((row: { id: number }) => row.id)
        .sort()
    expect(await seen(f.user)).toEqual([ids.tryPaid, ids.tryOpen].sort())
    expect(await seen(f.team)).toEqual([ids.tryPaid, ids.tryOpen].sort())
    expect(await seen(f.admin)).toHaveLength(3)
    expect((await f.other.get('/accounting/purchase_invoices')).json().paginator.total).toBe(0)
  })
})

describe('GET /accounting/payments and payments_received', () => {
  it('lists the payments of each side with their totals', async () => {
    const made = (await f.admin.get(`/accounting/payments?party_id=${supplierId}`)).json()
    expect(made.paginator.data).toEqual([
      expect.objectContaining({
        record: 'payment',
        invoice_id: ids.tryPaid,
        amount: '1000.00',
        currency: 'TRY',
      }),
    ])
    expect(made.total).toEqual([{ currency: 'TRY', amount: '1000.00' }])
    const received = (await f.admin.get(`/accounting/payments-received?party_id=${f.clientId}`)).json()
    expect(received.paginator.data.map((row: { invoice_id: number }) => row.invoice_id)).toContain(ids.sales)
    expect(received.total).toEqual([{ currency: 'EUR', amount: '1000.00' }])
  })
})

describe('GET /project/{code}/{kind}', () => {
  it("lists one project's records, and 404 for a project one cannot see or another company's", async () => {
    const own = await f.user.get(`/project/${f.mine.code}/purchase_invoices?party_id=${supplierId}`)
    expect(own.statusCode, own.body).toBe(200)
    expect(own.json().paginator.total).toBe(2)
    expect(own.json().total).toEqual([{ currency: 'TRY', amount: '4163.60' }])
    expect((await f.user.get(`/project/${f.theirs.code}/purchase-invoices`)).statusCode).toBe(404)
    expect((await f.other.get(`/project/${f.mine.code}/purchase_invoices`)).statusCode).toBe(404)
    expect((await f.admin.get(`/project/${f.mine.code}/nothing-here`)).statusCode).toBe(404)
  })

  it('answers every kind, the request kinds from the requests module', async () => {
    for (const kind of ACCOUNTING_KINDS) {
      const response = await f.admin.get(`/project/${f.mine.code}/${kind}`)
      expect(response.statusCode, `${kind}: ${response.body}`).toBe(200)
      expect(response.json()).toMatchObject({ paginator: { current_page: 1 }, total: expect.any(Array) })
      const all = await f.admin.get(`/accounting/${kind.replaceAll('_', '-')}?status=PENDING`)
      expect(all.statusCode, `${kind}: ${all.body}`).toBe(200)
    }
  })
})

describe('GET /accounting/{kind}: request kinds', () => {
  it('lists the requests of the kind the viewer sees, with their totals per currency', async () => {
    const created = await f.user.post('/accounting/cc-requests', {
      project_id: f.mine.id,
      supplier_id: supplierId,
      payment_date: '2026-03-15',
      currency: 'USD',
      amount: '150.25',
    })
    expect(created.statusCode, created.body).toBe(200)
    const id = created.json().data.id
    const mine = (await f.user.get(`/accounting/cc_requests?party_id=${supplierId}`)).json()
    expect(mine.paginator.data.map((row: { id: number }) => row.id)).toEqual([id])
    expect(mine.total).toEqual([{ currency: 'USD', amount: '150.25' }])
    const project = (await f.admin.get(`/project/${f.mine.code}/cc-requests?status=PENDING`)).json()
    expect(project.paginator.data.map((row: { id: number }) => row.id)).toContain(id)
    const declined = (
      await f.admin.get(`/accounting/cc_requests?party_id=${supplierId}&status=DECLINED`)
    ).json()
    expect(declined.paginator.total).toBe(0)
    expect((await f.other.get(`/accounting/cc_requests?party_id=${supplierId}`)).json().paginator.total).toBe(
      0,
    )
  })
})

describe('GET /accounting/{kind}/export', () => {
  it('exports the filtered list as an .xlsx sheet', async () => {
    const response = await f.admin.get(
      `/accounting/purchase_invoices/export?party_id=${supplierId}&status=UNPAID`,
    )
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('spreadsheetml')
    expect(response.headers['content-disposition']).toMatch(/alis-faturalari-\d{4}-\d{2}-\d{2}\.xlsx/)
    const sheet = await readFirstSheet(response.rawPayload, { maxRows: 100, maxColumns: 20 })
    if (!sheet.ok) throw new Error(sheet.reason)
    expect(sheet.rows[0]?.slice(0, 3)).toEqual(['Fatura No', 'Fatura Tarihi', 'Vade Tarihi'])
    expect(sheet.rows).toHaveLength(3)
    const project = await f.user.get(`/project/${f.mine.code}/payments/export?locale=en`)
    expect(project.statusCode).toBe(200)
    expect(project.headers['content-disposition']).toContain('payments-made-')
    expect((await f.other.get(`/project/${f.mine.code}/payments/export`)).statusCode).toBe(404)
  })
})
