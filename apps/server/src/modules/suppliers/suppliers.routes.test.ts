import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'

let testApp: TestApp
let user: Api
let other: Api
let categories: { id: number; name: string }[]
beforeAll(async () => {
  testApp = await createTestApp()
  user = apiAs(testApp.app, (await loginAs(testApp.app, 'user@demo.ajanda.test')).headers)
  other = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers)
  categories = (await user.get('/definition/supplier-categories')).json()
})
afterAll(async () => {
  await testApp?.close()
})

const categoryId = (name: string) => categories.find((c) => c.name === name)?.id as number

describe('suppliers', () => {
  it('creates a supplier with categories and bank details, shows it under both paths', async () => {
    const response = await user.post('/supplier', {
      name: 'Deniz Yıldızı Otel',
      category_ids: [categoryId('Otel'), categoryId('Mekan')],
      city: 'Muğla',
      phone: '0252 316 10 10',
      iban: 'tr33 0006 1005 1978 6457 8413 26',
      bank_name: 'Türkiye İş Bankası',
    })
    expect(response.statusCode, response.body).toBe(200)
    const { message, data } = response.json()
    expect(message).toBe('Tedarikçi eklendi.')
    expect(data).toMatchObject({
      name: 'Deniz Yıldızı Otel',
      status: 'POTENTIAL',
      iban: 'TR330006100519786457841326',
      phone: '+90 252 316 10 10',
      categories: [
        { id: categoryId('Mekan'), name: 'Mekan' },
        { id: categoryId('Otel'), name: 'Otel' },
      ],
    })
    for (const path of [`/suppliers/${data.code}`, `/supplier/${data.code}`]) {
      const profile = await user.get(path)
      expect(profile.statusCode).toBe(200)
      expect(profile.json()).toMatchObject({ id: data.id, contacts: [], notes: [], calls: [] })
    }
    const edited = await user.put(`/supplier/${data.code}`, { category_ids: [categoryId('Catering')] })
    expect(edited.json().data.category_ids).toEqual([categoryId('Catering')])
    expect(edited.json().data.iban).toBe('TR330006100519786457841326')
  })

  it('refuses a bad IBAN, another company’s category and a missing name', async () => {
    const foreign = (await other.get('/definition/supplier-categories')).json()[0].id
    const response = await user.post('/supplier', { name: '', iban: 'TR33 0006 1005 1978 6457 8413 27' })
    expect(response.json().errors).toEqual({ name: ['Bu alan zorunludur'] })
    const checked = await user.post('/supplier', {
      name: 'Kötü IBAN',
      iban: 'TR33 0006 1005 1978 6457 8413 27',
      category_ids: [foreign],
    })
    expect(checked.statusCode).toBe(422)
    expect(checked.json().errors).toEqual({
      iban: ['Geçerli bir IBAN girmelisin'],
      'category_ids.0': ['Geçersiz seçim'],
    })
  })

  it('lists by category and status, searches the Turkish way, exports', async () => {
    const seeded = await user.get(`/suppliers?category_id=${categoryId('Transfer')}`)
    expect(seeded.statusCode, seeded.body).toBe(200)
    const names = seeded.json().data.map((s: { name: string }) => s.name)
    expect(names).toEqual(['Ege VIP Transfer', 'Yol Arkadaşı Turizm Taşımacılık'])
    const existing = await user.get(`/suppliers?category_id=${categoryId('Transfer')}&status=EXISTING`)
    expect(existing.json().data.map((s: { name: string }) => s.name)).toEqual([
      'Yol Arkadaşı Turizm Taşımacılık',
    ])
    const search = await user.get(`/suppliers?search=${encodeURIComponent('YOL ARKADASI')}`)
    expect(search.json().total).toBe(1)
    // By id, as a filter names its supplier; the count is the one record's, not the cached list's.
    const chosen = seeded.json().data[1]
    const one = (await user.get(`/suppliers?id=${chosen.id}&page_size=1`)).json()
    expect(one).toMatchObject({
      total: 1,
      data: [{ id: chosen.id, name: 'Yol Arkadaşı Turizm Taşımacılık' }],
    })

    const file = await user.get(`/suppliers/export?category_id=${categoryId('Transfer')}`)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-disposition']).toMatch(/tedarikciler-.+\.xlsx/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    expect(sheet?.getRow(1).getCell(1).value).toBe('Tedarikçi Adı')
    expect(sheet?.getRow(1).getCell(3).value).toBe('Kategoriler')
    expect(sheet?.actualRowCount).toBe(3)
    expect(sheet?.getRow(3).getCell(14).value).toMatch(/^TR\d{24}$/)
  })

  it('archives with its contacts; another company gets 404', async () => {
    const seeded = (await user.get('/suppliers?search=kalkan')).json().data[0]
    expect((await other.get(`/supplier/${seeded.code}`)).statusCode).toBe(404)
    expect((await other.delete(`/supplier/${seeded.code}`)).statusCode).toBe(404)
    const before = (await user.get(`/contacts?for=S-${seeded.id}`)).json()
    expect(before).toHaveLength(1)
    expect((await user.delete(`/supplier/${seeded.code}`)).json()).toEqual({
      message: 'Tedarikçi arşivlendi.',
    })
    expect((await user.get(`/contacts?for=S-${seeded.id}`)).json()).toEqual([])
    expect((await user.get('/suppliers?search=kalkan')).json().total).toBe(0)
  })
})
