import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { loadConfig } from '../config'
import type { AppContext } from '../context'
import { createCountCache } from '../count-cache'
import type { MailMessage } from '../mail'
import { createRealtimeBus } from '../realtime'
import { createSessionCache } from '../session-cache'
import { createLocalStorage } from '../storage'
import { defineJob } from './define-job'
import { createInlineJobQueue } from './inline-queue'
import { jobFailures } from './job-failures.table'
import { MAIL_SEND, mailSendJob } from './mail-send.job'
import { createPgBossJobQueue } from './pg-boss-queue'
import type { ManagedJobQueue } from './types'

let testApp: TestApp
const sent: MailMessage[] = []
let mailerFails = false
let ctx: AppContext

/** pg-boss on this test's own copy of the database (PGlite, or PostgreSQL with DATABASE_URL). */
const calls = { flaky: 0, broken: 0 }
const flakyJob = defineJob<{ n: number }>({
  name: 'test.flaky',
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  async handler() {
    calls.flaky++
    if (calls.flaky < 3) throw new Error(`flaky try ${calls.flaky}`)
  },
})
const brokenJob = defineJob<{ n: number }>({
  name: 'test.broken',
  retryLimit: 1,
  retryDelaySeconds: 0,
  retryBackoff: false,
  async handler() {
    calls.broken++
    throw new Error('always broken')
  },
})
const log = { info() {}, warn() {}, error() {} }
let queue: ManagedJobQueue

beforeAll(async () => {
  testApp = await createTestApp()
  const config = loadConfig({ DATA_DIR: testApp.dataDir, APP_URL: 'http://ajanda.test' })
  ctx = {
    config,
    database: testApp.database,
    db: testApp.database.db,
    mailer: {
      async send(message) {
        if (mailerFails) throw new Error('SMTP is down')
        sent.push(message)
      },
    },
    storage: createLocalStorage(testApp.dataDir, config.appUrl),
    counts: createCountCache(),
    sessions: createSessionCache(0),
    realtime: createRealtimeBus(),
    jobs: { enqueue: async () => {}, enqueueMany: async () => {} },
  }
  queue = createPgBossJobQueue({
    database: testApp.database,
    definitions: [flakyJob, brokenJob, mailSendJob],
    log,
    work: false,
    maintenance: false,
  })
  ctx.jobs = queue
  await queue.start(ctx)
}, 60_000)

afterAll(async () => {
  await queue.stop()
  await testApp.close()
})

const failuresOf = (name: string) => ctx.db.select().from(jobFailures).where(eq(jobFailures.name, name))

describe('the pg-boss job queue', () => {
  it('retries a failing job and completes it once it succeeds, with no dead-letter record', async () => {
    await queue.enqueue('test.flaky', { n: 1 })
    // The backoff delay (60 s and up) holds the retry back...
    expect(await queue.runDue()).toBe(1)
    expect(calls.flaky).toBe(1)
    expect(await queue.runDue()).toBe(0)
    // ...until it is due; here the test skips the wait.
    expect(await queue.runDue({ ignoreDelays: true })).toBe(2)
    expect(calls.flaky).toBe(3)
    expect(await queue.runDue({ ignoreDelays: true })).toBe(0)
    expect(await failuresOf('test.flaky')).toEqual([])
  })

  it('records a dead letter after the last try and stops retrying', async () => {
    await queue.enqueue('test.broken', { n: 7 })
    expect(await queue.runDue({ ignoreDelays: true })).toBe(2)
    expect(calls.broken).toBe(2)
    expect(await queue.runDue({ ignoreDelays: true })).toBe(0)
    const failures = await failuresOf('test.broken')
    expect(failures).toHaveLength(1)
    expect(failures[0]).toMatchObject({ name: 'test.broken', data: { n: 7 }, attempts: 2 })
    expect(failures[0]?.error).toContain('always broken')
    expect(failures[0]?.failed_at).toBeInstanceOf(Date)
  })

  it('sends a mail.send job through the Mailer, and keeps it queued while SMTP is down', async () => {
    mailerFails = true
    await queue.enqueue(MAIL_SEND, { to: 'a@demo.ajanda.test', subject: 'Merhaba', text: 'Metin' })
    expect(await queue.runDue()).toBe(1)
    expect(sent).toEqual([])
    mailerFails = false
    expect(await queue.runDue({ ignoreDelays: true })).toBe(1)
    expect(sent).toEqual([{ to: 'a@demo.ajanda.test', subject: 'Merhaba', text: 'Metin' }])
    expect(await failuresOf(MAIL_SEND)).toEqual([])
  })

  it('enqueues many jobs of one name in one statement and works them all', async () => {
    const mails = [1, 2, 3].map((n) => ({
      to: `n${n}@demo.ajanda.test`,
      subject: `Toplu ${n}`,
      text: 'Metin',
    }))
    await queue.enqueueMany(MAIL_SEND, mails)
    await queue.enqueueMany(MAIL_SEND, [])
    expect(await queue.runDue()).toBe(3)
    expect(
      sent
        .filter((mail) => mail.subject.startsWith('Toplu'))
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(mails.map((mail) => mail.to))
  })

  it('keeps at most one queued job per singleton key', async () => {
    const mail = { to: 'k@demo.ajanda.test', subject: 'Tek', text: 'Metin' }
    await queue.enqueue(MAIL_SEND, mail, { singletonKey: 'digest-1' })
    await queue.enqueue(MAIL_SEND, mail, { singletonKey: 'digest-1' })
    await queue.enqueue(MAIL_SEND, mail, { singletonKey: 'digest-2', startAfterSeconds: 3600 })
    expect(await queue.runDue()).toBe(1)
    expect(sent.filter((m) => m.to === 'k@demo.ajanda.test')).toHaveLength(1)
    // The delayed one waits for its time.
    expect(await queue.runDue({ ignoreDelays: true })).toBe(1)
  })

  it('never throws from enqueue: an unknown job or a queue that is not started is only logged', async () => {
    const errors: string[] = []
    const logging = { ...log, error: (_: object, message: string) => errors.push(message) }
    await expect(queue.enqueue('no.such.job', {})).resolves.toBeUndefined()
    const notStarted = createPgBossJobQueue({
      database: testApp.database,
      definitions: [mailSendJob],
      log: logging,
      work: false,
    })
    await expect(
      notStarted.enqueue(MAIL_SEND, { to: 'x@y.z', subject: 's', text: 't' }),
    ).resolves.toBeUndefined()
    expect(errors).toEqual(['could not enqueue a job'])
  })

  it('works jobs in the background when the process works jobs (JOBS_IN_PROCESS)', async () => {
    const working = createPgBossJobQueue({
      database: testApp.database,
      definitions: [mailSendJob],
      log,
      work: true,
      pollingIntervalSeconds: 0.5,
      maintenance: false,
    })
    await working.start(ctx)
    try {
      await working.enqueue(MAIL_SEND, { to: 'b@demo.ajanda.test', subject: 'Arka plan', text: 'Metin' })
      const deadline = Date.now() + 15_000
      while (!sent.some((m) => m.to === 'b@demo.ajanda.test') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100))
      expect(sent.some((m) => m.to === 'b@demo.ajanda.test')).toBe(true)
    } finally {
      await working.stop()
    }
  }, 30_000)
})

describe('the inline job queue (route tests)', () => {
  it('runs every try at once and records the failure; the caller never sees it', async () => {
    const inline = createInlineJobQueue([brokenJob])
    await inline.start(ctx)
    const before = calls.broken
    await expect(inline.enqueue('test.broken', { n: 9 })).resolves.toBeUndefined()
    expect(calls.broken - before).toBe(2)
    expect(inline.enqueued).toEqual([{ name: 'test.broken', data: { n: 9 }, options: undefined }])
    expect((await failuresOf('test.broken')).map((f) => f.data)).toContainEqual({ n: 9 })
  })
  it('only records the jobs it is not told to run', async () => {
    const inline = createInlineJobQueue([brokenJob, mailSendJob], { run: [MAIL_SEND] })
    await inline.start(ctx)
    const before = calls.broken
    await inline.enqueue('test.broken', { n: 10 })
    await inline.enqueue(MAIL_SEND, { to: 'c@demo.ajanda.test', subject: 'S', text: 'T' })
    expect(calls.broken).toBe(before)
    expect(sent.at(-1)?.to).toBe('c@demo.ajanda.test')
    expect(inline.enqueued.map((job) => job.name)).toEqual(['test.broken', MAIL_SEND])
  })
})
