import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { loadConfig } from '../config'
import type { AppContext } from '../context'
import { createCountCache } from '../count-cache'
import { companyGroup, JOB_PRIORITY } from '../jobs'
import { type MailMessage, PermanentMailError } from '../mail'
import { createPublicPageCache } from '../public-page-cache'
import { createRateLimits } from '../rate-limit'
import { createRealtimeBus } from '../realtime'
import { createSessionCache } from '../session-cache'
import { createLocalStorage } from '../storage'
import { DEFAULT_JOB_EXPIRE_SECONDS, defineJob } from './define-job'
import { createInlineJobQueue } from './inline-queue'
import { jobFailures } from './job-failures.table'
import { MAIL_SEND, mailSendJob } from './mail-send.job'
import { createPgBossJobQueue } from './pg-boss-queue'
import type { ManagedJobQueue } from './types'

let testApp: TestApp
const sent: MailMessage[] = []
let mailerFails = false
/** How long the fake SMTP server takes per mail (the fairness test). */
let mailDelayMs = 0
let inFlight = 0
let maxInFlight = 0
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
        if (message.to.startsWith('refused'))
          throw new PermanentMailError('550 5.1.1 <refused@…>: Recipient address rejected')
        if (mailerFails) throw new Error('SMTP is down')
        inFlight++
        maxInFlight = Math.max(maxInFlight, inFlight)
        if (mailDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, mailDelayMs))
        inFlight--
        sent.push(message)
      },
    },
    storage: createLocalStorage(testApp.dataDir, config.appUrl),
    counts: createCountCache(),
    sessions: createSessionCache(0),
    publicPages: createPublicPageCache(0),
    realtime: createRealtimeBus(),
    jobs: { enqueue: async () => {}, enqueueMany: async () => {} },
    rateLimits: createRateLimits({}),
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

/** The stored mail.send jobs to this address, with their state (pg-boss's own table). */
async function mailJobsTo(to: string) {
  const result = (await ctx.db.execute(
    sql`select state, retry_count, group_id, priority from pgboss.job where name = ${MAIL_SEND} and data->>'to' = ${to}`,
  )) as unknown as { rows: { state: string; retry_count: number; group_id: string; priority: number }[] }
  return result.rows
}

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

  it('expires a try after two minutes, so the mail of a process killed mid-try is retried soon, not after 15', async () => {
    const result = (await testApp.database.db.execute(
      sql`select name, expire_seconds from pgboss.queue where name in (${MAIL_SEND}, 'test.flaky') order by name`,
    )) as unknown as { rows: { name: string; expire_seconds: number }[] }
    expect(result.rows).toEqual([
      { name: MAIL_SEND, expire_seconds: DEFAULT_JOB_EXPIRE_SECONDS },
      { name: 'test.flaky', expire_seconds: DEFAULT_JOB_EXPIRE_SECONDS },
    ])
    expect(DEFAULT_JOB_EXPIRE_SECONDS).toBeLessThanOrEqual(120)
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

describe("jobs stored in the write's transaction (issue 18)", () => {
  const mail = (to: string) => ({ to, subject: 'İşlemle birlikte', text: 'Metin' })

  it('a job queued in a transaction that rolls back is not stored; a committed one is', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await queue.enqueue(MAIL_SEND, mail('rolled@demo.ajanda.test'), { tx })
        await queue.enqueueMany(MAIL_SEND, [mail('rolled-many@demo.ajanda.test')], { tx })
        throw new Error('the write failed after its notice')
      }),
    ).rejects.toThrow('the write failed')
    expect(await mailJobsTo('rolled@demo.ajanda.test')).toEqual([])
    expect(await mailJobsTo('rolled-many@demo.ajanda.test')).toEqual([])

    await ctx.db.transaction(async (tx) => {
      await queue.enqueue(MAIL_SEND, mail('kept@demo.ajanda.test'), { tx, group: companyGroup(7) })
      await queue.enqueueMany(MAIL_SEND, [mail('kept-many@demo.ajanda.test')], {
        tx,
        priority: JOB_PRIORITY.account,
      })
    })
    expect(await mailJobsTo('kept@demo.ajanda.test')).toMatchObject([
      { state: 'created', group_id: 'company-7' },
    ])
    expect(await mailJobsTo('kept-many@demo.ajanda.test')).toMatchObject([{ state: 'created', priority: 10 }])
    expect(await queue.runDue()).toBe(2)
  })

  it('inside a transaction a job that cannot be stored fails the write instead of vanishing', async () => {
    await expect(ctx.db.transaction((tx) => queue.enqueue('no.such.job', {}, { tx }))).rejects.toThrow(
      'unknown job',
    )
  })
})

describe('permanent and temporary mail failures (issue 18)', () => {
  it('a mail the server refuses for good is not retried: one try, one job_failures row at once', async () => {
    await queue.enqueue(MAIL_SEND, { to: 'refused@demo.ajanda.test', subject: 'Ret', text: 'Metin' })
    expect(await queue.runDue()).toBe(1)
    expect(await queue.runDue({ ignoreDelays: true })).toBe(0)
    const failures = (await failuresOf(MAIL_SEND)).filter(
      (failure) => (failure.data as { to: string }).to === 'refused@demo.ajanda.test',
    )
    expect(failures).toHaveLength(1)
    expect(failures[0]).toMatchObject({ attempts: 1 })
    expect(failures[0]?.error).toContain('Recipient address rejected')
  })

  it('a worker settles a refused mail as failed without a retry, and retries a temporary failure', async () => {
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
      await working.enqueue(MAIL_SEND, { to: 'refused-2@demo.ajanda.test', subject: 'Ret', text: 'M' })
      await working.enqueue(MAIL_SEND, { to: 'later@demo.ajanda.test', subject: 'Sonra', text: 'M' })
      mailerFails = true
      const deadline = Date.now() + 15_000
      const settled = async () => {
        const [refused] = await mailJobsTo('refused-2@demo.ajanda.test')
        const [later] = await mailJobsTo('later@demo.ajanda.test')
        return refused?.state === 'failed' && later?.state === 'retry'
      }
      while (!(await settled()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
      // SMTP down is temporary: the job waits for its retry (pg-boss counts it when the retry starts).
      // A refusal ends at the first try.
      expect(await mailJobsTo('later@demo.ajanda.test')).toMatchObject([{ state: 'retry', retry_count: 0 }])
      expect(await mailJobsTo('refused-2@demo.ajanda.test')).toMatchObject([
        { state: 'failed', retry_count: 0 },
      ])
    } finally {
      mailerFails = false
      await working.stop()
    }
  }, 30_000)
})

describe('concurrent, fair delivery (issue 18)', () => {
  it("one company's 2,000 invitations do not hold back another company's password reset", async () => {
    const bulk = Array.from({ length: 2000 }, (_, n) => ({
      to: `bulk-${n}@a.ajanda.test`,
      subject: 'Davet',
      text: 'Metin',
    }))
    await queue.enqueueMany(MAIL_SEND, bulk, { group: companyGroup(1), priority: JOB_PRIORITY.account })
    await queue.enqueue(
      MAIL_SEND,
      { to: 'reset@b.ajanda.test', subject: 'Şifre', text: 'Metin' },
      { group: companyGroup(2), priority: JOB_PRIORITY.account },
    )
    const before = sent.length
    mailDelayMs = 20
    maxInFlight = 0
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
      const deadline = Date.now() + 30_000
      while (!sent.some((m) => m.to === 'reset@b.ajanda.test') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50))
      const order = sent.slice(before).map((m) => m.to)
      const resetAt = order.indexOf('reset@b.ajanda.test')
      expect(resetAt).toBeGreaterThanOrEqual(0)
      // Company 1 holds at most 5 of the worker's slots, so the reset goes out within its first batches.
      expect(resetAt).toBeLessThan(100)
      // Mails go out side by side, not one at a time.
      expect(maxInFlight).toBeGreaterThanOrEqual(5)
    } finally {
      mailDelayMs = 0
      await working.stop()
    }
  }, 60_000)
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
