import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type autocannon from 'autocannon'
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { createClientsRepository } from '../../apps/server/src/modules/clients/clients.repository'
import { createSearchRepository } from '../../apps/server/src/modules/search/search.repository'
import { users } from '../../apps/server/src/modules/users/users.table'
import type { Db } from '../../apps/server/src/platform/db'
import { foldTurkish } from '../../packages/contracts/src/common/turkish-fold'
import { measureLoad } from './load'
import { type RunningServer, repoRoot as root, startServer } from './server-process'

/**
 * `npm run bench:crm` (part of `npm run bench`): on PostgreSQL, a company with 20,000 clients, 5,000
 * suppliers and 60,000 contacts; GET /clients (first page by name) and GET /search?query= under 20
 * concurrent connections, p99 target under 50 ms; then the query plans of both, for the record.
 */
const CONNECTIONS = 20
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const TARGET_P99_MS = 50
const CRM_ADMIN = 'crm-admin@scale.ajanda.test'
const CRM_PASSWORD = 'bench-pass-1'
const QUERIES = [
  'anadolu',
  'istanbul gida',
  'mehmet yilmaz',
  'teknoloji',
  'KARADENİZ',
  'otel',
  'sirket',
  'cukurova',
]

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  execFileSync(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' })
}

async function load(name: string, options: autocannon.Options) {
  return {
    call: name,
    ...(await measureLoad({ connections: CONNECTIONS, duration: DURATION_S, ...options })),
  }
}

/** EXPLAIN ANALYZE of exactly the SQL the repositories send, captured through Drizzle's logger. */
async function plans(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
  const captured: { query: string; params: unknown[] }[] = []
  const db = drizzle({
    client: pool,
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  })
  const [admin] = await db.select().from(users).where(eq(users.email, CRM_ADMIN))
  const companyId = admin?.event_company_id as number
  captured.length = 0
  const clients = createClientsRepository(db as unknown as Db)
  const firstPage = { page: 1, page_size: 20, sort_by: 'name', sort_order: 'asc', status: 'all' } as const
  await clients.findPage(companyId, firstPage)
  // The total is cached for a few seconds (platform/count-cache.ts); this is what a cache miss costs.
  await clients.countMatching(companyId, firstPage)
  await createSearchRepository(db as unknown as Db).search(companyId, foldTurkish('istanbul gida'), [
    'client',
    'supplier',
    'contact',
  ])
  for (const { query, params } of captured) {
    const result = await pool.query(`explain (analyze, buffers off, costs off) ${query}`, params)
    console.log(`\n${query.slice(0, 140).replace(/\s+/g, ' ')}...`)
    for (const row of result.rows as { 'QUERY PLAN': string }[]) console.log(`  ${row['QUERY PLAN']}`)
  }
  await pool.end()
}

const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432'
const dbName = `ajanda_bench_crm_${Date.now()}`
const databaseUrl = `${pgBase}/${dbName}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajanda-bench-crm-'))
run('psql', [`${pgBase}/postgres`, '-q', '-c', `create database ${dbName}`], {})
let server: RunningServer | undefined
try {
  const port = 3900 + Math.floor(Math.random() * 90)
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
  run('npx', ['tsx', 'scripts/bench/crm-seed.ts'], env)
  server = await startServer(env, port)
  const base = server.baseUrl
  const login = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: CRM_ADMIN, password: CRM_PASSWORD }),
  })
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
  const rows = [
    await load('GET /clients (page 1 by name)', {
      url: `${base}/api/v1/clients?page=1&page_size=20&sort_by=name&sort_order=asc`,
      headers,
    }),
    await load('GET /search?query=', {
      url: base,
      headers,
      requests: QUERIES.map((query) => ({
        method: 'GET',
        path: `/api/v1/search?query=${encodeURIComponent(query)}`,
      })),
    }),
  ]
  console.log(
    `\nCRM API on PostgreSQL, ${CONNECTIONS} concurrent connections, ${DURATION_S} s each (latency in ms)`,
  )
  console.table(rows)
  for (const row of rows)
    console.log(
      `target ${row.call} p99 < ${TARGET_P99_MS} ms: ${row.p99 < TARGET_P99_MS ? 'met' : 'NOT met'} (${row.p99} ms)`,
    )
  await plans(databaseUrl)
} finally {
  await server?.stop()
  run('psql', [`${pgBase}/postgres`, '-q', '-c', `drop database if exists ${dbName} with (force)`], {})
  fs.rmSync(dataDir, { recursive: true, force: true })
}
