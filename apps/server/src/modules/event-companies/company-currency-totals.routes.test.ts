import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { type BudgetFixtures, budgetFixtures, taxedBudget } from '../budgets/budget-test-fixtures'
import { BUDGET_TOTALS_RECOMPUTE_JOB } from '../budgets/budget-totals-recompute.job'

/** A company's currency change converts every stored budget total again (issue 24, reports' figures). */
let testApp: TestApp
let f: BudgetFixtures
let companyId: number

beforeAll(async () => {
  // pg-boss itself: the recompute job is queued in the change's transaction and worked by runDue().
  testApp = await createTestApp({ queue: 'pg-boss' })
  f = await budgetFixtures(testApp)
  companyId = (await loginAs(testApp.app, 'admin@demo.ajanda.test')).user.event_company_id
})
afterAll(async () => {
  await testApp?.close()
})

async function totals(code: string) {
  const result = (await testApp.database.db.execute(
    sql`select sell_total_company::text as sell, buy_total_company::text as buy from budgets where code = ${code}`,
  )) as unknown as { rows: { sell: string | null; buy: string | null }[] }
  return result.rows[0]
}

async function countOf(query: ReturnType<typeof sql>) {
  const result = (await testApp.database.db.execute(query)) as unknown as { rows: { n: number }[] }
  return result.rows[0]?.n ?? 0
}

describe('PUT /event-companies/:id with a new currency', () => {
  it('clears the stored totals with the change and a queued job converts them into the new currency', async () => {
    // 1.320 TRY sold with fee and 950 bought (budget-test-fixtures); its snapshot: 40 TRY to the euro.
    const { code } = await taxedBudget(f, testApp)
    expect(await totals(code)).toEqual({ sell: '1320.00', buy: '950.00' })
    await testApp.database.db.execute(
      sql`update budgets set rates = '{"EUR":"40"}'::jsonb where code = ${code}`,
    )

    const changed = await f.admin.put(`/event-companies/${companyId}`, { currency: 'EUR' })
    expect(changed.statusCode, changed.body).toBe(200)
    // Nothing shows old-currency amounts under the new currency's name while the job runs.
    expect(await totals(code)).toEqual({ sell: null, buy: null })
    expect(
      await countOf(sql`select count(*)::int as n from pgboss.job where name = ${BUDGET_TOTALS_RECOMPUTE_JOB}
        and state = 'created'`),
    ).toBe(1)

    expect(await testApp.queue.runDue()).toBeGreaterThanOrEqual(1)
    expect(await totals(code)).toEqual({ sell: '33.00', buy: '23.75' })
    expect(
      await countOf(sql`select count(*)::int as n from budgets where event_company_id = ${companyId}
        and deleted_at is null and sell_total_company is null`),
    ).toBe(0)
  })

  it('a save that keeps the currency leaves the totals and queues nothing', async () => {
    const { code } = await taxedBudget(f, testApp)
    const before = await totals(code)
    const saved = await f.admin.put(`/event-companies/${companyId}`, { currency: 'EUR', fin_due_days: 45 })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await totals(code)).toEqual(before)
    expect(
      await countOf(sql`select count(*)::int as n from pgboss.job where name = ${BUDGET_TOTALS_RECOMPUTE_JOB}
        and state = 'created'`),
    ).toBe(0)
  })
})
