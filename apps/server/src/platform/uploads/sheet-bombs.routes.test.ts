import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { writeZip, xlsxWithHugeCell } from '../../test-support/zip-writer'

let testApp: TestApp
let headers: Record<string, string>
let checklistId = 0
/** 256 MB of one cell in about 260 KB: issue 18's spreadsheet bomb, built once for every test. */
let bomb: Buffer

beforeAll(async () => {
  testApp = await createTestApp()
  headers = (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/checklists',
    headers,
    payload: { name: 'Bomba listesi' },
  })
  checklistId = created.json().data.id
  bomb = await xlsxWithHugeCell(256 * 1024 * 1024)
}, 60_000)
afterAll(async () => {
  await testApp?.close()
})

function post(url: string, file: Buffer, locale = 'tr') {
  const boundary = '----ajanda-bomb'
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1${url}?locale=${locale}`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="liste.xlsx"\r\n` +
          'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  })
}

const PARSERS = ['/imports/clients/parse', () => `/checklists/${checklistId}/parse`] as const
const urlOf = (parser: (typeof PARSERS)[number]) => (typeof parser === 'string' ? parser : parser())

describe('a spreadsheet is bounded before it is opened', () => {
  it.each(PARSERS)(
    '%s refuses a zip bomb at once, naming the limit, without the memory it would take',
    async (parser) => {
      expect(bomb.length).toBeLessThan(400 * 1024)
      const rssBefore = process.memoryUsage().rss
      const started = performance.now()
      const response = await post(urlOf(parser), bomb)
      const elapsed = performance.now() - started
      expect(response.statusCode, response.body.slice(0, 300)).toBe(422)
      expect(response.json().errors).toEqual({
        file: ['Dosya çok büyük: açılmış boyutu 50 MB sınırını aşıyor.'],
      })
      expect(elapsed).toBeLessThan(3000)
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024)
      const english = await post(urlOf(parser), bomb, 'en')
      expect(english.json().errors).toEqual({
        file: ['The file is too large: opened, it exceeds the 50 MB limit.'],
      })
    },
  )

  it('refuses an archive of too many entries before reading any', async () => {
    const entries = Array.from({ length: 1001 }, (_, index) => ({ name: `x/${index}.xml`, parts: ['<a/>'] }))
    const response = await post('/imports/clients/parse', await writeZip(entries))
    expect(response.json().errors).toEqual({
      file: ['Dosya çok fazla parça içeriyor: en fazla 1.000 olabilir.'],
    })
  })

  it('refuses a cell longer than a row may hold, naming the cell', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Liste')
    sheet.addRow(['Firma Adı'])
    sheet.addRow(['x'.repeat(2001)])
    const file = Buffer.from(await workbook.xlsx.writeBuffer())
    for (const parser of PARSERS) {
      const response = await post(urlOf(parser), file)
      expect(response.json().errors).toEqual({
        file: ['A2 hücresi çok uzun: bir hücrede en fazla 2.000 karakter olabilir.'],
      })
    }
  })

  it('reads a large legal sheet off the event loop: the server answers other requests meanwhile', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Liste')
    sheet.addRow(['Firma Adı', 'Sektör', 'E-posta', 'Telefon', 'Not'])
    for (let index = 0; index < 5000; index++)
      sheet.addRow([`Firma ${index}`, 'Otomotiv', `info${index}@firma.test`, 2323334455, 'y'.repeat(300)])
    const file = Buffer.from(await workbook.xlsx.writeBuffer())

    let longestGap = 0
    let last = performance.now()
    const ticker = setInterval(() => {
      const now = performance.now()
      longestGap = Math.max(longestGap, now - last)
      last = now
    }, 5)
    const order: string[] = []
    const parse = post('/imports/clients/parse', file).then((response) => {
      order.push('parse')
      return response
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const health = testApp.app.inject({ method: 'GET', url: '/api/health' }).then((response) => {
      order.push('health')
      return response
    })
    const [parsed, healthy] = await Promise.all([parse, health])
    clearInterval(ticker)
    expect(parsed.statusCode, parsed.body.slice(0, 300)).toBe(200)
    expect(parsed.json().total).toBe(5000)
    expect(healthy.statusCode).toBe(200)
    expect(order).toEqual(['health', 'parse'])
    expect(longestGap).toBeLessThan(250)
  }, 60_000)
})
