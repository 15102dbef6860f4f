import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'

let testApp: TestApp
let user: Api
let headers: Record<string, string>
beforeAll(async () => {
  testApp = await createTestApp()
  headers = (await loginAs(testApp.app, 'user@demo.ajanda.test')).headers
  user = apiAs(testApp.app, headers)
})
afterAll(async () => {
  await testApp?.close()
})

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Liste')
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** A multipart body with one file, as a browser's FormData sends it. */
function upload(entity: string, file: Buffer, name = 'liste.xlsx') {
  const boundary = '----ajanda-test-boundary'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1/imports/${entity}/parse`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  })
}

describe('POST /imports/{entity}/parse', () => {
  it('reads the first sheet: the header row first, and suggests a mapping', async () => {
    const file = await xlsx([
      ['Firma Adı', 'Sektör', 'E-posta', 'Telefon', 'Vergi No'],
      ['Körfez Lojistik', 'Otomotiv', 'info@korfez.com', 2323334455, 1234509876],
    ])
    const response = await upload('clients', file)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      headers: ['Firma Adı', 'Sektör', 'E-posta', 'Telefon', 'Vergi No'],
      rows: [
        ['Firma Adı', 'Sektör', 'E-posta', 'Telefon', 'Vergi No'],
        ['Körfez Lojistik', 'Otomotiv', 'info@korfez.com', '2323334455', '1234509876'],
      ],
      total: 1,
      suggested_mappings: { name: 0, industry: 1, email: 2, phone: 3, tax_number: 4 },
    })
  })

  it('refuses what is not an .xlsx file, a missing file, too many rows and too large a file', async () => {
    const text = await upload('clients', Buffer.from('ad;soyad\nali;veli'), 'liste.csv')
    expect(text.json().errors).toEqual({ file: ['Yalnızca .xlsx (Excel) dosyası yükleyebilirsin.'] })
    const none = await user.post('/imports/clients/parse', {})
    expect(none.json().errors).toEqual({ file: ['Bir .xlsx dosyası seçmelisin.'] })
    const many = await xlsx([['Ad'], ...Array.from({ length: 5001 }, (_, i) => [`Firma ${i}`])])
    expect((await upload('clients', many)).json().errors).toEqual({
      file: ['Dosyada en fazla 5.000 satır olabilir (başlık hariç).'],
    })
    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(5 * 1024 * 1024 + 10)])
    expect((await upload('clients', big)).json().errors).toEqual({ file: ['Dosya en fazla 5 MB olabilir.'] })
    expect((await upload('projects', await xlsx([['Ad']]))).statusCode).toBe(422)
  })
})

describe('POST /imports/{entity}', () => {
  const rows = [
    ['Firma', 'Sektör', 'E-posta', 'Telefon', 'Hizmet Bedeli', 'Hizmet Bedeli Türü'],
    ['Körfez Lojistik', 'Otomotiv', 'info@korfez.com', '0232 333 44 55', '%10', 'Yüzde'],
    ['', 'Otomotiv', 'bos@ornek.com', '', ''],
    ['Marmara İlaç Sanayi A.Ş.', 'İlaç', '', '', ''],
    ['Yeni Sektör Firması', 'Uzay Madenciliği', 'yanlis-eposta', '12', ''],
    ['KÖRFEZ LOJİSTİK', 'Otomotiv', '', '', ''],
    ['Batı Enerji', 'Enerji', 'info@batienerji.com', '+90 232 444 55 66', '0,1', 'PERCENTAGE'],
  ]
  const mappings = { name: 0, industry: 1, email: 2, phone: 3, fin_fee_rate: 4, fin_fee_type: 5 }

  it('previews on a dry run, then imports the good rows once; bad rows and duplicates are reported', async () => {
    const dry = await user.post('/imports/clients', { mappings, rows, dry_run: true })
    expect(dry.statusCode, dry.body).toBe(200)
    const preview = dry.json()
    expect(preview).toMatchObject({ created: 2, skipped_duplicates: 2 })
    expect(preview.message).toBe(
      'Kontrol tamamlandı: 2 kayıt eklenebilir; 2 tekrar eden kayıt, 2 satırda hata var.',
    )
    expect(preview.errors).toEqual([
      { row: 3, field: 'name', message: 'Bu alan zorunludur' },
      { row: 5, field: 'industry', message: '"Uzay Madenciliği" listede bulunamadı.' },
      { row: 5, field: 'phone', message: 'Geçerli bir telefon numarası girmelisin' },
      { row: 5, field: 'email', message: 'Geçerli bir e-posta adresi girmelisin' },
    ])
    expect(preview.duplicates).toEqual([
      { row: 4, name: 'Marmara İlaç Sanayi A.Ş.', duplicate_of: expect.objectContaining({ row: null }) },
      {
        row: 6,
        name: 'KÖRFEZ LOJİSTİK',
        duplicate_of: { id: null, code: null, name: 'Körfez Lojistik', row: 2 },
      },
    ])
    expect(preview.preview.map((p: { status: string }) => p.status)).toEqual([
      'create',
      'error',
      'duplicate',
      'error',
      'duplicate',
      'create',
    ])
    expect((await user.get('/clients?search=korfez')).json().total).toBe(0)

    const done = await user.post('/imports/clients', { mappings, rows, dry_run: false })
    expect(done.json()).toMatchObject({ created: 2, skipped_duplicates: 2 })
    expect(done.json().message).toBe(
      '2 kayıt içe aktarıldı; 2 tekrar eden kayıt atlandı, 2 satırda hata var.',
    )
    const korfez = (await user.get('/clients?search=korfez')).json()
    expect(korfez.total).toBe(1)
    expect(korfez.data[0]).toMatchObject({ name: 'Körfez Lojistik', phone: '+90 232 333 44 55' })
    const fees = (await user.get(`/client/id/${korfez.data[0].id}`)).json()
    expect(fees.fin_fee_rate).toBe('0.1')

    const again = await user.post('/imports/clients', { mappings, rows, dry_run: false })
    expect(again.json()).toMatchObject({ created: 0, skipped_duplicates: 4 })
  })

  it('imports suppliers with categories and contacts by their company’s name', async () => {
    const suppliers = await user.post('/imports/suppliers', {
      mappings: { name: 0, categories: 1, iban: 2 },
      rows: [
        ['Ad', 'Kategori', 'IBAN'],
        ['Mavi Tur Transfer', 'Transfer, Havayolu', 'TR33 0006 1005 1978 6457 8413 26'],
        ['Bozuk IBAN Ltd', 'Transfer', 'TR00 0006 1005 1978 6457 8413 26'],
      ],
    })
    expect(suppliers.json()).toMatchObject({
      created: 1,
      errors: [{ row: 3, field: 'iban', message: 'Geçerli bir IBAN girmelisin' }],
    })
    const supplier = (await user.get('/suppliers?search=mavi tur')).json().data[0]
    expect(supplier.categories.map((c: { name: string }) => c.name)).toEqual(['Havayolu', 'Transfer'])

    const contacts = await user.post('/imports/contacts', {
      mappings: { name: 0, position: 1, company: 2, email: 3, mobile: 4 },
      rows: [
        ['Ad Soyad', 'Pozisyon', 'Firma', 'E-posta', 'Cep'],
        ['Kaan Demirel', 'Satış Müdürü', 'Mavi Tur Transfer', 'kaan@mavitur.com', '5321234567'],
        ['Selin Aktaş', 'Medikal Müdür', 'marmara ilaç sanayi a.ş.', 'selin.aktas@marmarailac.com.tr', ''],
        ['Bilinmeyen', 'Satış Müdürü', 'Olmayan Firma', 'x@y.com', ''],
      ],
    })
    expect(contacts.statusCode, contacts.body).toBe(200)
    expect(contacts.json()).toMatchObject({
      created: 1,
      skipped_duplicates: 1,
      errors: [{ row: 4, field: 'company', message: '"Olmayan Firma" listede bulunamadı.' }],
    })
    const kaan = (await user.get('/contacts?search=kaan demirel')).json()[0]
    expect(kaan).toMatchObject({
      company: { type: 'supplier', name: 'Mavi Tur Transfer' },
      mobile: '+90 532 123 45 67',
    })
  })

  it('checks the mapping', async () => {
    const response = await user.post('/imports/contacts', {
      mappings: { name: 0, colour: 1 },
      rows: [['a', 'b']],
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      'mappings.colour': ['Bu alan tanınmıyor'],
      'mappings.position': ['Bu alan zorunludur'],
      'mappings.company': ['Bu alan zorunludur'],
      'mappings.email': ['Bu alan zorunludur'],
    })
    const empty = await user.post('/imports/clients', { mappings: { name: 0 }, rows: [['Ad']] })
    expect(empty.json().errors).toEqual({ rows: ['Dosyada başlıktan başka satır yok.'] })
  })
})
