import { budgetLineConflictSchema, budgetLinesWriteResponseSchema } from '@ajanda/contracts/budgets.contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import {
  type BudgetFixtures,
  budgetFixtures,
  categoryWithLines,
  detailOf,
  newBudget,
} from './budget-test-fixtures'

let testApp: TestApp
let f: BudgetFixtures

beforeAll(async () => {
  testApp = await createTestApp()
  f = await budgetFixtures(testApp)
})
afterAll(async () => {
  await testApp?.close()
})

describe('categories', () => {
  it('copies a definition category with its VAT rate and tax rows, renames it and deletes it with its lines', async () => {
    const code = await newBudget(f.admin, f.projectCode)
    const added = await f.admin.post(`/budget/${code}/categories`, { category_id: f.definitionCategoryId })
    expect(added.statusCode, added.body).toBe(200)
    const definitions = (await f.admin.get('/definition/budget-categories')).json() as {
      id: number
      name: string
      vat_rate: string
      taxes: unknown[]
    }[]
    const definition = definitions.find((d) => d.id === f.definitionCategoryId)
    const category = added.json().data.categories[0]
    expect(category).toMatchObject({ category_id: f.definitionCategoryId, name: definition?.name })
    expect(category.info).toMatchObject({ vat_rate: definition?.vat_rate, taxes: definition?.taxes })
    await f.admin.post(`/budget/${code}/items`, {
      budget_category_id: category.id,
      items: [{ name: 'Kalem' }],
    })
    const renamed = await f.admin.put(`/budget/${code}/categories/${category.id}`, {
      name: 'Yeni Ad',
      name_en: 'New name',
      vat_rate: '0.1',
    })
    expect(renamed.json().data.categories[0]).toMatchObject({ name: 'Yeni Ad', name_en: 'New name' })
    expect(renamed.json().data.categories[0].info.vat_rate).toBe('0.1')
    const removed = await f.admin.delete(`/budget/${code}/categories/${category.id}`)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().data.categories).toEqual([])
    expect((await f.admin.delete(`/budget/${code}/categories/${category.id}`)).statusCode).toBe(404)
  })

  it('adds a CATEGORY template with its lines, and saves a category as one', async () => {
    const code = await newBudget(f.admin, f.projectCode)
    const { categoryId } = await categoryWithLines(
      f.admin,
      code,
      [{ name: 'Rehber', price_sell: '75' }],
      'Tur',
    )
    const saved = await f.admin.post(`/budget/${code}/categories/${categoryId}/save-as-template`, {
      name: `Tur şablonu ${Date.now()}`,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data).toMatchObject({ kind: 'CATEGORY', categories_count: 1, items_count: 1 })
    const other = await newBudget(f.admin, f.projectCode)
    const added = await f.admin.post(`/budget/${other}/categories`, { template_id: saved.json().data.id })
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json().data.categories[0].items[0]).toMatchObject({ name: 'Rehber', total_sell: '75' })
  })

  it('needs a name, a definition or a template (422)', async () => {
    const code = await newBudget(f.admin, f.projectCode)
    const response = await f.admin.post(`/budget/${code}/categories`, {})
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ name: ['Bu alan zorunludur'] })
  })
})

describe('items', () => {
  it('adds a pasted block after a row and answers the lines with their figures', async () => {
    const code = await newBudget(f.admin, f.projectCode)
    const { categoryId, lines } = await categoryWithLines(f.admin, code, [{ name: 'İlk' }, { name: 'Son' }])
    const response = await f.admin.post(`/budget/${code}/items`, {
      budget_category_id: categoryId,
      after_id: lines[0]?.id,
      items: [
        { name: 'Ara 1', price_sell: '10.5', quantity: '3', supplier_ids: f.supplierIds.slice(0, 2) },
        { name: 'Ara 2', product_type: 'ACC' },
      ],
    })
    expect(response.statusCode, response.body).toBe(200)
    const body = budgetLinesWriteResponseSchema.parse(response.json())
    expect(body.message).toBe('2 kalem eklendi.')
    expect(body.data[0]).toMatchObject({ total_sell: '31.5', counted: true, version: 1 })
    expect(body.data[0]?.suppliers.map((s) => s.id)).toEqual(f.supplierIds.slice(0, 2))
    const detail = await detailOf(f.admin, code)
    expect(detail.categories[0]?.items.map((i) => i.name)).toEqual(['İlk', 'Ara 1', 'Ara 2', 'Son'])
    expect(detail.version).toBe(body.version)
  })

  it('refuses lines naming another category, suppliers of another company or bad money (422)', async () => {
    const code = await newBudget(f.admin, f.projectCode)
    const { categoryId } = await categoryWithLines(f.admin, code, [])
    const bad = await f.admin.post(`/budget/${code}/items`, {
      budget_category_id: categoryId,
      items: [{ name: 'X', price_buy: '12,5', supplier_ids: [999999] }],
    })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors)).toEqual(['items.0.price_buy'])
    const stranger = await f.admin.post(`/budget/${code}/items`, {
      budget_category_id: categoryId,
      items: [{ name: 'X', supplier_ids: [999999] }],
    })
    expect(stranger.json().errors).toEqual({ 'items.0.supplier_ids.0': ['Geçersiz seçim'] })
    const elsewhere = await f.admin.post(`/budget/${code}/items`, {
      budget_category_id: 999999,
      items: [{ name: 'X' }],
    })
    expect(elsewhere.json().errors).toEqual({ budget_category_id: ['Geçersiz seçim'] })
  })

  it('updates only the fields sent, and answers 409 with the current row for a stale version', async () => {
    const code = await newBudget(f.admin, f.projectCode)
    const { lines } = await categoryWithLines(f.admin, code, [
      { name: 'Oda', price_buy: '80', price_sell: '100' },
    ])
    const line = lines[0] as { id: number; version: number }
    const first = await f.admin.put(`/budget/${code}/items/${line.id}`, {
      price_sell: '120',
      version: line.version,
    })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data[0]).toMatchObject({
      price_buy: '80',
      price_sell: '120',
      version: line.version + 1,
    })
    const stale = await f.user.put(`/budget/${code}/items/${line.id}`, {
      price_sell: '90',
      version: line.version,
    })
    expect(stale.statusCode).toBe(409)
    const conflict = budgetLineConflictSchema.parse(stale.json())
    expect(conflict.message).toContain('başka biri tarafından değiştirildi')
    expect(conflict.data).toMatchObject({ price_sell: '120', version: line.version + 1 })
    expect((await detailOf(f.admin, code)).categories[0]?.items[0]?.price_sell).toBe('120')
  })

  it('keeps one default per alternative group and moves it with /default', async () => {
    const code = await newBudget(f.admin, f.projectCode)
    const { lines } = await categoryWithLines(f.admin, code, [
      { name: 'Otel A', price_sell: '100', alt_group: 'otel' },
      { name: 'Otel B', price_sell: '200', alt_group: 'otel' },
      { name: 'Transfer', price_sell: '10', alt_group: 'arac' },
    ])
    let detail = await detailOf(f.admin, code)
    expect(detail.categories[0]?.items.map((i) => i.is_default)).toEqual([true, false, true])
    expect(detail.total.total_sell).toBe('110')
    const made = await f.admin.post(`/budget/${code}/items/${lines[1]?.id}/default`)
    expect(made.statusCode, made.body).toBe(200)
    expect(made.json().data.map((l: { id: number; is_default: boolean }) => [l.id, l.is_default])).toEqual([
      [lines[0]?.id, false],
      [lines[1]?.id, true],
    ])
    detail = await detailOf(f.admin, code)
    expect(detail.categories[0]?.items.map((i) => i.is_default)).toEqual([false, true, true])
    expect(detail.total.total_sell).toBe('210')
  })

  it('keeps the default of a group that a default line joins by an edit, unless the edit makes it default', async () => {
    const code = await newBudget(f.admin, f.projectCode)
    const { lines } = await categoryWithLines(f.admin, code, [
      { name: 'Otel A', price_sell: '100', alt_group: 'otel' },
      { name: 'Otel B', price_sell: '200' },
    ])
    const [a, b] = lines
    if (!a || !b) throw new Error('lines missing')
    const joined = await f.admin.put(`/budget/${code}/items/${b.id}`, {
      alt_group: 'otel',
      version: b.version,
    })
    expect(joined.statusCode, joined.body).toBe(200)
    let detail = await detailOf(f.admin, code)
    expect(detail.categories[0]?.items.map((i) => [i.name, i.is_default])).toEqual([
      ['Otel A', true],
      ['Otel B', false],
    ])
    expect(detail.total.total_sell).toBe('100')
    const current = detail.categories[0]?.items[1]
    const made = await f.admin.put(`/budget/${code}/items/${b.id}`, {
      is_default: true,
      version: current?.version ?? 0,
    })
    expect(made.statusCode, made.body).toBe(200)
    detail = await detailOf(f.admin, code)
    expect(detail.categories[0]?.items.map((i) => i.is_default)).toEqual([false, true])
  })

  it('deletes a line', async () => {
    const code = await newBudget(f.admin, f.projectCode)
    const { lines } = await categoryWithLines(f.admin, code, [{ name: 'Sil' }])
    const response = await f.admin.delete(`/budget/${code}/items/${lines[0]?.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ message: 'Kalem silindi.', data: [] })
    expect((await f.admin.delete(`/budget/${code}/items/${lines[0]?.id}`)).statusCode).toBe(404)
  })
})

describe('PUT /budget/{code}/order', () => {
  it('orders categories and lines, moving a line to another category', async () => {
    const code = await newBudget(f.admin, f.projectCode)
    const a = await categoryWithLines(f.admin, code, [{ name: 'a1' }, { name: 'a2' }], 'A')
    const b = await categoryWithLines(f.admin, code, [{ name: 'b1' }], 'B')
    const [a1, a2] = a.lines.map((l) => l.id)
    const [b1] = b.lines.map((l) => l.id)
    const response = await f.admin.put(`/budget/${code}/order`, {
      categories: [
        { id: b.categoryId, items: [a2, b1] },
        { id: a.categoryId, items: [a1] },
      ],
    })
    expect(response.statusCode, response.body).toBe(200)
    const categories = response.json().data.categories as { name: string; items: { name: string }[] }[]
    expect(categories.map((c) => [c.name, c.items.map((i) => i.name)])).toEqual([
      ['B', ['a2', 'b1']],
      ['A', ['a1']],
    ])
  })

  it('must name every category and line exactly once (422)', async () => {
    const code = await newBudget(f.admin, f.projectCode)
    const a = await categoryWithLines(f.admin, code, [{ name: 'a1' }, { name: 'a2' }], 'A')
    const response = await f.admin.put(`/budget/${code}/order`, {
      categories: [{ id: a.categoryId, items: [a.lines[0]?.id] }],
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.categories[0]).toContain('bir kez')
  })
})

describe('permissions on lines', () => {
  it('answers 403 to a viewer without the edit right and 404 to another company', async () => {
    const code = await newBudget(f.admin, f.readOnlyProjectCode)
    const { categoryId, lines } = await categoryWithLines(f.admin, code, [{ name: 'x' }])
    const add = { budget_category_id: categoryId, items: [{ name: 'y' }] }
    expect((await f.team.post(`/budget/${code}/items`, add)).statusCode).toBe(403)
    expect((await f.team.put(`/budget/${code}/items/${lines[0]?.id}`, { version: 1 })).statusCode).toBe(403)
    expect((await f.team.post(`/budget/${code}/categories`, { name: 'z' })).statusCode).toBe(403)
    expect((await f.other.post(`/budget/${code}/items`, add)).statusCode).toBe(404)
    expect((await f.client.post(`/budget/${code}/items`, add)).statusCode).toBe(403)
  })
})
