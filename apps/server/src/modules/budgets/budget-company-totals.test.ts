import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { backfillCompanyTotals, toCompanyCurrency } from './budget-company-totals'
import { type BudgetFixtures, budgetFixtures, detailOf, taxedBudget } from './budget-test-fixtures'

let testApp: TestApp
let f: BudgetFixtures

beforeAll(async () => {
  testApp = await createTestApp()
  f = await budgetFixtures(testApp)
})
afterAll(async () => {
  await testApp?.close()
})

async function stored(code: string) {
  const result = (await testApp.database.db.execute(
    sql`select sell_total_company::text as sell, buy_total_company::text as buy from budgets where code = ${code}`,
  )) as unknown as { rows: { sell: string | null; buy: string | null }[] }
  return result.rows[0]
}

describe('stored company-currency totals', () => {
  it('the demo seed ends with every budget’s totals filled', async () => {
    const result = (await testApp.database.db.execute(
      sql`select count(*)::int as budgets, count(sell_total_company)::int as filled from budgets
        where deleted_at is null`,
    )) as unknown as { rows: { budgets: number; filled: number }[] }
    expect(result.rows[0]?.budgets).toBeGreaterThan(0)
    expect(result.rows[0]?.filled).toBe(result.rows[0]?.budgets)
  })

  it('every write keeps them equal to the budget screen’s sell total with service fee and buy total', async () => {
    // Worked by hand in taxedBudget: sell with fee 1.320 (Otel A 1.000 + Transfer 200 + 10 %), buy 950.
    const { code, ids } = await taxedBudget(f, testApp)
    const detail = await detailOf(f.admin, code)
    expect(detail.total.total_sell_with_service_fee).toBe('1320')
    expect(await stored(code)).toEqual({ sell: '1320.00', buy: '950.00' })

    // Editing a line changes them in the same write.
    const line = detail.categories[0]?.items.find((item) => item.id === ids[2])
    const edited = await f.admin.put(`/budget/${code}/items/${ids[2]}`, {
      price_sell: '300.50',
      version: line?.version,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    const after = await detailOf(f.admin, code)
    // 1.000 + 300,50 = 1.300,50; fee 130,05; 1.430,55.
    expect(after.total.total_sell_with_service_fee).toBe('1430.55')
    expect(await stored(code)).toEqual({ sell: '1430.55', buy: '950.00' })
  })

  it('a budget in another currency is converted at its own rates', async () => {
    const { code } = await taxedBudget(f, testApp)
    const detail = await detailOf(f.admin, code)
    // The same budget in EUR with 1 TRY = 0.025 EUR in its snapshot: 1.320 EUR = 52.800 TRY.
    const changed = await f.admin.put(`/budget/${code}`, {
      name: detail.name,
      currency: 'EUR',
      currencies: ['TRY'],
      service_fee: { type: 'PERCENTAGE', amount: '0.1', currency: 'EUR' },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    await testApp.database.db.execute(
      sql`update budgets set rates = '{"TRY":"0.025"}'::jsonb where code = ${code}`,
    )
    // Lines were entered in TRY (the default currency): converted to EUR by the snapshot, then back.
    const renamed = await f.admin.put(`/budget/${code}`, {
      name: `${detail.name} EUR`,
      currency: 'EUR',
      currencies: ['TRY'],
      service_fee: { type: 'PERCENTAGE', amount: '0.1', currency: 'EUR' },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const eur = await detailOf(f.admin, code)
    expect(eur.currency).toBe('EUR')
    const expected = toCompanyCurrency(
      { sell: eur.total.total_sell_with_service_fee, buy: eur.total.total_buy },
      { currency: 'EUR', rates: eur.rates },
      'TRY',
    )
    expect(await stored(code)).toEqual(expected)
  })

  it('converts by the rule: same currency as is, else the snapshot, else the latest rates, else 1:1', () => {
    expect(toCompanyCurrency({ sell: '10.005', buy: '1' }, { currency: 'TRY', rates: {} }, 'TRY')).toEqual({
      sell: '10.01',
      buy: '1.00',
    })
    // 1 TRY = 0.025 EUR: 100 EUR = 4.000 TRY.
    expect(
      toCompanyCurrency({ sell: '100', buy: '50' }, { currency: 'EUR', rates: { TRY: '0.025' } }, 'TRY'),
    ).toEqual({ sell: '4000.00', buy: '2000.00' })
    // No snapshot rate: the latest TRY-based rates (1 EUR = 40 TRY).
    expect(
      toCompanyCurrency(
        { sell: '100', buy: '50' },
        { currency: 'EUR', rates: {} },
        'TRY',
        new Map([['EUR', '40']]),
      ),
    ).toEqual({ sell: '4000.00', buy: '2000.00' })
    expect(toCompanyCurrency({ sell: '100', buy: '50' }, { currency: 'GBP', rates: {} }, 'TRY')).toEqual({
      sell: '100.00',
      buy: '50.00',
    })
  })

  it('the backfill fills budgets without totals, in batches, and a second run finds nothing', async () => {
    const { code } = await taxedBudget(f, testApp)
    const db = testApp.database.db
    await db.execute(sql`update budgets set sell_total_company = null, buy_total_company = null`)
    const count = (await db.execute(
      sql`select count(*)::int as n from budgets where deleted_at is null`,
    )) as unknown as { rows: { n: number }[] }
    expect(await backfillCompanyTotals(db, 2)).toBe(count.rows[0]?.n)
    expect(await stored(code)).toEqual({ sell: '1320.00', buy: '950.00' })
    expect(await backfillCompanyTotals(db, 2)).toBe(0)
  })
})
