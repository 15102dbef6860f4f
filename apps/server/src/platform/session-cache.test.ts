import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, loginAs, type TestApp } from '../test-support/test-app'

const TTL_MS = 300
let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp({ sessionCacheMs: TTL_MS })
})
afterAll(async () => {
  await testApp?.close()
})

const me = (headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url: '/api/v1/me', headers })
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the session cache', () => {
  it('shows a write of this process at once', async () => {
    const { headers } = await loginAs(testApp.app, 'team@demo.ajanda.test')
    expect((await me(headers)).json().full_name).not.toBe('Yeni Ad')
    const update = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/me',
      headers,
      payload: { full_name: 'Yeni Ad', language: 'tr' },
    })
    expect(update.statusCode).toBe(200)
    expect((await me(headers)).json().full_name).toBe('Yeni Ad')
  })

  it('ends a session at logout at once', async () => {
    const { headers } = await loginAs(testApp.app, 'user@demo.ajanda.test')
    expect((await me(headers)).statusCode).toBe(200)
    await testApp.app.inject({ method: 'POST', url: '/api/v1/logout', headers })
    expect((await me(headers)).statusCode).toBe(401)
  })

  it('sees a change made elsewhere (another process, plain SQL) within its time to live', async () => {
    const { headers, user } = await loginAs(testApp.app, 'division@demo.ajanda.test')
    expect((await me(headers)).statusCode).toBe(200)
    await testApp.database.db.execute(sql`update users set deleted_at = now() where id = ${user.id}`)
    await wait(TTL_MS + 50)
    expect((await me(headers)).statusCode).toBe(401)
    await testApp.database.db.execute(sql`update users set deleted_at = null where id = ${user.id}`)
  })

  it('counts unread notifications afresh after its time to live', async () => {
    const { headers, user } = await loginAs(testApp.app, 'admin@demo.ajanda.test')
    const before = (await me(headers)).json().unread_notifications_count as number
    await testApp.database.db.execute(
      sql`insert into notifications (event_company_id, user_id, type, data)
          values (${user.event_company_id}, ${user.id}, 'ClientCreated', '{}')`,
    )
    await wait(TTL_MS + 50)
    expect((await me(headers)).json().unread_notifications_count).toBe(before + 1)
  })
})
