import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { loadConfig } from '../platform/config'
import { openDatabase } from '../platform/db'
import { ALL_JOBS, createInlineJobQueue } from '../platform/jobs/index'
import { seedIfEmpty } from '../seed/seed-if-empty'
import { adminUrl } from '../test-support/template-database'
import { CopyRefused, copyDataDirToPostgres } from './copy-database'

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl)
  console.warn('copy-to-postgres test skipped: DATABASE_URL is not set (CI sets it on its PostgreSQL pass)')

const scratch = `ajanda_copy_${Date.now()}`
let fromDir: string
let toDir: string

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl(databaseUrl as string) })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

describe.skipIf(!databaseUrl)('npm run db:copy-to-postgres', () => {
  beforeAll(async () => {
    fromDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ajanda-copy-from-'))
    toDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ajanda-copy-to-'))
    const embedded = await openDatabase({ dataDir: fromDir })
    try {
      await embedded.migrate()
      await seedIfEmpty(embedded.db)
    } finally {
      await embedded.close()
    }
    await fs.mkdir(path.join(fromDir, 'files/logos'), { recursive: true })
    await fs.writeFile(path.join(fromDir, 'files/logos/a.png'), 'logo bytes')
    await admin(`create database ${scratch}`)
  }, 180_000)
  afterAll(async () => {
    if (fromDir) await fs.rm(fromDir, { recursive: true, force: true })
    if (toDir) await fs.rm(toDir, { recursive: true, force: true })
    await admin(`drop database if exists ${scratch} with (force)`)
  })

  it('copies every row, sequence and file, and the app signs in on the copy', async () => {
    const targetUrl = adminUrl(databaseUrl as string, scratch)
    const report = await copyDataDirToPostgres({
      fromDataDir: fromDir,
      toDatabaseUrl: targetUrl,
      toDataDir: toDir,
    })
    expect(report.mismatched).toEqual([])
    expect(report.tables.find((row) => row.table === 'users')?.target).toBeGreaterThan(5)
    expect(report.files).toBe(1)
    expect(await fs.readFile(path.join(toDir, 'files/logos/a.png'), 'utf8')).toBe('logo bytes')

    const database = await openDatabase({ databaseUrl: targetUrl, poolSize: 2 })
    const config = {
      ...loadConfig({ DATA_DIR: toDir, APP_URL: 'http://ajanda.test' }),
      webDistDir: undefined,
    }
    const app = await buildApp({
      config,
      database,
      mailer: { send: async () => {} },
      jobs: createInlineJobQueue(ALL_JOBS),
      logger: false,
    })
    try {
      await app.ready()
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: 'admin@demo.ajanda.test', password: 'demo1234' },
      })
      expect(login.statusCode).toBe(200)
      // The sequences went along: the next id is past every copied one.
      const { rows } = await (database.db as unknown as { $client: pg.Pool }).$client.query<{
        next: string
        max: string
      }>(`select nextval(pg_get_serial_sequence('users', 'id')) as next, (select max(id) from users) as max`)
      expect(Number(rows[0]?.next)).toBeGreaterThan(Number(rows[0]?.max))
    } finally {
      await app.close() // closes the database too
    }
  }, 180_000)

  it('refuses a database that is not empty', async () => {
    await expect(
      copyDataDirToPostgres({
        fromDataDir: fromDir,
        toDatabaseUrl: adminUrl(databaseUrl as string, scratch),
      }),
    ).rejects.toBeInstanceOf(CopyRefused)
  }, 60_000)
})
