import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_EXPORT_HEADERS } from '../modules/projects/projects-export'
import { type Api, apiAs } from '../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../test-support/test-app'

/*
 * The client, supplier and project lists exported as another program reads them (issue 19 item 11):
 * rates are percent cells (0.1 reads 10.00 %), a fixed fee an amount, days are date cells and the
 * creation moment is the company's wall clock (Europe/Istanbul, UTC+3 all year).
 */

let testApp: TestApp
let admin: Api

beforeAll(async () => {
  testApp = await createTestApp()
  admin = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers)
})
afterAll(async () => {
  await testApp?.close()
})

async function sheetOf(path: string) {
  const response = await admin.get(path)
  expect(response.statusCode, response.body).toBe(200)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new Error('no sheet')
  const headers = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''))
  /** The cell of the row whose first cell is `first`, in the column headed `header`. */
  return (first: string, header: string) => {
    let found: ExcelJS.Cell | undefined
    sheet.eachRow((row) => {
      if (row.getCell(1).value === first) found = row.getCell(headers.indexOf(header))
    })
    if (!found) throw new Error(`no row ${first} / column ${header}`)
    return found
  }
}

/** The moment as the sheet holds it: Istanbul's wall clock, to the second. */
const istanbul = (iso: string) => new Date(Math.floor(new Date(iso).getTime() / 1000) * 1000 + 3 * 3_600_000)

describe('list exports', () => {
  it('writes client rates as percent cells, a fixed fee as an amount, the creation on the company clock', async () => {
    const create = async (body: Record<string, unknown>) => {
      const response = await admin.post('/client', body)
      expect(response.statusCode, response.body).toBe(200)
      return response.json().data as { created_at: string }
    }
    const rated = await create({
      name: 'Oranlı Dışa Aktarım A.Ş.',
      fin_fee_type: 'PERCENTAGE',
      fin_fee_rate: '0.1',
      profit_target: '0.125',
    })
    await create({
      name: 'Sabit Ücretli Dışa Aktarım A.Ş.',
      fin_fee_type: 'FIXED',
      fin_fee_rate: '1500',
      fin_fee_currency: 'TRY',
    })
    const cell = await sheetOf(`/clients/export?search=${encodeURIComponent('dışa aktarım')}`)
    const rate = cell('Oranlı Dışa Aktarım A.Ş.', 'Hizmet Bedeli')
    expect(rate.type).toBe(ExcelJS.ValueType.Number)
    expect(rate.value).toBe(0.1)
    expect(rate.numFmt).toBe('0.00#%')
    expect(cell('Oranlı Dışa Aktarım A.Ş.', 'Kâr Hedefi')).toMatchObject({ value: 0.125, numFmt: '0.00#%' })
    expect(cell('Sabit Ücretli Dışa Aktarım A.Ş.', 'Hizmet Bedeli')).toMatchObject({
      value: 1500,
      numFmt: '#,##0.00',
    })
    const created = cell('Oranlı Dışa Aktarım A.Ş.', 'Oluşturulma Tarihi')
    expect(created.type).toBe(ExcelJS.ValueType.Date)
    expect(created.value).toEqual(istanbul(rated.created_at))
    expect(created.numFmt).toBe('dd.mm.yyyy hh:mm')
  })

  it("writes a supplier's creation on the company clock, in English with locale=en", async () => {
    const response = await admin.post('/supplier', { name: 'Saatli Dışa Aktarım Tedarik' })
    expect(response.statusCode, response.body).toBe(200)
    const { created_at } = response.json().data as { created_at: string }
    const cell = await sheetOf(`/suppliers/export?locale=en&search=${encodeURIComponent('saatli dışa')}`)
    const created = cell('Saatli Dışa Aktarım Tedarik', 'Created')
    expect(created.value).toEqual(istanbul(created_at))
    expect(created.numFmt).toBe('dd mmm yyyy hh:mm')
  })

  it("writes a project's days as date cells", async () => {
    const response = await admin.get('/projects?page_size=50')
    expect(response.statusCode, response.body).toBe(200)
    const dated = (
      response.json().data as { project_ref: string | null; name: string; starts_at: string | null }[]
    ).find((project) => project.starts_at && project.project_ref)
    if (!dated) throw new Error('no dated demo project')
    const cell = await sheetOf('/projects/export')
    const starts = cell(dated.project_ref as string, PROJECT_EXPORT_HEADERS.tr.starts_at)
    expect(starts.type).toBe(ExcelJS.ValueType.Date)
    expect(starts.value).toEqual(new Date(`${dated.starts_at}T00:00:00Z`))
    expect(starts.numFmt).toBe('dd.mm.yyyy')
  })
})
