import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { inject } from 'vitest'
import { type BuildAppOptions, buildApp } from '../app'
import { loadConfig } from '../platform/config'
import { createPglite, type Database, openDatabase } from '../platform/db'
import {
  ALL_JOBS,
  createInlineJobQueue,
  createPgBossJobQueue,
  type InlineJobQueue,
  MAIL_SEND,
  type ManagedJobQueue,
} from '../platform/jobs/index'
import type { Mailer, MailMessage } from '../platform/mail'
import { adminUrl } from './template-database'

export interface TestApp {
  app: FastifyInstance
  database: Database
  /** Every mail the app sent, oldest first. */
  mails: MailMessage[]
  /** mail.send runs inline, at enqueue (the mail is in `mails` when the request answers); `jobs.enqueued` lists every job. */
  jobs: InlineJobQueue
  /** The queue the app uses: `jobs`, or with `{queue: 'pg-boss'}` pg-boss itself (jobs stay queued; runDue works them). */
  queue: ManagedJobQueue
  dataDir: string
  close(): Promise<void>
}

/** A database of its own, copied from the seeded template (PGlite dump or PostgreSQL template database). */
export async function openCopyOfTemplate(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('databaseTemplate')
  if (template.kind === 'pglite') {
    const dump = await fs.readFile(template.location)
    const client = await createPglite({ loadDataDir: new Blob([dump]) })
    return { database: await openDatabase({ pglite: client }), drop: async () => {} }
  }
  const databaseUrl = process.env.DATABASE_URL as string
  const name = `ajanda_test_${crypto.randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl(databaseUrl) })
  await admin.connect()
  try {
    await admin.query(`create database ${name} template ${template.location}`)
  } finally {
    await admin.end()
  }
  return {
    database: await openDatabase({ databaseUrl: adminUrl(databaseUrl, name), poolSize: 4 }),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl(databaseUrl) })
      await dropper.connect()
      try {
        await dropper.query(`drop database if exists ${name} with (force)`)
      } finally {
        await dropper.end()
      }
    },
  }
}

/** A Fastify app on its own copy of the seeded database; call once per test file (beforeAll). */
export async function createTestApp(
  options: {
    sessionCacheMs?: number
    publicPageCacheMs?: number
    queue?: 'inline' | 'pg-boss'
    /** More settings for loadConfig (S3_* for a test on object storage). */
    env?: NodeJS.ProcessEnv
    /** Handed the app's context once it is ready (a test of work main.ts starts the same way). */
    afterReady?: BuildAppOptions['afterReady']
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ajanda-test-'))
  const { database, drop } = await openCopyOfTemplate()
  const mails: MailMessage[] = []
  const mailer: Mailer = {
    async send(message) {
      mails.push(message)
    },
  }
  const config = {
    ...loadConfig({ ...options.env, DATA_DIR: dataDir, APP_URL: 'http://ajanda.test' }),
    webDistDir: undefined,
    // Off by default: tests that change rows directly in SQL must see the change on the next call.
    sessionCacheMs: options.sessionCacheMs ?? 0,
    publicPageCacheMs: options.publicPageCacheMs ?? 0,
  }
  // Mails are sent at enqueue, so a test reads them right after the request; other jobs are only recorded.
  const jobs = createInlineJobQueue(ALL_JOBS, { run: [MAIL_SEND] })
  const quiet = { info() {}, warn() {}, error() {} }
  const queue =
    options.queue === 'pg-boss'
      ? createPgBossJobQueue({ database, definitions: ALL_JOBS, log: quiet, work: false, maintenance: false })
      : jobs
  const app = await buildApp({
    config,
    database,
    mailer,
    jobs: queue,
    logger: false,
    afterReady: options.afterReady,
  })
  await app.ready()
  return {
    app,
    database,
    mails,
    jobs,
    queue,
    dataDir,
    async close() {
      await app.close()
      await drop()
      await fs.rm(dataDir, { recursive: true, force: true })
    },
  }
}

export const DEMO_PASSWORD = 'demo1234'

/** Logs in through the real endpoint and returns the bearer header for the next calls. */
export async function loginAs(app: FastifyInstance, email: string, password = DEMO_PASSWORD) {
  const response = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } })
  if (response.statusCode !== 200)
    throw new Error(`login as ${email} failed: ${response.statusCode} ${response.body}`)
  const body = response.json() as { token: string; user: { id: number; event_company_id: number } }
  return { token: body.token, user: body.user, headers: { authorization: `Bearer ${body.token}` } }
}
