import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { createClientPageStatement } from '../../apps/server/src/modules/clients/client-page-statement'
import { createClientsRepository } from '../../apps/server/src/modules/clients/clients.repository'
import { createSearchRepository } from '../../apps/server/src/modules/search/search.repository'
import { users } from '../../apps/server/src/modules/users/users.table'
import type { Db } from '../../apps/server/src/platform/db'
import { GENERIC_PLAN_OPTION } from '../../apps/server/src/platform/statement-cache'
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

/**
 * EXPLAIN ANALYZE of exactly the SQL the repositories send, captured at the pools (Drizzle's unnamed
 * statements and the named prepared ones); a statement the server runs on its generic-plan connections
 * (statement-cache.ts) is explained the same way: prepared on such a connection, then EXPLAIN EXECUTE.
 */
async function plans(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
  const captured: { name?: string; query: string; params: unknown[]; generic: boolean }[] = []
  const db = drizzle({ client: pool })
  const [admin] = await db.select().from(users).where(eq(users.email, CRM_ADMIN))
  const companyId = admin?.event_company_id as number
  const send = pg.Pool.prototype.query as (...args: unknown[]) => Promise<unknown>
  pg.Pool.prototype.query = function capture(this: pg.Pool, ...args: unknown[]) {
    const [first, second] = args as [string | { name?: string; text: string; values?: unknown[] }, unknown]
    const config = typeof first === 'string' ? { text: first } : first
    const generic = Boolean((this.options as pg.PoolConfig).options?.includes(GENERIC_PLAN_OPTION))
    const params = (config as { values?: unknown[] }).values ?? (Array.isArray(second) ? second : [])
    captured.push({ name: config.name, query: config.text, params, generic })
    return send.apply(this, args)
  } as typeof pg.Pool.prototype.query
  const clients = createClientsRepository(db as unknown as Db)
  const firstPage = { page: 1, page_size: 20, sort_by: 'name', sort_order: 'asc', status: 'all' } as const
  const search = createSearchRepository(db as unknown as Db)
  try {
    await clients.countMatching(companyId, firstPage)
    captured.length = 0
    await createClientPageStatement(db as unknown as Db).items(companyId, firstPage, 'https://x/files/')
    // The total is cached for a few seconds (platform/count-cache.ts); this is what a cache miss costs.
    await clients.countMatching(companyId, firstPage)
    await search.search(companyId, foldTurkish('istanbul gida'), ['client', 'supplier', 'contact'])
  } finally {
    pg.Pool.prototype.query = send as typeof pg.Pool.prototype.query
    await search.close()
  }
  const generic = new pg.Client({ connectionString: databaseUrl, options: GENERIC_PLAN_OPTION })
  await generic.connect()
  for (const { name, query: text, params, generic: isGeneric } of captured) {
    const options = 'analyze, buffers off, costs off'
    let result: pg.QueryResult
    if (isGeneric && name) {
      await generic.query({ name, text, values: params })
      // EXPLAIN takes no parameters: the values are written into it.
      const args = params.map((value) => (value === null ? 'null' : generic.escapeLiteral(String(value))))
      result = await generic.query(`explain (${options}) execute ${name}(${args.join(', ')})`)
    } else result = await pool.query(`explain (${options}) ${text}`, params)
    console.log(`\n${isGeneric ? '[generic plan] ' : ''}${text.slice(0, 140).replace(/\s+/g, ' ')}...`)
    for (const row of result.rows as { 'QUERY PLAN': string }[]) console.log(`  ${row['QUERY PLAN']}`)
  }
  await generic.end()
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
