import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { fakeSubscription, queryRows } from './push-test-fixtures'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(async () => {
  await testApp?.close()
})

async function login(email: string) {
  const session = await loginAs(testApp.app, email)
  const me = await testApp.app.inject({ method: 'GET', url: '/api/v1/me', headers: session.headers })
  return { ...session, code: (me.json() as { code: string }).code }
}

const postToken = (code: string, headers: Record<string, string>, payload: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/v1/users/${code}/push-token`,
    headers,
    payload: payload as Record<string, unknown>,
  })

async function storedRows(endpoint: string) {
  return queryRows<{ user_id: number; event_company_id: number; p256dh: string; platform: string }>(
    testApp.database.db,
    // bigint columns come back as text from node-postgres: read them as int (PGlite and PostgreSQL alike).
    sql`select user_id::int, event_company_id::int, p256dh, auth, platform from push_subscriptions where endpoint = ${endpoint}`,
  )
}

describe('GET /push/public-key', () => {
  it('gives every caller the same stored VAPID public key', async () => {
    const { headers } = await login('user@demo.ajanda.test')
    const first = await testApp.app.inject({ method: 'GET', url: '/api/v1/push/public-key', headers })
    expect(first.statusCode).toBe(200)
    const key = first.json().public_key as string
    // An uncompressed P-256 point: 65 bytes, 87 base64url characters.
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/)
    const other = await login('admin@other.ajanda.test')
    const second = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/push/public-key',
      headers: other.headers,
    })
    expect(second.json().public_key).toBe(key)
    const rows = await queryRows(testApp.database.db, sql`select public_key from push_vapid_keys`)
    expect(rows).toEqual([{ public_key: key }])
  })

  it('needs a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/push/public-key' })
    expect(response.statusCode).toBe(401)
  })
})

describe('POST /users/{code}/push-token', () => {
  it('stores the subscription object for its own user, and a re-post updates the same row', async () => {
    const me = await login('user@demo.ajanda.test')
    const subscription = fakeSubscription('own-object')
    const response = await postToken(me.code, me.headers, { token: subscription, platform: 'web' })
    expect(response.statusCode).toBe(204)
    expect(await storedRows(subscription.endpoint)).toEqual([
      {
        user_id: me.user.id,
        event_company_id: me.user.event_company_id,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        platform: 'web',
      },
    ])
    const renewed = { ...subscription, keys: { ...subscription.keys, auth: 'bmV3LWF1dGgtc2VjcmV0' } }
    expect((await postToken(me.code, me.headers, { token: renewed, platform: 'web' })).statusCode).toBe(204)
    const rows = await storedRows(subscription.endpoint)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ auth: 'bmV3LWF1dGgtc2VjcmV0' })
  })

  it('lists its own subscriptions, and answers 404 for anyone else', async () => {
    const me = await login('division@demo.ajanda.test')
    const subscription = fakeSubscription('listed')
    await postToken(me.code, me.headers, { token: subscription, platform: 'web' })
    const list = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/users/${me.code}/push-token`,
      headers: me.headers,
    })
    expect(list.statusCode).toBe(200)
    expect(list.json().data).toContainEqual({
      endpoint: subscription.endpoint,
      platform: 'web',
      created_at: expect.any(String),
    })
    const colleague = await login('team@demo.ajanda.test')
    const refused = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/users/${me.code}/push-token`,
      headers: colleague.headers,
    })
    expect(refused.statusCode).toBe(404)
  })

  it('accepts the subscription as JSON text, as the old app sent it', async () => {
    const me = await login('team@demo.ajanda.test')
    const subscription = fakeSubscription('own-text')
    const response = await postToken(me.code, me.headers, {
      token: JSON.stringify(subscription),
      platform: 'web',
    })
    expect(response.statusCode).toBe(204)
    expect(await storedRows(subscription.endpoint)).toHaveLength(1)
  })

  it('a browser signing in as someone else moves its subscription to that user', async () => {
    const first = await login('division@demo.ajanda.test')
    const second = await login('admin@demo.ajanda.test')
    const subscription = fakeSubscription('shared-browser')
    await postToken(first.code, first.headers, { token: subscription, platform: 'web' })
    await postToken(second.code, second.headers, { token: subscription, platform: 'web' })
    expect(await storedRows(subscription.endpoint)).toMatchObject([{ user_id: second.user.id }])
  })

  it.each([
    ['no token', { platform: 'web' }, 'token'],
    ['text that is not JSON', { token: 'not json {', platform: 'web' }, 'token'],
    [
      'an http endpoint',
      { token: { ...fakeSubscription('x'), endpoint: 'http://evil.test/x' }, platform: 'web' },
      'token',
    ],
    ['missing keys', { token: { endpoint: 'https://push.example.test/a' }, platform: 'web' }, 'token'],
    ['another platform', { token: fakeSubscription('y'), platform: 'ios' }, 'platform'],
    ['a number as token', { token: 42, platform: 'web' }, 'token'],
  ])('refuses %s with 422', async (_name, payload, field) => {
    const me = await login('user@demo.ajanda.test')
    const response = await postToken(me.code, me.headers, payload)
    expect(response.statusCode).toBe(422)
    const errors = response.json().errors as Record<string, string[]>
    expect(Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`))).toBe(true)
  })

  it('says "Geçersiz değer" for a token that is not a subscription', async () => {
    const me = await login('user@demo.ajanda.test')
    const response = await postToken(me.code, me.headers, { token: 'not json {', platform: 'web' })
    expect(response.json().errors).toEqual({ token: ['Geçersiz değer'] })
  })

  it("answers 404 for a colleague's code and another company's, and stores nothing", async () => {
    const me = await login('user@demo.ajanda.test')
    const colleague = await login('team@demo.ajanda.test')
    const foreign = await login('admin@other.ajanda.test')
    const subscription = fakeSubscription('not-mine')
    for (const code of [colleague.code, foreign.code, 'no-such-user']) {
      const response = await postToken(code, me.headers, { token: subscription, platform: 'web' })
      expect(response.statusCode).toBe(404)
    }
    expect(await storedRows(subscription.endpoint)).toEqual([])
  })

  it('needs a session', async () => {
    const me = await login('user@demo.ajanda.test')
    const response = await postToken(me.code, {}, { token: fakeSubscription('anon'), platform: 'web' })
    expect(response.statusCode).toBe(401)
  })
})

describe('DELETE /users/{code}/push-token', () => {
  it("removes its own subscription, and only its own user's", async () => {
    const me = await login('client@demo.ajanda.test')
    const subscription = fakeSubscription('to-delete')
    await postToken(me.code, me.headers, { token: subscription, platform: 'web' })
    const colleague = await login('team@demo.ajanda.test')
    const refused = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${me.code}/push-token`,
      headers: colleague.headers,
      payload: { endpoint: subscription.endpoint },
    })
    expect(refused.statusCode).toBe(404)
    expect(await storedRows(subscription.endpoint)).toHaveLength(1)
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${me.code}/push-token`,
      headers: me.headers,
      payload: { endpoint: subscription.endpoint },
    })
    expect(removed.statusCode).toBe(204)
    expect(await storedRows(subscription.endpoint)).toEqual([])
  })
})
