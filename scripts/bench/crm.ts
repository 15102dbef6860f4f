import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { createClientsRepository } from '../../apps/server/src/modules/clients/clients.repository'
import { createSearchRepository } from '../../apps/server/src/modules/search/search.repository'
import { users } from '../../apps/server/src/modules/users/users.table'
import type { Db } from '../../apps/server/src/platform/db'
import { foldTurkish } from '../../packages/contracts/src/common/turkish-fold'
import { type BenchCall, measureCalls, report, signIn, withBenchServer } from './bench-harness'

/**
 * `npm run bench:crm` (part of `npm run bench`): on PostgreSQL, a company with 20,000 clients, 5,000
 * suppliers and 60,000 contacts; GET /clients (first page by name) and GET /search?query= under 20
 * concurrent connections, p99 target under 50 ms; then the query plans of both, for the record.
 */
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
  // The search runs its statements as named prepared ones straight through the pool, past Drizzle's logger.
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>
  ;(pool as unknown as { query: typeof query }).query = (...args: unknown[]) => {
    const config = args[0] as { name?: string; text?: string; values?: unknown[] }
    if (config?.name && config.text) captured.push({ query: config.text, params: config.values ?? [] })
    return query(...args)
  }
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
  for (const { query: text, params } of captured) {
    const result = await pool.query(`explain (analyze, buffers off, costs off) ${text}`, params)
    console.log(`\n${text.slice(0, 140).replace(/\s+/g, ' ')}...`)
    for (const row of result.rows as { 'QUERY PLAN': string }[]) console.log(`  ${row['QUERY PLAN']}`)
  }
  await pool.end()
}

const CALLS: BenchCall[] = [
  {
    name: 'GET /clients (page 1 by name)',
    as: CRM_ADMIN,
    path: '/api/v1/clients?page=1&page_size=20&sort_by=name&sort_order=asc',
    target: true,
  },
  {
    name: 'GET /search?query=',
    as: CRM_ADMIN,
    path: `/api/v1/search?query=${encodeURIComponent(QUERIES[0] as string)}`,
    paths: QUERIES.map((query) => `/api/v1/search?query=${encodeURIComponent(query)}`),
    target: true,
  },
]

await withBenchServer('crm', ['crm-seed.ts'], async (bench) => {
  const sessions = await signIn(bench.base, [CRM_ADMIN], CRM_PASSWORD)
  const rows = await measureCalls(bench, CALLS, sessions, () => 'AGENCY')
  report('CRM API on PostgreSQL, 20,000 clients', rows, TARGET_P99_MS)
  await plans(bench.databaseUrl)
})
