import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { createClientsRepository } from './clients.repository'

let testApp: TestApp
let admin: Api
let user: Api
let other: Api
let industries: { id: number; name: string }[]
let companyId: number
beforeAll(async () => {
  testApp = await createTestApp()
  admin = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers)
  const userLogin = await loginAs(testApp.app, 'user@demo.ajanda.test')
  user = apiAs(testApp.app, userLogin.headers)
  companyId = userLogin.user.event_company_id
  other = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers)
  industries = (await admin.get('/definition/client-industries')).json()
})
afterAll(async () => {
  await testApp?.close()
})

const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

async function createClient(body: Record<string, unknown>, api = user) {
  const response = await api.post('/client', body)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as { id: number; code: string; name: string }
}

describe('POST /client and GET /client/{code}', () => {
  it('creates a client with every field and shows its profile', async () => {
    const industry = industries[0] as { id: number; name: string }
    const response = await user.post('/client', {
      name: 'Boğaziçi Enerji A.Ş.',
      legal_name: 'Boğaziçi Enerji Üretim ve Ticaret A.Ş.',
      industry_id: industry.id,
      tax_number: '1234567890',
      address: 'Maslak Mah. Büyükdere Cad. No: 1, Sarıyer',
      country: 'tr',
      city: 'İstanbul',
      phone: '0212 555 12 12',
      email: 'Iletisim@BogaziciEnerji.com.tr',
      website: 'www.bogazicienerji.com.tr',
      fin_fee_type: 'PERCENTAGE',
      fin_fee_rate: '0.1200',
      fin_fee_currency: 'TRY',
      profit_target: '0.25',
    })
    expect(response.statusCode, response.body).toBe(200)
    const { message, data } = response.json()
    expect(message).toBe('Müşteri eklendi.')
    expect(data).toMatchObject({
      name: 'Boğaziçi Enerji A.Ş.',
      status: 'POTENTIAL',
      industry: { id: industry.id, name: industry.name },
      country: 'TR',
      phone: '+90 212 555 12 12',
      email: 'iletisim@bogazicienerji.com.tr',
      website: 'https://www.bogazicienerji.com.tr',
      fin_fee_rate: '0.12',
      profit_target: '0.25',
      creator: { full_name: 'Gizem Aydın' },
      merged_into: null,
    })
    expect(data.code).toMatch(/^[A-Za-z0-9_-]{22}$/)

    const profile = await user.get(`/client/${data.code}`)
    expect(profile.statusCode).toBe(200)
    expect(profile.json()).toMatchObject({
      id: data.id,
      contacts: [],
      notes: [],
      calls: [],
      meetings: [],
      projects: [],
    })

    const fees = await user.get(`/client/id/${data.id}`)
    expect(fees.json()).toEqual({
      id: data.id,
      name: 'Boğaziçi Enerji A.Ş.',
      fin_fee_type: 'PERCENTAGE',
      fin_fee_rate: '0.12',
      fin_fee_currency: 'TRY',
      profit_target: '0.25',
    })
  })

  it("says the spec's Turkish messages", async () => {
    const response = await user.post('/client', {
      name: ' ',
      email: 'not-an-email',
      phone: '123',
      tax_number: '12345',
      website: 'not a site',
      profit_target: '1.5',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      name: ['Bu alan zorunludur'],
      email: ['Geçerli bir e-posta adresi girmelisin'],
      phone: ['Geçerli bir telefon numarası girmelisin'],
      tax_number: ['Vergi numarası 10, T.C. kimlik numarası 11 haneli olmalı'],
      website: ['Geçerli bir web adresi girmelisin (ör. www.ornek.com.tr)'],
      profit_target: ['0 ile 1 arasında bir oran girmelisin (ör. %18 için 0.18)'],
    })
    const missing = await user.post('/client', {})
    expect(missing.json().errors).toEqual({ name: ['Bu alan zorunludur'] })
  })

  it('checks phone numbers with the phone library, and fee and reference rules', async () => {
    const response = await user.post('/client', {
      name: 'Telefon Testi',
      phone: '0212 555 12',
      industry_id: 999999,
      country: 'XX',
      fin_fee_type: 'PERCENTAGE',
      fin_fee_rate: '0.1',
      fin_fee_currency: 'TRY',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      phone: ['Geçerli bir telefon numarası girmelisin'],
      industry_id: ['Geçersiz seçim'],
      country: ['Geçersiz seçim'],
    })
    // An unknown currency is refused by the contract's list before the server's checks.
    const currency = await user.post('/client', { name: 'Para Birimi', fin_fee_currency: 'XYZ' })
    expect(currency.json().errors).toEqual({ fin_fee_currency: ['Geçersiz seçim'] })
    const fees = await user.post('/client', { name: 'Ücret', fin_fee_type: 'FIXED', fin_fee_rate: '5000' })
    expect(fees.json().errors).toEqual({
      fin_fee_currency: ['Sabit hizmet bedeli için para birimi seçmelisin'],
    })
    const rate = await user.post('/client', { name: 'Oran', fin_fee_type: 'PERCENTAGE', fin_fee_rate: '12' })
    expect(rate.json().errors).toEqual({
      fin_fee_rate: ['0 ile 1 arasında bir oran girmelisin (ör. %18 için 0.18)'],
    })
    const otherIndustry = (await other.get('/definition/client-industries')).json()[0].id
    const foreign = await user.post('/client', { name: 'Yabancı Sektör', industry_id: otherIndustry })
    expect(foreign.json().errors).toEqual({ industry_id: ['Geçersiz seçim'] })
    const tckn = await user.post('/client', { name: 'Şahıs Firması', tax_number: '12345678901' })
    expect(tckn.statusCode).toBe(200)
  })
})

describe('PUT /client/{code}, logo and DELETE', () => {
  it('edits only the fields sent, keeps the fee rules on the merged record', async () => {
    const client = await createClient({ name: 'Düzenlenecek Ltd.', city: 'Ankara', phone: '0532 410 12 34' })
    const renamed = await user.put(`/client/${client.code}`, { name: 'Düzenlendi Ltd.', city: '' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json()).toMatchObject({
      message: 'Müşteri bilgileri güncellendi.',
      data: { name: 'Düzenlendi Ltd.', city: null, phone: '+90 532 410 12 34' },
    })
    const fixed = await user.put(`/client/${client.code}`, { fin_fee_type: 'FIXED', fin_fee_rate: '1000' })
    expect(fixed.json().errors).toEqual({
      fin_fee_currency: ['Sabit hizmet bedeli için para birimi seçmelisin'],
    })
    const ok = await user.put(`/client/${client.code}`, {
      fin_fee_type: 'FIXED',
      fin_fee_rate: '1000',
      fin_fee_currency: 'EUR',
    })
    expect(ok.json().data).toMatchObject({
      fin_fee_type: 'FIXED',
      fin_fee_rate: '1000',
      fin_fee_currency: 'EUR',
    })
  })

  it('stores a logo from a data URL and refuses what is not an image', async () => {
    const client = await createClient({ name: 'Logolu Firma' })
    const stored = await user.post(`/client/${client.code}/logo`, { file: PNG_1X1 })
    expect(stored.statusCode, stored.body).toBe(200)
    expect(stored.json().data.logo_full).toMatch(/^http:\/\/ajanda\.test\/files\/client-logos\/\d+\/.+\.png$/)
    const bad = await user.post(`/client/${client.code}/logo`, { file: 'data:image/png;base64,AAAA' })
    expect(bad.json().errors).toEqual({ file: ['Geçerli bir görsel (PNG, JPEG veya WebP) seçmelisin'] })
  })

  it('archives: the client leaves the list but its profile still opens; edits answer 404', async () => {
    const client = await createClient({ name: 'Arşivlenecek Organizasyon' })
    const deleted = await user.delete(`/client/${client.code}`)
    expect(deleted.json()).toEqual({ message: 'Müşteri arşivlendi.' })
    const list = await user.get('/clients?search=arşivlenecek')
    expect(list.json().total).toBe(0)
    const profile = await user.get(`/client/${client.code}`)
    expect(profile.json().deleted_at).not.toBeNull()
    expect((await user.put(`/client/${client.code}`, { name: 'x' })).statusCode).toBe(404)
    expect((await user.delete(`/client/${client.code}`)).statusCode).toBe(404)
  })
})

describe('GET /clients', () => {
  it('pages by name, Turkish-folded, and filters by status, industry and search', async () => {
    const industry = (await admin.post('/definition/client-industries', { name: 'Listelenen Sektör' })).json()
      .data
    await createClient({ name: 'Çınar Holding', industry_id: industry.id })
    await createClient({ name: 'CEREN TEKSTİL', industry_id: industry.id })
    await createClient({ name: 'Zirve Lojistik' })
    const page = await user.get(`/clients?industry_id=${industry.id}&page_size=10`)
    expect(page.statusCode, page.body).toBe(200)
    const body = page.json()
    expect(body.data.map((c: { name: string }) => c.name)).toEqual(['CEREN TEKSTİL', 'Çınar Holding'])
    expect(body).toMatchObject({ current_page: 1, per_page: 10, total: 2, from: 1, to: 2, last_page: 1 })

    const search = await user.get(`/clients?search=${encodeURIComponent('ceren tekstil')}`)
    expect(search.json().data.map((c: { name: string }) => c.name)).toEqual(['CEREN TEKSTİL'])
    const potential = await user.get('/clients?status=POTENTIAL&search=zirve')
    expect(potential.json().total).toBe(1)
    const existing = await user.get('/clients?status=EXISTING&search=zirve')
    expect(existing.json().total).toBe(0)

    const byCreated = await user.get('/clients?sort_by=created_at&sort_order=desc&page_size=1')
    expect(byCreated.json().data[0].name).toBe('Zirve Lojistik')
    const plain = await user.get(`/clients?paginate=0&industry_id=${industry.id}`)
    expect(plain.json()).toHaveLength(2)
    // By id, as a filter names its client; the count is the one record's, not the cached list's.
    const chosen = body.data[1]
    const one = (await user.get(`/clients?id=${chosen.id}&page_size=1`)).json()
    expect(one).toMatchObject({ total: 1, data: [{ id: chosen.id, name: 'Çınar Holding' }] })
    expect((await user.get('/clients?sort_by=colour')).statusCode).toBe(422)
  })

  it('finds names the Turkish way: "istanbul" finds "İSTANBUL", "sirket" finds "Şirket"', async () => {
    await createClient({ name: 'İSTANBUL TURİZM' })
    await createClient({ name: 'Güneş Şirketler Grubu' })
    const istanbul = await user.get('/clients?search=istanbul')
    expect(istanbul.json().data.map((c: { name: string }) => c.name)).toContain('İSTANBUL TURİZM')
    const sirket = await user.get('/clients?search=sirket')
    expect(sirket.json().data.map((c: { name: string }) => c.name)).toContain('Güneş Şirketler Grubu')
  })
})

describe('status', () => {
  it('turns EXISTING once a project confirms the client, and keeps the first date', async () => {
    const client = await createClient({ name: 'Onaylanacak Müşteri' })
    const repo = createClientsRepository(testApp.database.db)
    await repo.markConfirmed(companyId, client.id)
    const first = (await user.get(`/client/${client.code}`)).json()
    expect(first.status).toBe('EXISTING')
    await repo.markConfirmed(companyId, client.id)
    expect((await user.get(`/client/${client.code}`)).json().first_confirmed_at).toBe(
      first.first_confirmed_at,
    )
    expect((await user.get('/clients?status=EXISTING&search=onaylanacak')).json().total).toBe(1)
  })
})

describe('GET /clients/export', () => {
  it('answers a valid .xlsx of the filtered list with Turkish headers', async () => {
    await createClient({
      name: 'Dışa Aktarım Örnek A.Ş.',
      city: 'İzmir',
      fin_fee_type: 'PERCENTAGE',
      fin_fee_rate: '0.1',
    })
    const response = await user.get(`/clients/export?search=${encodeURIComponent('dışa aktarım')}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('spreadsheetml')
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="musteriler-\d{4}-\d\d-\d\d\.xlsx"/,
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    expect(sheet?.name).toBe('Müşteriler')
    expect(sheet?.getRow(1).getCell(1).value).toBe('Müşteri Adı')
    expect(sheet?.getRow(1).getCell(4).value).toBe('Durum')
    expect(sheet?.actualRowCount).toBe(2)
    expect(sheet?.getRow(2).getCell(1).value).toBe('Dışa Aktarım Örnek A.Ş.')
    expect(sheet?.getRow(2).getCell(4).value).toBe('Potansiyel')
    expect(sheet?.getRow(2).getCell(14).value).toBe(0.1)
  })
})

describe('access', () => {
  it('answers 404 for another company’s client and keeps its list apart', async () => {
    const client = await createClient({ name: 'Sadece Demo Müşterisi' })
    expect((await other.get(`/client/${client.code}`)).statusCode).toBe(404)
    expect((await other.get(`/client/id/${client.id}`)).statusCode).toBe(404)
    expect((await other.get('/clients?search=sadece demo')).json().total).toBe(0)
  })

  it('answers 403 to a CLIENT user', async () => {
    const client = apiAs(testApp.app, (await loginAs(testApp.app, 'client@demo.ajanda.test')).headers)
    expect((await client.get('/clients')).statusCode).toBe(403)
    expect((await client.post('/client', { name: 'x' })).statusCode).toBe(403)
  })
})
