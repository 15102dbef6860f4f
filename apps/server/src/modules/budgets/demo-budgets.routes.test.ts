import { clientReviewSchema } from '@ajanda/contracts/budgets.contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertDemoBudgets } from '../../seed/demo-budgets'
import { apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { detailOf } from './budget-test-fixtures'

/** Rows of a raw query (the two drivers' result types differ; both have `rows`). */
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(async () => {
  await testApp?.close()
})

describe('demo budgets', () => {
  it('seeds a rich budget, one shared with the client’s pick, comment and a past sending, and two templates', async () => {
    const admin = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers)
    const rows = await rowsOf<{ code: string; name: string; review_code: string | null }>(
      testApp.database.db.execute(
        sql`select b.code, b.name, b.review_code from budgets b
          where b.event_company_id = (select id from event_companies order by id limit 1)
          and b.project_id not in (select id from projects where project_ref like 'ARS-%') order by b.id`,
      ),
    )
    expect(rows.map((row) => row.name)).toEqual(['Ana Bütçe', 'Müşteri Onayındaki Bütçe', 'Taslak Bütçe'])
    const rich = await detailOf(admin, rows[0]?.code as string)
    expect(rich.categories).toHaveLength(5)
    expect(rich.categories.flatMap((c) => c.items)).toHaveLength(25)
    expect(rich.total.missing_rates).toEqual([])
    expect(Object.keys(rich.rates).sort()).toEqual(['EUR', 'USD'])
    expect(rich.service_fee).toMatchObject({ type: 'PERCENTAGE', amount: '0.1' })
    expect(Number(rich.current_profit_ratio)).toBeGreaterThan(0)
    const review = await apiAs(testApp.app).get(`/client-review/${rows[1]?.review_code}`)
    const shared = clientReviewSchema.parse(review.json())
    const lines = shared.budget.categories.flatMap((c) => c.items)
    expect(lines.some((l) => l.client_selected)).toBe(true)
    expect(lines.some((l) => l.client_comment)).toBe(true)
    const sendings = (await admin.get(`/budget/${rows[1]?.code}/review/sendings`)).json().data
    expect(sendings).toHaveLength(1)
    expect(sendings[0].url).toBe(`http://ajanda.test/client-review/${rows[1]?.review_code}`)
    expect(sendings[0].recipients[0].email).toContain('@')
    expect(((await admin.get('/definition/budget-templates')).json() as unknown[]).length).toBeGreaterThan(0)
    expect(
      ((await admin.get('/definition/budget-category-templates')).json() as unknown[]).length,
    ).toBeGreaterThan(0)
  })

  it('is skipped when the company already has budgets', async () => {
    const db = testApp.database.db
    const count = sql`select count(*)::int as n from budgets`
    const before = await rowsOf<{ n: number }>(db.execute(count))
    const [company] = await rowsOf<{ id: number }>(
      db.execute(sql`select id from event_companies order by id limit 1`),
    )
    await insertDemoBudgets(db, Number(company?.id))
    expect(await rowsOf<{ n: number }>(db.execute(count))).toEqual(before)
  })
})
