import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Api } from '../../test-support/api-client'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { newBudget } from '../budgets/budget-test-fixtures'
import {
  clientWithContact,
  leadBody,
  type ProjectFixtures,
  projectFixtures,
} from '../projects/project-test-fixtures'

/*
 * The report facts kept on the project by migration 0034's triggers (decisions/0045 "Facts kept on the
 * project"): whatever writes a budget or moves a stage, in the same transaction, the project carries its
 * main budget's stored totals and the stage of its latest move into CANCELLED.
 */
let testApp: TestApp
let f: ProjectFixtures
let client: { id: number }
let contactId: number

beforeAll(async () => {
  testApp = await createTestApp()
  f = await projectFixtures(testApp)
  ;({ client, contactId } = await clientWithContact(f.admin, f.positionId))
})
afterAll(async () => {
  await testApp?.close()
})

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return ((await testApp.database.db.execute(query)) as unknown as { rows: T[] }).rows[0] as T
}
const facts = (code: string) =>
  one<{ sell: string | null; buy: string | null; cancelled_from: number | null }>(
    sql`select main_sell_total::text as sell, main_buy_total::text as buy, cancelled_from from projects where code = ${code}`,
  )
const totalsOf = (budgetCode: string) =>
  one<{ sell: string | null; buy: string | null }>(
    sql`select sell_total_company::text as sell, buy_total_company::text as buy from budgets where code = ${budgetCode}`,
  )

async function lead(status: string): Promise<string> {
  const created = await f.admin.post('/leads', leadBody(f, client.id, contactId, { status }))
  expect(created.statusCode, created.body).toBe(200)
  return created.json().code as string
}

/** A line that makes the budget's sell total `sell` (and its buy total `buy`). */
async function priced(api: Api, budgetCode: string, sell: string, buy: string) {
  const category = await api.post(`/budget/${budgetCode}/categories`, { name: 'Organizasyon', vat_rate: '0' })
  expect(category.statusCode, category.body).toBe(200)
  const categoryId = category.json().data.categories.at(-1).id as number
  const lines = await api.post(`/budget/${budgetCode}/items`, {
    budget_category_id: categoryId,
    items: [{ name: 'Hizmet', price_buy: buy, price_sell: sell }],
  })
  expect(lines.statusCode, lines.body).toBe(200)
}

describe('the facts a project carries for the reports', () => {
  it('follow the main budget through creating, pricing, marking and deleting budgets', async () => {
    const code = await lead('PREP')
    expect(await facts(code)).toEqual({ sell: null, buy: null, cancelled_from: null })

    const first = await newBudget(f.admin, code)
    await priced(f.admin, first, '1000', '600')
    const firstTotals = await totalsOf(first)
    expect(firstTotals.sell).not.toBeNull()
    expect(await facts(code)).toMatchObject(firstTotals)

    // A second budget is not the main one until it is marked.
    const second = await newBudget(f.admin, code)
    await priced(f.admin, second, '2500', '1200')
    expect(await facts(code)).toMatchObject(firstTotals)
    expect((await f.admin.put(`/budget/${second}/main`)).statusCode).toBe(200)
    const secondTotals = await totalsOf(second)
    expect(secondTotals.sell).not.toBe(firstTotals.sell)
    expect(await facts(code)).toMatchObject(secondTotals)

    // Deleting the main budget: the first remaining one counts again; the last one gone, nothing.
    expect((await f.admin.delete(`/budget/${second}`)).statusCode).toBe(200)
    expect(await facts(code)).toMatchObject(firstTotals)
    expect((await f.admin.delete(`/budget/${first}`)).statusCode).toBe(200)
    expect(await facts(code)).toMatchObject({ sell: null, buy: null })
  })

  it('keep the stage of the latest move into CANCELLED', async () => {
    const code = await lead('LEAD-3')
    const move = async (status: string) => {
      const current = (await f.admin.get(`/project/${code}`)).json().data as { id: number }
      const moved = await f.admin.put(`/leads/${code}`, leadBody(f, client.id, contactId, { status }))
      expect(moved.statusCode, moved.body).toBe(200)
      return current
    }
    await move('CANCELLED')
    expect((await facts(code)).cancelled_from).toBe(3)
    await move('PREP')
    await move('CANCELLED')
    expect((await facts(code)).cancelled_from).toBe(8)
  })

  it('a failed budget write leaves them as they were', async () => {
    const code = await lead('PREP')
    const budget = await newBudget(f.admin, code)
    await priced(f.admin, budget, '700', '300')
    const before = await facts(code)
    const refused = await f.admin.post(`/budget/${budget}/items`, {
      budget_category_id: 999_999_999,
      items: [{ name: 'Hizmet', price_buy: '1', price_sell: '99999' }],
    })
    expect(refused.statusCode).toBeGreaterThanOrEqual(400)
    expect(await facts(code)).toEqual(before)
  })
})
