import { count, lt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test-support/test-app'
import { FORGOT_PASSWORD_ANSWER_MS } from './auth.service'
import { loginAttempts } from './auth.table'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(async () => {
  await testApp?.close()
})

let ipCounter = 0
/** Each test calls from its own client address, so the per-address limits of one do not touch another. */
const nextIp = () => `10.30.0.${++ipCounter}`
const post = (url: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url, payload, remoteAddress, headers })

describe('login abuse', () => {
  it('throttles one address trying many accounts: 429 with the app message after 30 failures', async () => {
    const ip = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < 32; i++) {
      const response = await post(
        '/api/v1/login',
        { email: `kimse${i}@yok.test`, password: 'tahmin-1234' },
        ip,
      )
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true)
    expect(statuses.slice(30)).toEqual([429, 429])
    const refused = await post(
      '/api/v1/login',
      { email: 'admin@demo.ajanda.test', password: DEMO_PASSWORD },
      ip,
    )
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toMatch(
      /^Çok fazla deneme yaptın\. Lütfen \d+ dakika sonra tekrar dene\.$/,
    )
    expect(refused.headers['retry-after']).toBeDefined()
    // Another address is not touched.
    const other = await post(
      '/api/v1/login',
      { email: 'admin@demo.ajanda.test', password: DEMO_PASSWORD },
      nextIp(),
    )
    expect(other.statusCode).toBe(200)
  })

  it('never throttles an office for signing in correctly, however many at once: successes do not count', async () => {
    const ip = nextIp()
    const logins = await Promise.all(
      Array.from({ length: 40 }, () =>
        post('/api/v1/login', { email: 'admin@demo.ajanda.test', password: DEMO_PASSWORD }, ip),
      ),
    )
    expect(logins.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([])
  })

  it('prunes failed logins older than a day when it records a new one', async () => {
    await testApp.database.db.execute(
      sql`insert into login_attempts (email, ip, attempted_at) values ('eski@yok.test', '10.9.9.9', now() - interval '2 days')`,
    )
    await post('/api/v1/login', { email: 'taze@yok.test', password: 'tahmin-1234' }, nextIp())
    const left = await testApp.database.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(lt(loginAttempts.attempted_at, new Date(Date.now() - 24 * 3600_000)))
    expect(left[0]?.n).toBe(0)
  })

  it('answers a deactivated account exactly as a wrong password, in the same time', async () => {
    const { user } = await loginAs(testApp.app, 'user@demo.ajanda.test')
    await testApp.database.db.execute(sql`update users set deleted_at = now() where id = ${user.id}`)
    try {
      const timed = async (password: string) => {
        const started = performance.now()
        const response = await post('/api/v1/login', { email: 'user@demo.ajanda.test', password }, nextIp())
        return { status: response.statusCode, body: response.body, ms: performance.now() - started }
      }
      // Medians of a few interleaved tries, so a busy machine's hiccup is not read as a difference.
      const disabled: Awaited<ReturnType<typeof timed>>[] = []
      const wrong: Awaited<ReturnType<typeof timed>>[] = []
      for (let i = 0; i < 3; i++) {
        disabled.push(await timed(DEMO_PASSWORD))
        wrong.push(await timed('yanlis-sifre'))
      }
      const median = (list: { ms: number }[]) => list.map((a) => a.ms).sort((x, y) => x - y)[1] as number
      expect(disabled[0]?.status).toBe(422)
      expect(new Set([...disabled, ...wrong].map((a) => a.body)).size).toBe(1)
      expect(Math.abs(median(disabled) - median(wrong))).toBeLessThan(150)
    } finally {
      await testApp.database.db.execute(sql`update users set deleted_at = null where id = ${user.id}`)
    }
  })
})

describe('forgotten password abuse', () => {
  it('answers a known and an unknown address in the same time, with the same body', async () => {
    const timed = async (email: string) => {
      const started = performance.now()
      const response = await post('/api/v1/forgot-password', { email }, nextIp())
      return { status: response.statusCode, body: response.body, ms: performance.now() - started }
    }
    const mailsBefore = testApp.mails.length
    const known = await timed('admin@demo.ajanda.test')
    const unknown = await timed('hic-kimse@yok.test')
    expect(testApp.mails.length).toBe(mailsBefore + 1)
    expect(known.status).toBe(200)
    expect(known.body).toBe(unknown.body)
    for (const answer of [known, unknown]) {
      expect(answer.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 5)
      expect(answer.ms).toBeLessThan(FORGOT_PASSWORD_ANSWER_MS + 400)
    }
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(150)
  })

  it('is limited per e-mail address (3 in 15 minutes) and per client address (20 in 15 minutes)', async () => {
    const perEmail: number[] = []
    for (let i = 0; i < 4; i++)
      perEmail.push(
        (await post('/api/v1/forgot-password', { email: 'team@demo.ajanda.test' }, nextIp())).statusCode,
      )
    expect(perEmail).toEqual([200, 200, 200, 429])

    const ip = nextIp()
    const perIp = await Promise.all(
      Array.from({ length: 21 }, (_, i) => post('/api/v1/forgot-password', { email: `f${i}@yok.test` }, ip)),
    )
    expect(perIp.filter((r) => r.statusCode === 429)).toHaveLength(1)
  })
})

describe('changing your own password', () => {
  it('revokes your other sessions and keeps the current one', async () => {
    const other = await loginAs(testApp.app, 'division@demo.ajanda.test')
    const current = await loginAs(testApp.app, 'division@demo.ajanda.test')
    const changed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/me/password',
      headers: current.headers,
      payload: {
        current_password: DEMO_PASSWORD,
        password: 'yeni-sifre-123',
        password_confirmation: 'yeni-sifre-123',
      },
    })
    expect(changed.statusCode).toBe(200)
    const me = (headers: Record<string, string>) =>
      testApp.app.inject({ method: 'GET', url: '/api/v1/me', headers })
    expect((await me(other.headers)).statusCode).toBe(401)
    expect((await me(current.headers)).statusCode).toBe(200)
  })
})
