import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Api } from '../../test-support/api-client'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { eventCompanies } from '../event-companies/event-companies.table'
import { uniqueName } from '../projects/project-test-fixtures'
import { users } from '../users/users.table'
import { type AccountingFixtures, accountingFixtures, purchaseBody } from './accounting-test-fixtures'

/*
 * The accounting exports as another program reads them (issue 19 item 11): opened with exceljs, the
 * statuses and payment methods are words in the export's language, days are date cells, the creation
 * moment is the company's wall clock, and the file is named by the company's calendar day.
 */

let testApp: TestApp
let f: AccountingFixtures
let supplierId: number
let companyId: number
const ids = { partial: 0, unpaid: 0 }

beforeAll(async () => {
  testApp = await createTestApp()
  f = await accountingFixtures(testApp)
  supplierId = (await f.admin.post('/supplier', { name: uniqueName('Dışa Aktarım Tedarikçisi') })).json().data
    .id
  const post = async (path: string, body: Record<string, unknown>) => {
    const response = await f.admin.post(path, body)
    if (response.statusCode !== 200) throw new Error(response.body)
    return response.json().data.id as number
  }
  ids.partial = await post('/accounting/purchase-invoices', purchaseBody(f, { supplier_id: supplierId }))
  ids.unpaid = await post(
    '/accounting/purchase-invoices',
    purchaseBody(f, { supplier_id: supplierId, invoice_date: '2026-05-02', due_date: '2026-06-02' }),
  )
  await post(`/accounting/invoices/${ids.partial}/payments`, {
    paid_at: '2026-03-25',
    amount: '1000',
    method: 'BANK_TRANSFER',
  })
  await post(`/accounting/invoices/${ids.partial}/payments`, {
    paid_at: '2026-03-26',
    amount: '10',
    method: 'CASH',
  })
  const [admin] = await testApp.database.db
    .select({ company: users.event_company_id })
    .from(users)
    .where(eq(users.id, f.ids.admin))
  companyId = admin?.company as number
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(async () => {
  await testApp?.close()
})

interface Sheet {
  fileName: string
  /** Column number by header text. */
  column: (header: string) => number
  rows: ExcelJS.Row[]
}

async function exported(api: Api, path: string): Promise<Sheet> {
  const response = await api.get(path)
  expect(response.statusCode, response.body).toBe(200)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new Error('no sheet')
  const headers = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''))
  const rows: ExcelJS.Row[] = []
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push(row)
  })
  const fileName = /filename="([^"]+)"/.exec(String(response.headers['content-disposition']))?.[1] ?? ''
  return {
    fileName,
    column: (header) => {
      const index = headers.indexOf(header)
      if (index < 1) throw new Error(`no column ${header} in ${headers.join(', ')}`)
      return index
    },
    rows,
  }
}

const texts = (sheet: Sheet, header: string) =>
  sheet.rows.map((row) => row.getCell(sheet.column(header)).value).sort()

describe('accounting exports in other programs', () => {
  it('names statuses in Turkish by default and in English with locale=en, never by their codes', async () => {
    const tr = await exported(f.admin, `/accounting/purchase_invoices/export?party_id=${supplierId}`)
    expect(texts(tr, 'Durum')).toEqual(['Kısmen Ödendi', 'Ödenmedi'])
    const en = await exported(
      f.admin,
      `/accounting/purchase_invoices/export?party_id=${supplierId}&locale=en`,
    )
    expect(texts(en, 'Status')).toEqual(['Partly paid', 'Unpaid'])
  })

  it('names payment methods in the export language', async () => {
    const path = `/project/${f.mine.code}/payments/export`
    const tr = await exported(f.admin, path)
    const trMethods = texts(tr, 'Ödeme Yöntemi')
    expect(trMethods).toEqual(expect.arrayContaining(['Havale / EFT', 'Nakit']))
    const en = await exported(f.admin, `${path}?locale=en`)
    expect(texts(en, 'Method')).toEqual(expect.arrayContaining(['Bank transfer', 'Cash']))
    for (const value of [...trMethods, ...texts(en, 'Method')])
      expect(value).not.toMatch(/^(BANK_TRANSFER|CASH|CREDIT_CARD|CHECK|OTHER)$/)
  })

  it('writes days as date cells with a date format, amounts as numbers', async () => {
    const tr = await exported(f.admin, `/accounting/purchase_invoices/export?party_id=${supplierId}`)
    const row = tr.rows.find((r) => r.getCell(tr.column('Fatura Tarihi')).value instanceof Date)
    const invoiceDate = row?.getCell(tr.column('Fatura Tarihi'))
    expect(invoiceDate?.type).toBe(ExcelJS.ValueType.Date)
    expect(invoiceDate?.numFmt).toBe('dd.mm.yyyy')
    const days = tr.rows.map((r) => (r.getCell(tr.column('Fatura Tarihi')).value as Date).toISOString())
    expect(days.sort()).toEqual(['2026-03-10T00:00:00.000Z', '2026-05-02T00:00:00.000Z'])
    const total = row?.getCell(tr.column('Toplam'))
    expect(total?.type).toBe(ExcelJS.ValueType.Number)
    expect(total?.value).toBe(2081.8)
    const en = await exported(
      f.admin,
      `/accounting/purchase_invoices/export?party_id=${supplierId}&locale=en`,
    )
    expect(en.rows[0]?.getCell(en.column('Due date')).numFmt).toBe('dd mmm yyyy')
  })

  it("writes a request's creation moment as the company's wall clock, with the time", async () => {
    const created = await f.user.post('/accounting/cc-requests', {
      project_id: f.mine.id,
      supplier_id: supplierId,
      payment_date: '2026-03-15',
      currency: 'USD',
      amount: '150.25',
    })
    expect(created.statusCode, created.body).toBe(200)
    const createdAt = new Date(created.json().data.created_at as string)
    const sheet = await exported(f.user, `/accounting/cc_requests/export?party_id=${supplierId}`)
    expect(sheet.rows).toHaveLength(1)
    const cell = sheet.rows[0]?.getCell(sheet.column('Oluşturulma Tarihi'))
    expect(cell?.type).toBe(ExcelJS.ValueType.Date)
    expect(cell?.numFmt).toBe('dd.mm.yyyy hh:mm')
    // Istanbul is UTC+3 all year: the sheet holds the clock read there (to the second).
    const istanbul = Math.floor(createdAt.getTime() / 1000) * 1000 + 3 * 3_600_000
    expect(cell?.value).toEqual(new Date(istanbul))
    expect(sheet.rows[0]?.getCell(sheet.column('Durum')).value).toBe('Bekliyor')
  })

  it("dates the file by the company's calendar day: 21:08 UTC in Istanbul is the next day", async () => {
    // The next 21:08 UTC from now (the session stays valid), with only Date faked.
    const now = new Date()
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 21, 8))
    if (at.getTime() <= now.getTime()) at.setUTCDate(at.getUTCDate() + 1)
    const utcDay = at.toISOString().slice(0, 10)
    const nextDay = new Date(at.getTime() + 86_400_000).toISOString().slice(0, 10)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(at)

    const path = `/accounting/purchase_invoices/export?party_id=${supplierId}`
    expect((await exported(f.admin, path)).fileName).toBe(`alis-faturalari-${nextDay}.xlsx`)
    expect((await exported(f.admin, `${path}&locale=en`)).fileName).toBe(`purchase-invoices-${nextDay}.xlsx`)
    const db = testApp.database.db
    await db
      .update(eventCompanies)
      .set({ timezone: 'America/New_York' })
      .where(eq(eventCompanies.id, companyId))
    try {
      expect((await exported(f.admin, path)).fileName).toBe(`alis-faturalari-${utcDay}.xlsx`)
    } finally {
      await db
        .update(eventCompanies)
        .set({ timezone: 'Europe/Istanbul' })
        .where(eq(eventCompanies.id, companyId))
    }
  })
})
