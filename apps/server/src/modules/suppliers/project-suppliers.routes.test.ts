import { projectSuppliersResponseSchema } from '@ajanda/contracts/project-suppliers.contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import {
  type AccountingFixtures,
  accountingFixtures,
  purchaseBody,
} from '../accounting/accounting-test-fixtures'
import { categoryWithLines, newBudget } from '../budgets/budget-test-fixtures'
import { uniqueName } from '../projects/project-test-fixtures'

let testApp: TestApp
let f: AccountingFixtures
/** Sorted before the fixtures' "Fatura Tedarikçisi": the list is by name. */
let hotel: { id: number; code: string; name: string }
let category: { id: number; name: string }

beforeAll(async () => {
  testApp = await createTestApp()
  f = await accountingFixtures(testApp)
  const categories = (await f.admin.get('/definition/supplier-categories')).json() as {
    id: number
    name: string
  }[]
  category = categories[0] as { id: number; name: string }
  const created = await f.admin.post('/supplier', {
    name: uniqueName('Akdeniz Otel'),
    category_ids: [category.id],
  })
  expect(created.statusCode, created.body).toBe(200)
  hotel = created.json().data

  // Budget lines, worked out by hand:
  //   Otel A (fixtures' supplier): 10 people × 3 nights × 1250.50 TRY = 37515.00 TRY, its group's default;
  //   Otel B (hotel): the same group's alternative, not bought, so not counted;
  //   Transfer (both): 2 × 1 × 150.25 EUR = 300.50 EUR, for each of them;
  //   Su (fixtures' supplier, another category): 3 × 1 × 0.125 TRY = 0.375 TRY.
  // Fixtures' supplier: 37515.375 → 37515.38 TRY and 300.50 EUR over 3 lines; hotel: 300.50 EUR, 1 line.
  const budget = await newBudget(f.admin, f.mine.code)
  await categoryWithLines(f.admin, budget, [
    {
      name: 'Otel A',
      quantity: '10',
      unit_count: '3',
      price_buy: '1250.50',
      alt_group: 'otel',
      supplier_ids: [f.supplierId],
    },
    { name: 'Otel B', quantity: '10', price_buy: '999', alt_group: 'otel', supplier_ids: [hotel.id] },
    {
      name: 'Transfer',
      quantity: '2',
      price_buy: '150.25',
      currency_buy: 'EUR',
      supplier_ids: [f.supplierId, hotel.id],
    },
  ])
  await categoryWithLines(
    f.admin,
    budget,
    [{ name: 'Su', quantity: '3', price_buy: '0.125', supplier_ids: [f.supplierId] }],
    'İkram',
  )

  // Invoices: two purchase invoices of 2081.80 TRY each (accounting-test-fixtures.ts) = 4163.60 TRY;
  // the hotel's 100 EUR + 20 % = 120.00 EUR. Another project's invoice and a sales invoice do not count.
  const invoices = [
    purchaseBody(f),
    purchaseBody(f),
    purchaseBody(f, {
      supplier_id: hotel.id,
      currency: 'EUR',
      lines: [{ description: 'Konaklama', quantity: '1', unit_price: '100', vat_rate: '0.2' }],
    }),
    purchaseBody(f, { project_id: f.theirs.id }),
  ]
  for (const body of invoices) {
    const response = await f.admin.post('/accounting/purchase-invoices', body)
    expect(response.statusCode, response.body).toBe(200)
  }
})
afterAll(async () => {
  await testApp?.close()
})

describe('GET /project/{code}/suppliers', () => {
  it("lists the budget lines' and the invoices' suppliers with their totals per currency", async () => {
    const response = await f.user.get(`/project/${f.mine.code}/suppliers`)
    expect(response.statusCode, response.body).toBe(200)
    const { data } = projectSuppliersResponseSchema.parse(response.json())
    expect(data).toEqual([
      {
        id: hotel.id,
        code: hotel.code,
        name: hotel.name,
        categories: [{ id: category.id, name: category.name }],
        budget_line_count: 1,
        buy_totals: [{ currency: 'EUR', amount: '300.50' }],
        invoice_count: 1,
        invoice_totals: [{ currency: 'EUR', amount: '120.00' }],
      },
      expect.objectContaining({
        id: f.supplierId,
        categories: [],
        budget_line_count: 3,
        buy_totals: [
          { currency: 'EUR', amount: '300.50' },
          { currency: 'TRY', amount: '37515.38' },
        ],
        invoice_count: 2,
        invoice_totals: [{ currency: 'TRY', amount: '4163.60' }],
      }),
    ])
  })

  it("counts only the project's own invoices: another project has its invoice alone", async () => {
    const other = await f.admin.get(`/project/${f.theirs.code}/suppliers`)
    expect(other.statusCode, other.body).toBe(200)
    expect(other.json().data).toEqual([
      expect.objectContaining({
        id: f.supplierId,
        budget_line_count: 0,
        buy_totals: [],
        invoice_count: 1,
        invoice_totals: [{ currency: 'TRY', amount: '2081.80' }],
      }),
    ])
  })

  it('refuses what the caller may not see: 404 out of scope or in another company, 403 for CLIENT users', async () => {
    expect((await f.team.get(`/project/${f.theirs.code}/suppliers`)).statusCode).toBe(404)
    expect((await f.other.get(`/project/${f.mine.code}/suppliers`)).statusCode).toBe(404)
    expect((await f.admin.get('/project/YOK-BOYLE-BIR-PROJE/suppliers')).statusCode).toBe(404)
    expect((await f.client.get(`/project/${f.mine.code}/suppliers`)).statusCode).toBe(403)
  })

  it('answers 422 with the field and a Turkish message for a malformed code', async () => {
    const response = await f.admin.get(`/project/${'x'.repeat(65)}/suppliers`)
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json().errors)).toEqual(['code'])
    expect(response.json().errors.code[0]).toMatch(/karakter/)
  })
})
