import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { redisAnswers } from '../test-support/redis-probe'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test-support/test-app'
import { loadConfig } from './config'
import { ALL_JOBS, createInlineJobQueue } from './jobs/index'
import { createRateLimits } from './rate-limit'

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

const redisUp = await redisAnswers(redisUrl)
if (!redisUp) console.warn(`rate-limit Redis test skipped: no Redis answers at ${redisUrl}`)

let testApp: TestApp
let processA: FastifyInstance
let processB: FastifyInstance

/** A second server process on the same database: only Redis joins the two apps' counters. */
async function serverProcess(): Promise<FastifyInstance> {
  const config = {
    ...loadConfig({ DATA_DIR: testApp.dataDir, APP_URL: 'http://ajanda.test', REDIS_URL: redisUrl }),
    webDistDir: undefined,
    sessionCacheMs: 0,
  }
  // The database belongs to testApp, which closes it last.
  const database = { ...testApp.database, close: async () => {} }
  const jobs = createInlineJobQueue(ALL_JOBS, { run: false })
  const app = await buildApp({ config, database, mailer: { send: async () => {} }, jobs, logger: false })
  await app.ready()
  return app
}

/** A client address no earlier run used: the Redis counters outlive a run by their window. */
const freshIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`

describe.skipIf(!redisUp)('rate limits shared by two server processes through Redis', () => {
  beforeAll(async () => {
    testApp = await createTestApp()
    processA = await serverProcess()
    processB = await serverProcess()
  })
  afterAll(async () => {
    await processA?.close()
    await processB?.close()
    await testApp?.close()
  })

  it('counts one address failing logins on either process against one limit', async () => {
    const remoteAddress = freshIp()
    const fail = (app: FastifyInstance, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: `kimse${i}@yok.test`, password: 'tahmin-1234' },
        remoteAddress,
      })
    for (let i = 0; i < 15; i++) expect((await fail(processA, i)).statusCode).toBe(422)
    for (let i = 15; i < 30; i++) expect((await fail(processB, i)).statusCode).toBe(422)
    expect((await fail(processA, 30)).statusCode).toBe(429)
    const rightPassword = await processB.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'admin@demo.ajanda.test', password: DEMO_PASSWORD },
      remoteAddress,
    })
    expect(rightPassword.statusCode).toBe(429)
  })

  it('counts the forgotten-password calls of one e-mail address on either process together', async () => {
    const email = `unutkan.${crypto.randomUUID()}@yok.test`
    const forgot = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/forgot-password',
        payload: { email },
        remoteAddress: freshIp(),
      })
    expect((await forgot(processA)).statusCode).toBe(200)
    expect((await forgot(processB)).statusCode).toBe(200)
    expect((await forgot(processA)).statusCode).toBe(200)
    expect((await forgot(processB)).statusCode).toBe(429)
  })
})

describe('rate limits while Redis is down', () => {
  it("fall back to the process's own counters instead of failing the request", async () => {
    const limits = createRateLimits({ redisUrl: 'redis://127.0.0.1:1' })
    try {
      const rule = { name: 'down-test', points: 2, durationSeconds: 60 }
      await limits.consume(rule, 'a')
      await limits.consume(rule, 'a')
      await expect(limits.consume(rule, 'a')).rejects.toMatchObject({ statusCode: 429 })
      await expect(limits.consume(rule, 'b')).resolves.toBeUndefined()
    } finally {
      await limits.close()
    }
  })
})
