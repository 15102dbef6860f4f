import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { classifyPushFailure, deliverPush, type PushSender, pushSendJob } from './push.job'
import { upsertSubscription } from './push.repository'
import { fakeSubscription, queryRows } from './push-test-fixtures'

let testApp: TestApp
let ctx: Parameters<typeof deliverPush>[0]
let alice: { id: number; companyId: number }
let bob: { id: number; companyId: number }
beforeAll(async () => {
  testApp = await createTestApp()
  ctx = {
    db: testApp.database.db,
    config: { appUrl: 'http://ajanda.test', mailFrom: 'Ajanda <no-reply@ajanda.test>' } as never,
  }
  const a = await loginAs(testApp.app, 'user@demo.ajanda.test')
  const b = await loginAs(testApp.app, 'team@demo.ajanda.test')
  alice = { id: a.user.id, companyId: a.user.event_company_id }
  bob = { id: b.user.id, companyId: b.user.event_company_id }
})
afterAll(async () => {
  await testApp?.close()
})

async function subscribe(user: { id: number; companyId: number }, id: string) {
  const subscription = fakeSubscription(id)
  await upsertSubscription(testApp.database.db, {
    companyId: user.companyId,
    userId: user.id,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    platform: 'web',
  })
  return subscription.endpoint
}

async function endpointsOf(userId: number): Promise<string[]> {
  const rows = await queryRows<{ endpoint: string }>(
    testApp.database.db,
    sql`select endpoint from push_subscriptions where user_id = ${userId} order by endpoint`,
  )
  return rows.map((row) => row.endpoint)
}

const pushError = (status: number, endpoint: string) =>
  new webpush.WebPushError('Received unexpected response code', status, {}, '', endpoint)

/** A stand-in for web-push: records the sends and answers per endpoint. */
function fakeSender(answers: Record<string, number | Error> = {}) {
  const calls: { endpoint: string; payload: string; options: webpush.RequestOptions }[] = []
  const send: PushSender = async (subscription, payload, options) => {
    calls.push({ endpoint: subscription.endpoint, payload, options })
    const answer = answers[subscription.endpoint]
    if (answer instanceof Error) throw answer
    if (answer !== undefined) throw pushError(answer, subscription.endpoint)
    return { statusCode: 201 }
  }
  return { send, calls }
}

const message = { title: 'Yeni görev', body: 'Sana bir görev atandı', url: '/tasks/1' }

afterEach(async () => {
  await testApp.database.db.execute(sql`delete from push_subscriptions`)
})

describe('push.send job', () => {
  it('sends {title, body, url} to every subscription of the users, signed with the stored VAPID keys', async () => {
    const a1 = await subscribe(alice, 'alice-1')
    const a2 = await subscribe(alice, 'alice-2')
    const b1 = await subscribe(bob, 'bob-1')
    const { send, calls } = fakeSender()
    const result = await deliverPush(ctx, { userIds: [alice.id, bob.id, alice.id], ...message }, send)
    expect(result).toEqual({ sent: 3, removed: 0, rejected: 0 })
    expect(calls.map((call) => call.endpoint).sort()).toEqual([a1, a2, b1].sort())
    expect(JSON.parse(calls[0]?.payload ?? '')).toEqual(message)
    const [stored] = await queryRows<{ public_key: string; private_key: string }>(
      testApp.database.db,
      sql`select public_key, private_key from push_vapid_keys`,
    )
    expect(calls[0]?.options.vapidDetails).toEqual({
      subject: 'mailto:no-reply@ajanda.test',
      publicKey: stored?.public_key,
      privateKey: stored?.private_key,
    })
  })

  it('sends nothing to users without subscriptions', async () => {
    const { send, calls } = fakeSender()
    expect(await deliverPush(ctx, { userIds: [alice.id], ...message }, send)).toEqual({
      sent: 0,
      removed: 0,
      rejected: 0,
    })
    expect(calls).toEqual([])
  })

  it.each([404, 410])(
    'removes a subscription the push service answers %i for, and keeps the others',
    async (status) => {
      const gone = await subscribe(alice, `alice-gone-${status}`)
      const alive = await subscribe(alice, 'alice-alive')
      const other = await subscribe(bob, 'bob-alive')
      const { send } = fakeSender({ [gone]: status })
      const result = await deliverPush(ctx, { userIds: [alice.id, bob.id], ...message }, send)
      expect(result).toEqual({ sent: 2, removed: 1, rejected: 0 })
      expect(await endpointsOf(alice.id)).toEqual([alive])
      expect(await endpointsOf(bob.id)).toEqual([other])
    },
  )

  it('throws after all sends when one failed in a retryable way, so the job is retried', async () => {
    const failing = await subscribe(alice, 'alice-down')
    const gone = await subscribe(alice, 'alice-gone')
    await subscribe(bob, 'bob-ok')
    const { send, calls } = fakeSender({ [failing]: 503, [gone]: 410 })
    await expect(deliverPush(ctx, { userIds: [alice.id, bob.id], ...message }, send)).rejects.toThrow(
      /1 of 3 sends failed/,
    )
    // Bob's browser got its message and the gone one was removed all the same.
    expect(calls.map((call) => call.endpoint)).toContain('https://push.example.test/send/bob-ok')
    expect(await endpointsOf(alice.id)).toEqual([failing])
  })

  it('a refusal that a retry would not change (400, 413) is counted, not retried', async () => {
    const refused = await subscribe(alice, 'alice-refused')
    const { send } = fakeSender({ [refused]: 413 })
    expect(await deliverPush(ctx, { userIds: [alice.id], ...message }, send)).toEqual({
      sent: 0,
      removed: 0,
      rejected: 1,
    })
    expect(await endpointsOf(alice.id)).toEqual([refused])
  })

  it('cuts a long body so the message fits the push services limit', async () => {
    await subscribe(alice, 'alice-long')
    const { send, calls } = fakeSender()
    await deliverPush(ctx, { userIds: [alice.id], ...message, body: 'x'.repeat(5000) }, send)
    const sent = JSON.parse(calls[0]?.payload ?? '') as { body: string }
    expect(sent.body).toHaveLength(1000)
    expect(sent.body.endsWith('…')).toBe(true)
  })

  it('refuses malformed job data', async () => {
    await expect(deliverPush(ctx, { userIds: 'all', title: 'x' }, fakeSender().send)).rejects.toThrow()
  })
})

describe('push.send with the real web-push library', () => {
  it('encrypts and signs, and an unreachable push service fails the try so the queue retries it', async () => {
    await upsertSubscription(testApp.database.db, {
      companyId: alice.companyId,
      userId: alice.id,
      // Nothing listens on port 1: the connection is refused at once, no network needed.
      endpoint: 'https://127.0.0.1:1/push/unreachable',
      p256dh: fakeSubscription('x').keys.p256dh,
      auth: fakeSubscription('x').keys.auth,
      platform: 'web',
    })
    const run = { ctx: ctx as never, attempt: 1, isLastAttempt: false }
    await expect(pushSendJob.handler({ userIds: [alice.id], ...message }, run)).rejects.toThrow(
      /1 of 1 sends failed/,
    )
    expect(await endpointsOf(alice.id)).toEqual(['https://127.0.0.1:1/push/unreachable'])
  })
})

describe('classifyPushFailure', () => {
  it.each([
    [pushError(404, 'e'), 'gone'],
    [pushError(410, 'e'), 'gone'],
    [pushError(400, 'e'), 'rejected'],
    [pushError(403, 'e'), 'rejected'],
    [pushError(413, 'e'), 'rejected'],
    [pushError(429, 'e'), 'retry'],
    [pushError(500, 'e'), 'retry'],
    [new Error('ECONNRESET'), 'retry'],
  ] as const)('%s → %s', (error, kind) => {
    expect(classifyPushFailure(error)).toBe(kind)
  })
})
