import type { PricingPeriod, Product } from '@ajanda/contracts/products.contract'
import { overlapping } from '@ajanda/contracts/registration-fee'
import { and, eq, isNull, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { budgets, projectBudgetItems } from '../budgets/budgets.table'
import { forms } from '../forms/forms.table'
import { projects } from '../projects/projects.table'

let testApp: TestApp
let admin: Record<string, string>
/** A demo project (user@ does not see it), and a budget line of another project. */
let code: string
let projectId: number
let foreignItemId: number

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
function call(method: Method, url: string, headers: Record<string, string> = admin, payload?: object) {
  return testApp.app.inject({ method, url: `/api/v1${url}`, headers, payload })
}

async function ok<T>(method: Method, url: string, payload?: object): Promise<T> {
  const response = await call(method, url, admin, payload)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as T
}

const period = (over: object = {}) => ({
  kind: 'EARLY',
  name: 'Erken kayıt',
  starts_on: '2031-01-01',
  ends_on: '2031-02-28',
  ...over,
})

beforeAll(async () => {
  testApp = await createTestApp()
  admin = (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers
  const list = await ok<{ data: { code: string }[] }>('GET', '/projects?page_size=1')
  code = list.data[0]?.code as string
  const [row] = await testApp.database.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.code, code))
  projectId = row?.id as number
  const [foreign] = await testApp.database.db
    .select({ id: projectBudgetItems.id })
    .from(projectBudgetItems)
    .innerJoin(budgets, eq(budgets.id, projectBudgetItems.budget_id))
    .where(and(ne(budgets.project_id, projectId), isNull(budgets.deleted_at)))
    .limit(1)
  foreignItemId = foreign?.id as number
})
afterAll(async () => {
  await testApp?.close()
})

describe('pricing periods', () => {
  it('adds, lists in date order, edits and deletes a period', async () => {
    const late = await ok<{ data: PricingPeriod; message: string }>(
      'POST',
      `/project/${code}/pricing-periods`,
      period({ kind: 'LATE', name: 'Geç kayıt', starts_on: '2031-04-01', ends_on: '2031-04-30' }),
    )
    expect(late.message).toBe('Fiyat dönemi eklendi.')
    const early = await ok<{ data: PricingPeriod }>('POST', `/project/${code}/pricing-periods`, period())
    expect(early.data).toMatchObject({
      kind: 'EARLY',
      name: 'Erken kayıt',
      name_en: null,
      starts_on: '2031-01-01',
    })
    const list = await ok<{ data: PricingPeriod[] }>('GET', `/project/${code}/pricing-periods`)
    expect(list.data.map((p) => p.id)).toEqual([early.data.id, late.data.id])
    // Moving a period onto its own dates is no overlap with itself.
    const edited = await ok<{ data: PricingPeriod }>(
      'PUT',
      `/project/${code}/pricing-periods/${late.data.id}`,
      period({ kind: 'LATE', name: 'Geç', name_en: 'Late', starts_on: '2031-04-02', ends_on: '2031-04-30' }),
    )
    expect(edited.data).toMatchObject({ name: 'Geç', name_en: 'Late', starts_on: '2031-04-02' })
    const gone = await ok<{ message: string }>('DELETE', `/project/${code}/pricing-periods/${late.data.id}`)
    expect(gone.message).toBe('Fiyat dönemi silindi.')
    expect((await call('DELETE', `/project/${code}/pricing-periods/${late.data.id}`)).statusCode).toBe(404)
  })

  it('refuses overlapping periods, an end before the start and bad fields with 422', async () => {
    await ok(
      'POST',
      `/project/${code}/pricing-periods`,
      period({ starts_on: '2032-01-01', ends_on: '2032-01-31', name: 'Ocak' }),
    )
    const clash = await call(
      'POST',
      `/project/${code}/pricing-periods`,
      admin,
      period({ starts_on: '2032-01-31', ends_on: '2032-02-10' }),
    )
    expect(clash.statusCode).toBe(422)
    expect(clash.json().errors.starts_on[0]).toBe(
      'Fiyat dönemleri çakışamaz: bu tarihler "Ocak" dönemiyle çakışıyor.',
    )
    const backwards = await call(
      'POST',
      `/project/${code}/pricing-periods`,
      admin,
      period({ starts_on: '2033-02-01', ends_on: '2033-01-01' }),
    )
    expect(backwards.statusCode).toBe(422)
    expect(backwards.json().errors.ends_on[0]).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz.')
    const bad = await call('POST', `/project/${code}/pricing-periods`, admin, {
      kind: 'SOON',
      name: '',
      starts_on: 'yarın',
      ends_on: '2033-01-01',
    })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['kind', 'name', 'starts_on'])
  })
})

describe('products', () => {
  it('adds a product with its period prices and budget line, edits it (prices replaced) and deletes it', async () => {
    const early = await ok<{ data: PricingPeriod }>(
      'POST',
      `/project/${code}/pricing-periods`,
      period({ starts_on: '2034-01-01', ends_on: '2034-01-31' }),
    )
    const regular = await ok<{ data: PricingPeriod }>(
      'POST',
      `/project/${code}/pricing-periods`,
      period({ kind: 'REGULAR', name: 'Normal', starts_on: '2034-02-01', ends_on: '2034-02-28' }),
    )
    const created = await ok<{ data: Product; message: string }>('POST', `/project/${code}/products`, {
      product_type: 'REG',
      name: 'Kongre kaydı',
      name_en: 'Congress registration',
      capacity: 300,
      vat_rate: '0.2',
      currency: 'eur',
      prices: [
        { pricing_period_id: early.data.id, price: '450' },
        { pricing_period_id: regular.data.id, price: '550.50' },
      ],
    })
    expect(created.message).toBe('Ürün eklendi.')
    expect(created.data).toMatchObject({
      product_type: 'REG',
      capacity: 300,
      vat_rate: '0.2000',
      currency: 'EUR',
      budget_item_id: null,
      option_count: 0,
      prices: [
        { pricing_period_id: early.data.id, price: '450.0000' },
        { pricing_period_id: regular.data.id, price: '550.5000' },
      ],
    })
    const edited = await ok<{ data: Product }>('PUT', `/project/${code}/products/${created.data.id}`, {
      product_type: 'COMP',
      name: 'Refakatçi',
      capacity: null,
      vat_rate: '0.1',
      currency: 'TRY',
      prices: [{ pricing_period_id: regular.data.id, price: '0' }],
    })
    expect(edited.data).toMatchObject({
      product_type: 'COMP',
      capacity: null,
      currency: 'TRY',
      name_en: null,
    })
    expect(edited.data.prices).toEqual([{ pricing_period_id: regular.data.id, price: '0.0000' }])
    const list = await ok<{ data: Product[] }>('GET', `/project/${code}/products`)
    expect(list.data.find((p) => p.id === created.data.id)?.name).toBe('Refakatçi')
    // A period's deletion takes its prices with it.
    await ok('DELETE', `/project/${code}/pricing-periods/${regular.data.id}`)
    const after = await ok<{ data: Product[] }>('GET', `/project/${code}/products`)
    expect(after.data.find((p) => p.id === created.data.id)?.prices).toEqual([])
    expect(
      (await ok<{ message: string }>('DELETE', `/project/${code}/products/${created.data.id}`)).message,
    ).toBe('Ürün silindi.')
    expect(
      (
        await call('PUT', `/project/${code}/products/${created.data.id}`, admin, {
          product_type: 'REG',
          name: 'X',
          vat_rate: '0',
          currency: 'TRY',
        })
      ).statusCode,
    ).toBe(404)
  })

  it('links a budget line of the project and refuses one of another project', async () => {
    const [item] = await testApp.database.db
      .select({ id: projectBudgetItems.id, name: projectBudgetItems.name })
      .from(projectBudgetItems)
      .innerJoin(budgets, eq(budgets.id, projectBudgetItems.budget_id))
      .where(eq(budgets.project_id, projectId))
      .limit(1)
    if (item) {
      const linked = await ok<{ data: Product }>('POST', `/project/${code}/products`, {
        product_type: 'ACC',
        name: 'Konaklama',
        vat_rate: '0.1',
        currency: 'TRY',
        budget_item_id: item.id,
      })
      expect(linked.data).toMatchObject({ budget_item_id: item.id, budget_item_name: item.name })
    }
    const refused = await call('POST', `/project/${code}/products`, admin, {
      product_type: 'ACC',
      name: 'Konaklama',
      vat_rate: '0.1',
      currency: 'TRY',
      budget_item_id: foreignItemId,
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.budget_item_id[0]).toBe('Bu bütçe kalemi projenin bütçelerinde yok.')
  })

  it('refuses prices of unknown or repeated periods, negative prices, capacity, VAT and currency with 422', async () => {
    const own = await ok<{ data: PricingPeriod }>(
      'POST',
      `/project/${code}/pricing-periods`,
      period({ starts_on: '2035-01-01', ends_on: '2035-01-31' }),
    )
    const base = { product_type: 'REG', name: 'Kayıt', vat_rate: '0.2', currency: 'EUR' }
    const periods = await call('POST', `/project/${code}/products`, admin, {
      ...base,
      prices: [
        { pricing_period_id: own.data.id, price: '10' },
        { pricing_period_id: own.data.id, price: '12' },
        { pricing_period_id: 999999, price: '12' },
      ],
    })
    expect(periods.statusCode).toBe(422)
    expect(periods.json().errors).toEqual({
      'prices.1.pricing_period_id': ['Bir döneme tek fiyat girilebilir.'],
      'prices.2.pricing_period_id': ['Bu fiyat dönemi projede yok.'],
    })
    const fields = await call('POST', `/project/${code}/products`, admin, {
      product_type: 'GIFT',
      name: 'Kayıt',
      capacity: -1,
      vat_rate: '1.5',
      currency: 'XYZ',
      prices: [{ pricing_period_id: own.data.id, price: '-5' }],
    })
    expect(fields.statusCode).toBe(422)
    const errors = fields.json().errors as Record<string, string[]>
    expect(Object.keys(errors).sort()).toEqual([
      'capacity',
      'currency',
      'prices.0.price',
      'product_type',
      'vat_rate',
    ])
    for (const messages of Object.values(errors)) expect(messages[0]).toMatch(/[a-zçğıöşü]/)
  })
})

describe('who may', () => {
  it('gives another company 404, a CLIENT user 403 and a user who does not see the project 404', async () => {
    const other = (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers
    const client = (await loginAs(testApp.app, 'client@demo.ajanda.test')).headers
    const user = (await loginAs(testApp.app, 'user@demo.ajanda.test')).headers
    const bodies = {
      'pricing-periods': period({ starts_on: '2041-01-01', ends_on: '2041-01-02' }),
      products: { product_type: 'REG', name: 'Kayıt', vat_rate: '0', currency: 'TRY' },
    }
    for (const [path, body] of Object.entries(bodies)) {
      expect((await call('GET', `/project/${code}/${path}`, other)).statusCode).toBe(404)
      expect((await call('POST', `/project/${code}/${path}`, other, body)).statusCode).toBe(404)
      expect((await call('GET', `/project/${code}/${path}`, client)).statusCode).toBe(403)
    }
    const mine = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/projects?page_size=100',
      headers: user,
    })
    const seen = new Set((mine.json() as { data: { code: string }[] }).data.map((p) => p.code))
    expect(seen.has(code)).toBe(false)
    expect((await call('GET', `/project/${code}/products`, user)).statusCode).toBe(404)
    expect(
      (
        await call(
          'POST',
          `/project/${code}/pricing-periods`,
          user,
          period({ starts_on: '2040-01-01', ends_on: '2040-01-02' }),
        )
      ).statusCode,
    ).toBe(404)
  })
})

describe('demo data', () => {
  it('gives the demo congress three pricing periods before it starts and five products priced in each', async () => {
    const [congress] = await testApp.database.db
      .select({ code: projects.code, starts_at: projects.starts_at })
      .from(forms)
      .innerJoin(projects, eq(projects.id, forms.project_id))
      .where(eq(forms.slug, 'kongre-kayit'))
    const periods = (await ok<{ data: PricingPeriod[] }>('GET', `/project/${congress?.code}/pricing-periods`))
      .data
    expect(periods.map((p) => p.kind)).toEqual(['EARLY', 'REGULAR', 'LATE'])
    expect(overlapping(periods)).toEqual([])
    expect((periods.at(-1) as PricingPeriod).ends_on < (congress?.starts_at as string)).toBe(true)
    const products = (await ok<{ data: Product[] }>('GET', `/project/${congress?.code}/products`)).data
    expect(products.map((p) => p.product_type)).toEqual(['REG', 'COMP', 'ACC', 'COURSE', 'EVENT'])
    for (const product of products) expect(product.prices).toHaveLength(3)
  })
})
