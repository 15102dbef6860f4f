import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'

let testApp: TestApp
let admin: Api
let other: Api
beforeAll(async () => {
  testApp = await createTestApp()
  admin = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers)
  other = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers)
})
afterAll(async () => {
  await testApp?.close()
})

interface Category {
  id: number
  name: string
  vat_rate: string
  supplier_categories: number[]
  taxes: { name: string; price_type: string; currency_code: string | null; price: string; vat_rate: string }[]
}
const categories = async (api = admin) =>
  (await api.get('/definition/budget-categories')).json() as Category[]
const byName = async (name: string) => (await categories()).find((c) => c.name === name) as Category
const tax = (fields: Record<string, unknown> = {}) => ({
  name: 'Konaklama Vergisi',
  price_type: 'PERCENTAGE',
  price: '0.02',
  vat_rate: '0',
  ...fields,
})
const category = (fields: Record<string, unknown> = {}) => ({
  name: 'Teknik Ekipman',
  vat_rate: '0.2',
  taxes: [tax()],
  ...fields,
})

describe('budget categories', () => {
  it('keeps the VAT rate as a fraction, the tax rows in their order and the supplier categories', async () => {
    const suppliers = (await admin.get('/definition/supplier-categories')).json() as { id: number }[]
    const ids = suppliers.slice(0, 2).map((s) => s.id)
    const created = await admin.post(
      '/definition/budget-categories',
      category({
        name: 'Ses ve Işık',
        name_en: 'Sound and Light',
        vat_rate: '0.18',
        supplier_categories: [ids[1], ids[0], ids[1]],
        taxes: [
          tax({ name: 'Belediye Payı', price: '0.05' }),
          tax({ name: 'Damga', price_type: 'FIXED', price: '125.50', currency_code: 'eur', vat_rate: '0.2' }),
        ],
      }),
    )
    expect(created.statusCode, created.body).toBe(200)
    expect(created.json().data).toEqual({
      id: expect.any(Number),
      name: 'Ses ve Işık',
      name_en: 'Sound and Light',
      vat_rate: '0.18',
      supplier_categories: [...ids].sort((a, b) => a - b),
      taxes: [
        {
          name: 'Belediye Payı',
          price_type: 'PERCENTAGE',
          currency_code: null,
          price: '0.05',
          vat_rate: '0',
        },
        { name: 'Damga', price_type: 'FIXED', currency_code: 'EUR', price: '125.5', vat_rate: '0.2' },
      ],
    })
    // New categories go last: budgets list the categories in the admins' order.
    expect((await categories()).at(-1)?.id).toBe(created.json().data.id)

    // Saving replaces the rows: one left.
    const id = created.json().data.id
    const updated = await admin.put(`/definition/budget-categories/${id}`, category({ name: 'Ses ve Işık' }))
    expect(updated.json().data.taxes).toEqual([
      {
        name: 'Konaklama Vergisi',
        price_type: 'PERCENTAGE',
        currency_code: null,
        price: '0.02',
        vat_rate: '0',
      },
    ])
    expect(updated.json().data.supplier_categories).toEqual([])
  })

  it('needs a name and a default VAT rate between 0 and 1', async () => {
    const missing = await admin.post('/definition/budget-categories', { name: '', taxes: [] })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toEqual({ name: ['Bu alan zorunludur'], vat_rate: ['Bu alan zorunludur'] })
    const percent = await admin.post('/definition/budget-categories', category({ vat_rate: '18' }))
    expect(percent.json().errors).toEqual({
      vat_rate: ['0 ile 1 arasında bir oran girmelisin (ör. %18 için 0.18)'],
    })
  })

  it('takes at most 10 tax rows, each with a name; FIXED rows need a currency of the company', async () => {
    const eleven = await admin.post(
      '/definition/budget-categories',
      category({ taxes: Array.from({ length: 11 }, (_, i) => tax({ name: `Vergi ${i}` })) }),
    )
    expect(eleven.json().errors).toEqual({ taxes: ['En fazla 10 kayıt girilebilir'] })
    const ten = await admin.post(
      '/definition/budget-categories',
      category({
        name: 'On Vergili',
        taxes: Array.from({ length: 10 }, (_, i) => tax({ name: `Vergi ${i}` })),
      }),
    )
    expect(ten.statusCode, ten.body).toBe(200)

    const rows = await admin.post(
      '/definition/budget-categories',
      category({
        taxes: [
          tax({ name: '' }),
          tax({ price_type: 'FIXED', price: '10' }),
          tax({ price: '2' }),
          tax({ price: '-1', price_type: 'FIXED', currency_code: 'TRY' }),
        ],
      }),
    )
    expect(rows.statusCode).toBe(422)
    expect(rows.json().errors).toEqual({
      'taxes.0.name': ['Bu alan zorunludur'],
      'taxes.1.currency_code': ['Bu alan zorunludur'],
      'taxes.2.price': ['0 ile 1 arasında bir oran girmelisin (ör. %18 için 0.18)'],
      'taxes.3.price': ['Geçerli bir sayı girmelisin'],
    })
    const currency = await admin.post(
      '/definition/budget-categories',
      category({ taxes: [tax({ price_type: 'FIXED', price: '10', currency_code: 'JPY' })] }),
    )
    expect(currency.json().errors).toEqual({ 'taxes.0.currency_code': ['Geçersiz seçim'] })
  })

  it("refuses a taken name and another company's supplier categories", async () => {
    const taken = await admin.post('/definition/budget-categories', category({ name: 'KONAKLAMA' }))
    expect(taken.json().errors).toEqual({ name: ['Bu isimde bir kayıt zaten var.'] })
    const theirs = (await other.get('/definition/supplier-categories')).json() as { id: number }[]
    const foreign = await admin.post(
      '/definition/budget-categories',
      category({ name: 'Yabancı', supplier_categories: [theirs[0]?.id] }),
    )
    expect(foreign.json().errors).toEqual({ 'supplier_categories.0': ['Geçersiz seçim'] })
  })

  it('a category with items and groups is not deleted: 409 says what uses it', async () => {
    const hotel = await byName('Konaklama')
    const response = await admin.delete(`/definition/budget-categories/${hotel.id}`)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      message: 'Bu bütçe kategorisi 4 bütçe kaleminde ve 1 bütçe grubunda kullanılıyor.',
      usages: [
        { type: 'budget_items', count: 4 },
        { type: 'budget_groups', count: 1 },
      ],
    })
  })
})

describe('budget items and groups', () => {
  it("need a category of the company; an item's name is unique within its category", async () => {
    const hotel = await byName('Konaklama')
    const transfer = await byName('Transfer')
    const theirs = (await categories(other))[0]
    const foreign = await admin.post('/definition/budget-items', { name: 'Oda', category_id: theirs?.id })
    expect(foreign.json().errors).toEqual({ category_id: ['Geçersiz seçim'] })
    const missing = await admin.post('/definition/budget-items', { name: '' })
    expect(missing.json().errors).toEqual({
      name: ['Bu alan zorunludur'],
      category_id: ['Bu alan zorunludur'],
    })

    const taken = await admin.post('/definition/budget-items', { name: 'suit oda', category_id: hotel.id })
    expect(taken.json().errors).toEqual({ name: ['Bu isimde bir kayıt zaten var.'] })
    const elsewhere = await admin.post('/definition/budget-items', {
      name: 'Suit Oda',
      category_id: transfer.id,
    })
    expect(elsewhere.statusCode, elsewhere.body).toBe(200)
  })

  it("a group gathers items of its own category; an item moved away leaves its old category's groups", async () => {
    const hotel = await byName('Konaklama')
    const transfer = await byName('Transfer')
    const items = (await admin.get('/definition/budget-items')).json() as {
      id: number
      name: string
      category_id: number
    }[]
    const rooms = items.filter((i) => i.category_id === hotel.id).map((i) => i.id)
    const car = items.find((i) => i.category_id === transfer.id)
    const wrong = await admin.post('/definition/budget-groups', {
      name: 'Karışık',
      category_id: hotel.id,
      items: [rooms[0], car?.id],
    })
    expect(wrong.json().errors).toEqual({ 'items.1': ['Geçersiz seçim'] })

    const group = await admin.post('/definition/budget-groups', {
      name: 'Oda ve Yatak',
      name_en: 'Room and Bed',
      category_id: hotel.id,
      items: [rooms[1], rooms[0]],
    })
    expect(group.statusCode, group.body).toBe(200)
    expect(group.json().data).toMatchObject({
      name_en: 'Room and Bed',
      items: [rooms[0], rooms[1]].sort((a, b) => (a ?? 0) - (b ?? 0)),
    })

    const moved = items.find((i) => i.id === rooms[0])
    await admin.put(`/definition/budget-items/${rooms[0]}`, { name: moved?.name, category_id: transfer.id })
    const after = await admin.get(`/definition/budget-groups/${group.json().data.id}`)
    expect(after.json().items).toEqual([rooms[1]])
  })
})
