import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(async () => {
  await testApp?.close()
})

/** Some 50 ms of database work (PGlite runs one statement at a time, and blocks the process meanwhile). */
const slowStatement = sql`select count(*) from generate_series(1, 40000) g, lateral (select md5(g::text)) m`

describe('GET /api/health', () => {
  it('answers at once while requests queue for the database (it does not wait its turn behind them)', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
      database: 'ok',
    })
    // A queue of 40 statements, about 2 s of work on PGlite's single connection, 0.5 s on the test pool's
    // four. (Drizzle runs a query when it is awaited: `Promise.resolve` starts it now.)
    const busy = Array.from({ length: 40 }, () => Promise.resolve(testApp.database.db.execute(slowStatement)))
    const started = performance.now()
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' })
    const elapsed = performance.now() - started
    await Promise.all(busy)
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' })
    expect(elapsed).toBeLessThan(300)
  })
})
