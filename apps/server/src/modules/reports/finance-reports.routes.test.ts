import fs from 'node:fs'
import { invoiceDueDate, isInvoiceOverdue } from '@ajanda/contracts/reports/finance-definitions'
import ExcelJS from 'exceljs'
import type { FastifyPluginAsync } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Api } from '../../test-support/api-client'
import { apiAs } from '../../test-support/api-client'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { type AccountingFixtures, accountingFixtures } from '../accounting/accounting-test-fixtures'
import { clientWithContact, leadBody, uniqueName } from '../projects/project-test-fixtures'

// Until app.ts registers the finance reports (the lead's line), the test registers them beside the home
// routes under /api/v1; once app.ts has them this does nothing.
vi.mock('../home/home.routes', async (importOriginal) => {
  const original = await importOriginal<typeof import('../home/home.routes')>()
  const { financeReportsRoutes } = await import('./finance-reports.routes')
  const appSource = fs.readFileSync(new URL('../../app.ts', import.meta.url), 'utf8')
  const registered = appSource.includes('financeReportsRoutes')
  const homeRoutes: FastifyPluginAsync<{ ctx: never }> = async (app, options) => {
    await (original.homeRoutes as unknown as FastifyPluginAsync<{ ctx: never }>)(app, options)
    if (!registered) await app.register(financeReportsRoutes as never, options)
  }
  return { ...original, homeRoutes }
})

let testApp: TestApp
let f: AccountingFixtures
let finDueDays: number
let teamId: number
const RANGE = 'from=2015-01-01&to=2015-12-31'
const DATES = ['2015-03-01', '2015-03-03']
const p: Record<'user' | 'team' | 'ayse' | 'closed', { id: number; code: string }> = {} as never
let supplier2: number
let supplier2Code: string
const invoiceIds: Record<string, number> = {}

async function project(api: Api, clientId: number, contactId: number, extra: Record<string, unknown> = {}) {
  const created = await api.post(
    '/leads',
    leadBody(f, clientId, contactId, {
      status: 'PREP',
      dates: DATES,
      lead_close_date: '2015-01-15',
      ...extra,
    }),
  )
  if (created.statusCode !== 200) throw new Error(created.body)
  const code = created.json().code as string
  const id = (await api.get(`/project/${code}`)).json().data.id as number
  return { id, code }
}

async function invoice(api: Api, kind: 'purchase' | 'sales', body: Record<string, unknown>) {
  const response = await api.post(`/accounting/${kind}-invoices`, {
    number: uniqueName(kind === 'sales' ? 'RS' : 'RP').replace(/\s+/g, '-'),
    ...body,
  })
  if (response.statusCode !== 200) throw new Error(response.body)
  return response.json().data.id as number
}
const line = (unit_price: string, vat_rate: string) => [
  { description: 'Hizmet', quantity: '1', unit_price, vat_rate },
]

beforeAll(async () => {
  testApp = await createTestApp()
  f = await accountingFixtures(testApp)
  teamId = (await f.team.get('/me')).json().team_id
  expect(teamId).toBeTruthy()
  const { client, contactId } = await clientWithContact(f.admin, f.positionId)
  p.user = await project(f.user, client.id, contactId)
  p.team = await project(f.team, client.id, contactId)
  p.ayse = await project(f.admin, client.id, contactId, {
    responsible: f.people['ayse.yilmaz'],
    type: f.types.Kongre,
  })
  p.closed = await project(f.user, client.id, contactId, { status: 'CLOSED' })
  const created = (await f.admin.post('/supplier', { name: uniqueName('Rapor Tedarikçisi') })).json().data
  supplier2 = created.id
  supplier2Code = created.code

  // Purchases: 1,180.00 TRY (user's), 2,400.00 TRY (team's), 500.00 EUR (Ayşe's, another supplier).
  const purchase = { supplier_id: f.supplierId, currency: 'TRY' }
  invoiceIds.p1 = await invoice(f.admin, 'purchase', {
    ...purchase,
    project_id: p.user.id,
    invoice_date: '2015-03-05',
    lines: line('1000', '0.18'),
  })
  invoiceIds.p2 = await invoice(f.admin, 'purchase', {
    ...purchase,
    project_id: p.team.id,
    invoice_date: '2015-03-20',
    lines: line('2000', '0.2'),
  })
  invoiceIds.p3 = await invoice(f.admin, 'purchase', {
    supplier_id: supplier2,
    currency: 'EUR',
    project_id: p.ayse.id,
    invoice_date: '2015-04-02',
    lines: line('500', '0'),
  })
  // Sales: 12,000.00 TRY (user's, 2,000.00 paid), 5,000.00 TRY (team's, paid), 3,000.00 EUR (Ayşe's,
  // unpaid), 1,000.00 TRY (user's, due in 2030: not overdue).
  const sales = { client_id: client.id, currency: 'TRY' }
  invoiceIds.s1 = await invoice(f.admin, 'sales', {
    ...sales,
    project_id: p.user.id,
    invoice_date: '2015-03-10',
    lines: line('10000', '0.2'),
  })
  invoiceIds.s2 = await invoice(f.admin, 'sales', {
    ...sales,
    project_id: p.team.id,
    invoice_date: '2015-03-15',
    lines: line('5000', '0'),
  })
  invoiceIds.s3 = await invoice(f.admin, 'sales', {
    ...sales,
    currency: 'EUR',
    project_id: p.ayse.id,
    invoice_date: '2015-04-20',
    lines: line('3000', '0'),
  })
  invoiceIds.s4 = await invoice(f.admin, 'sales', {
    ...sales,
    project_id: p.user.id,
    invoice_date: '2015-03-25',
    due_date: '2030-01-01',
    lines: line('1000', '0'),
  })
  const pay = async (id: number, amount: string) => {
    const paid = await f.admin.post(`/accounting/invoices/${id}/payments`, {
      paid_at: '2015-04-01',
      amount,
      method: 'BANK_TRANSFER',
    })
    if (paid.statusCode !== 200) throw new Error(paid.body)
  }
  await pay(invoiceIds.s1 as number, '2000')
  await pay(invoiceIds.s2 as number, '5000')

  // Another company's invoices in the same range: never counted for the demo company.
  const otherClient = (await f.other.post('/client', { name: uniqueName('Öteki Müşteri') })).json().data.id
  await invoice(f.other, 'purchase', {
    supplier_id: f.otherSupplierId,
    currency: 'TRY',
    invoice_date: '2015-03-10',
    lines: line('999', '0'),
  })
  await invoice(f.other, 'sales', {
    client_id: otherClient,
    currency: 'TRY',
    invoice_date: '2015-03-11',
    lines: line('777', '0'),
  })
  const settings = (await f.admin.get(`/reports/client-financials?${RANGE}`)).json()
  finDueDays = settings.fin_due_days
}, 120_000)
afterAll(async () => {
  await testApp?.close()
})

const money = (list: { currency: string; amount: string }[]) =>
  Object.fromEntries(list.map((m) => [m.currency, m.amount]))

describe('GET /reports/suppliers', () => {
  it('sums the purchase invoices of the range per supplier, per currency, bounded by scope', async () => {
    const admin = (await f.admin.get(`/reports/suppliers?${RANGE}`)).json()
    expect(admin.invoice_count).toBe(3)
    expect(money(admin.spend)).toEqual({ TRY: '3580.00', EUR: '500.00' })
    expect(admin.suppliers.map((s: { supplier_id: number }) => s.supplier_id)).toEqual([
      f.supplierId,
      supplier2,
    ])
    expect(admin.suppliers[0]).toMatchObject({ invoice_count: 2, project_count: 2, category_id: null })
    expect(admin.months.find((m: { month: string }) => m.month === '2015-03').spend).toEqual([
      { currency: 'TRY', amount: '3580.00' },
    ])
    expect(admin.months).toHaveLength(12)
    expect(admin.categories).toHaveLength(1)

    const user = (await f.user.get(`/reports/suppliers?${RANGE}`)).json()
    expect(money(user.spend)).toEqual({ TRY: '1180.00' })
    const team = (await f.team.get(`/reports/suppliers?${RANGE}`)).json()
    expect(money(team.spend)).toEqual({ TRY: '3580.00' })
    // The team's figure is its people's: the admin picking the team, and the sum of its two people.
    const picked = (await f.admin.get(`/reports/suppliers?${RANGE}&scope=team|${teamId}`)).json()
    expect(money(picked.spend)).toEqual(money(team.spend))
    const one = (await f.admin.get(`/reports/suppliers?${RANGE}&scope=user|${f.ids.user}`)).json()
    const other = (await f.admin.get(`/reports/suppliers?${RANGE}&scope=user|${f.ids.team}`)).json()
    expect(Number(money(one.spend).TRY) + Number(money(other.spend).TRY)).toBe(3580)

    // Another company sees its own 999.00 only.
    const foreign = (await f.other.get(`/reports/suppliers?${RANGE}`)).json()
    expect(money(foreign.spend)).toEqual({ TRY: '999.00' })
  })

  it('names a supplier renamed a moment ago, though the range was asked before', async () => {
    const nameOf = async () =>
      (await f.admin.get(`/reports/suppliers?${RANGE}`))
        .json()
        .suppliers.find((s: { supplier_id: number }) => s.supplier_id === supplier2).name
    const before = await nameOf()
    const renamed = uniqueName('Yeni Adıyla Tedarikçi')
    expect((await f.admin.put(`/supplier/${supplier2Code}`, { name: renamed })).statusCode).toBe(200)
    expect(renamed).not.toBe(before)
    expect(await nameOf()).toBe(renamed)
  })

  it('drills down to the invoices whose amounts sum to the figure', async () => {
    const all = (await f.admin.get(`/reports/suppliers/drilldown?${RANGE}&metric=spend&currency=TRY`)).json()
    expect(all).toMatchObject({ figure: '3580.00', currency: 'TRY', metric: 'spend', bucket: 'total' })
    expect(all.data.map((r: { id: number }) => r.id)).toEqual([invoiceIds.p1, invoiceIds.p2])
    expect(all.data.reduce((sum: number, r: { amount: string }) => sum + Number(r.amount), 0)).toBe(3580)
    const bySupplier = (
      await f.admin.get(
        `/reports/suppliers/drilldown?${RANGE}&metric=spend&currency=EUR&bucket=supplier&key=${supplier2}`,
      )
    ).json()
    expect(bySupplier).toMatchObject({ figure: '500.00', bucket: 'supplier', key: String(supplier2) })
    expect(bySupplier.data).toEqual([
      expect.objectContaining({ kind: 'invoice', id: invoiceIds.p3, amount: '500.00', code: p.ayse.code }),
    ])
    const month = (
      await f.user.get(`/reports/suppliers/drilldown?${RANGE}&metric=spend&bucket=month&key=2015-03`)
    ).json()
    expect(month.figure).toBe('1180.00')
    expect(month.figure).toBe(money((await f.user.get(`/reports/suppliers?${RANGE}`)).json().spend).TRY)
  })
})

describe('GET /reports/client-financials', () => {
  it('gives invoiced, received, outstanding and overdue per client and currency', async () => {
    const admin = (await f.admin.get(`/reports/client-financials?${RANGE}`)).json()
    expect(admin.totals).toEqual([
      {
        currency: 'TRY',
        invoice_count: 3,
        invoiced: '18000.00',
        received: '7000.00',
        outstanding: '11000.00',
        overdue: '10000.00',
      },
      {
        currency: 'EUR',
        invoice_count: 1,
        invoiced: '3000.00',
        received: '0.00',
        outstanding: '3000.00',
        overdue: '3000.00',
      },
    ])
    // The same overdue as the definitions give for each invoice.
    const due = invoiceDueDate('2015-03-10', null, finDueDays)
    expect(
      isInvoiceOverdue(
        { invoice_date: '2015-03-10', due_date: null, total: '12000', paid: '2000' },
        finDueDays,
        admin.today,
      ),
    ).toBe(true)
    expect(due < admin.today).toBe(true)
    expect(admin.clients[0]).toMatchObject({ currency: 'TRY', overdue: '10000.00', overdue_count: 1 })
    expect(
      admin.aging.find(
        (a: { currency: string; bucket: string }) => a.currency === 'TRY' && a.bucket === 'NOT_DUE',
      ).amount,
    ).toBe('1000.00')
    expect(
      admin.aging.find(
        (a: { currency: string; bucket: string }) => a.currency === 'TRY' && a.bucket === 'D90_PLUS',
      ).amount,
    ).toBe('10000.00')

    const user = (await f.user.get(`/reports/client-financials?${RANGE}`)).json()
    expect(user.totals).toEqual([
      {
        currency: 'TRY',
        invoice_count: 2,
        invoiced: '13000.00',
        received: '2000.00',
        outstanding: '11000.00',
        overdue: '10000.00',
      },
    ])
    const team = (await f.team.get(`/reports/client-financials?${RANGE}`)).json()
    expect(team.totals).toEqual([
      expect.objectContaining({ currency: 'TRY', invoiced: '18000.00', received: '7000.00' }),
    ])
    const foreign = (await f.other.get(`/reports/client-financials?${RANGE}`)).json()
    expect(foreign.totals).toEqual([expect.objectContaining({ currency: 'TRY', invoiced: '777.00' })])
  })

  it('drills into overdue and received with amounts that sum to the figures', async () => {
    const overdue = (
      await f.admin.get(`/reports/client-financials/drilldown?${RANGE}&metric=overdue&currency=TRY`)
    ).json()
    expect(overdue.figure).toBe('10000.00')
    expect(overdue.data).toEqual([
      expect.objectContaining({ id: invoiceIds.s1, amount: '10000.00', status: 'PARTIAL' }),
    ])
    const received = (
      await f.admin.get(`/reports/client-financials/drilldown?${RANGE}&metric=received&currency=TRY`)
    ).json()
    expect(received.figure).toBe('7000.00')
    expect(received.data.map((r: { amount: string }) => r.amount).sort()).toEqual(['2000.00', '5000.00'])
    const invoiced = (
      await f.user.get(`/reports/client-financials/drilldown?${RANGE}&metric=invoiced&page_size=1`)
    ).json()
    expect(invoiced).toMatchObject({ figure: '13000.00', last_page: 2, per_page: 1 })
  })

  it('drills into an ageing bucket: the open invoices of its days past due, summing to the cell', async () => {
    const report = (await f.admin.get(`/reports/client-financials?${RANGE}`)).json()
    const cell = (bucket: string) =>
      report.aging.find(
        (a: { currency: string; bucket: string }) => a.currency === 'TRY' && a.bucket === bucket,
      )?.amount ?? '0.00'
    const aging = (bucket: string) =>
      f.admin.get(
        `/reports/client-financials/drilldown?${RANGE}&metric=outstanding&currency=TRY&bucket=aging&key=${bucket}`,
      )
    const late = (await aging('D90_PLUS')).json()
    expect(late.figure).toBe(cell('D90_PLUS'))
    expect(late.data).toEqual([expect.objectContaining({ id: invoiceIds.s1, amount: '10000.00' })])
    const notDue = (await aging('NOT_DUE')).json()
    expect(notDue.figure).toBe(cell('NOT_DUE'))
    expect(notDue.figure).toBe('1000.00')
    const empty = (await aging('D31_60')).json()
    expect(empty).toMatchObject({ figure: '0.00', total: 0, data: [] })

    // Only the outstanding figure has ageing buckets, and only the five of them.
    const received = await f.admin.get(
      `/reports/client-financials/drilldown?${RANGE}&metric=received&bucket=aging&key=D1_30`,
    )
    expect(received.statusCode).toBe(422)
    expect(Object.keys(received.json().errors)).toEqual(['bucket'])
    const unknown = await f.admin.get(
      `/reports/client-financials/drilldown?${RANGE}&metric=outstanding&bucket=aging&key=D1_31`,
    )
    expect(unknown.statusCode).toBe(422)
    expect(Object.keys(unknown.json().errors)).toEqual(['key'])
    // Not a bucket of the other finance reports.
    const suppliers = await f.admin.get(
      `/reports/suppliers/drilldown?${RANGE}&metric=spend&bucket=aging&key=D1_30`,
    )
    expect(suppliers.statusCode).toBe(422)
  })
})

describe('GET /reports/unclosed-projects', () => {
  it('lists projects past the closure tolerance with their days overdue, by scope', async () => {
    const admin = (await f.admin.get(`/reports/unclosed-projects?${RANGE}`)).json()
    expect(admin.count).toBe(3)
    const codes = admin.projects.map((row: { code: string }) => row.code).sort()
    expect(codes).toEqual([p.user.code, p.team.code, p.ayse.code].sort())
    const expected =
      (Date.parse(admin.today) - Date.parse('2015-03-03')) / 86_400_000 - admin.project_closure_tolerance
    expect(admin.projects[0]).toMatchObject({
      days_overdue: expected,
      current_status: 'PREP',
      ends_at: '2015-03-03',
    })
    expect(admin.by_age).toContainEqual({ bucket: 'D180_PLUS', count: 3 })
    expect((await f.user.get(`/reports/unclosed-projects?${RANGE}`)).json().count).toBe(1)
    expect((await f.team.get(`/reports/unclosed-projects?${RANGE}`)).json().count).toBe(2)
    expect((await f.other.get(`/reports/unclosed-projects?${RANGE}`)).json().count).toBe(0)

    const drill = (
      await f.admin.get(
        `/reports/unclosed-projects/drilldown?${RANGE}&metric=unclosed&bucket=user&key=${f.ids.user}`,
      )
    ).json()
    expect(drill).toMatchObject({ figure: '1' })
    expect(drill.data).toEqual([expect.objectContaining({ kind: 'project', code: p.user.code })])
  })
})

describe('GET /reports/invoicing-timeframes', () => {
  it('counts days from the event end to the first sales invoice, and the projects not invoiced', async () => {
    const admin = (await f.admin.get(`/reports/invoicing-timeframes?${RANGE}`)).json()
    // Ended 2015-03-03: invoiced on 03-10 (7 days), 03-15 (12) and 04-20 (48); the closed one never.
    expect(admin).toMatchObject({
      project_count: 4,
      invoiced_count: 3,
      not_invoiced_count: 1,
      average_days: '22.3',
      median_days: 12,
    })
    expect(admin.buckets).toEqual([
      { bucket: 'BEFORE_END', count: 0 },
      { bucket: 'WEEK', count: 1 },
      { bucket: 'MONTH', count: 1 },
      { bucket: 'TWO_MONTHS', count: 1 },
      { bucket: 'LATER', count: 0 },
    ])
    expect(admin.not_invoiced).toEqual([
      expect.objectContaining({ code: p.closed.code, first_invoice_date: null }),
    ])
    expect(admin.invoiced.map((r: { days: number }) => r.days)).toEqual([48, 12, 7])
    const user = (await f.user.get(`/reports/invoicing-timeframes?${RANGE}`)).json()
    expect(user).toMatchObject({ project_count: 2, invoiced_count: 1, average_days: '7.0', median_days: 7 })
    const team = (await f.team.get(`/reports/invoicing-timeframes?${RANGE}`)).json()
    expect(team).toMatchObject({ project_count: 3, invoiced_count: 2, average_days: '9.5' })

    const drill = (
      await f.admin.get(`/reports/invoicing-timeframes/drilldown?${RANGE}&metric=not_invoiced_projects`)
    ).json()
    expect(drill).toMatchObject({ figure: '1', data: [expect.objectContaining({ code: p.closed.code })] })
  })
})

describe('the finance reports refuse and export', () => {
  it('answers 401 without a token, 403 to a CLIENT user', async () => {
    const anonymous = apiAs(testApp.app)
    for (const name of ['suppliers', 'unclosed-projects', 'client-financials', 'invoicing-timeframes']) {
      expect((await anonymous.get(`/reports/${name}?${RANGE}`)).statusCode).toBe(401)
      expect((await f.client.get(`/reports/${name}?${RANGE}`)).statusCode).toBe(403)
      expect((await f.client.get(`/reports/${name}/export?${RANGE}`)).statusCode).toBe(403)
    }
  })

  it('answers 422 in the Laravel shape for a bad range, metric or scope', async () => {
    const bad = await f.admin.get('/reports/suppliers?from=2015-13-01&to=2015-01-01')
    expect(bad.statusCode).toBe(422)
    expect(bad.json()).toMatchObject({ message: expect.any(String), errors: { from: [expect.any(String)] } })
    const reversed = await f.admin.get('/reports/client-financials?from=2015-02-01&to=2015-01-01')
    expect(reversed.statusCode).toBe(422)
    expect(Object.keys(reversed.json().errors)).toEqual(['to'])
    const metric = await f.admin.get(`/reports/suppliers/drilldown?${RANGE}&metric=overdue`)
    expect(metric.statusCode).toBe(422)
    expect(Object.keys(metric.json().errors)).toEqual(['metric'])
    const outside = await f.user.get(`/reports/suppliers?${RANGE}&scope=user|${f.ids.admin}`)
    expect(outside.statusCode).toBe(422)
    expect(Object.keys(outside.json().errors)).toEqual(['scope'])
  })

  it('answers 404 for a drill-down into another company’s supplier or client', async () => {
    const foreign = await f.other.get(
      `/reports/suppliers/drilldown?${RANGE}&metric=spend&bucket=supplier&key=${f.supplierId}`,
    )
    expect(foreign.statusCode).toBe(404)
    const own = await f.admin.get(
      `/reports/suppliers/drilldown?${RANGE}&metric=spend&bucket=supplier&key=${f.supplierId}`,
    )
    expect(own.statusCode).toBe(200)
  })

  it('exports each report as xlsx that reads back', async () => {
    const read = async (url: string) => {
      const response = await f.admin.get(url)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.headers['content-type']).toContain('spreadsheetml')
      const book = new ExcelJS.Workbook()
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
      const sheet = book.worksheets[0] as ExcelJS.Worksheet
      return { sheet, disposition: String(response.headers['content-disposition']) }
    }
    const suppliers = await read(`/reports/suppliers/export?${RANGE}`)
    expect(suppliers.disposition).toMatch(/tedarikci-harcamalari-\d{4}-\d{2}-\d{2}\.xlsx/)
    expect(suppliers.sheet.getRow(1).getCell(1).value).toBe('Tedarikçi')
    expect(suppliers.sheet.rowCount).toBe(3)
    const clients = await read(`/reports/client-financials/export?${RANGE}&locale=en`)
    expect(clients.sheet.getRow(1).getCell(4).value).toBe('Invoiced')
    expect(clients.sheet.getRow(2).getCell(7).value).toBe(10000)
    const unclosed = await read(`/reports/unclosed-projects/export?${RANGE}`)
    expect(unclosed.sheet.rowCount).toBe(4)
    const invoicing = await read(`/reports/invoicing-timeframes/export?${RANGE}`)
    expect(invoicing.sheet.rowCount).toBe(5)
  })
})

describe('the cross-company cases', () => {
  it('answer 404 to another company and 200 to the demo admin', async () => {
    const { financeReportsCrossCompanyCases } = await import('./finance-reports-cross-company-cases')
    const { loginAs } = await import('../../test-support/test-app')
    const demoLogin = await loginAs(testApp.app, 'admin@demo.ajanda.test')
    const demo = {
      app: testApp.app,
      headers: demoLogin.headers,
      userId: demoLogin.user.id,
      companyId: demoLogin.user.event_company_id,
    }
    const other = await loginAs(testApp.app, 'admin@other.ajanda.test')
    for (const testCase of financeReportsCrossCompanyCases) {
      const url = await testCase.target(demo)
      const foreign = await testApp.app.inject({ method: 'GET', url, headers: other.headers })
      const own = await testApp.app.inject({ method: 'GET', url, headers: demo.headers })
      expect([testCase.route, foreign.statusCode]).toEqual([testCase.route, 404])
      expect([testCase.route, own.statusCode]).toEqual([testCase.route, 200])
    }
  })
})
