import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { loadViewer, visibleProjects } from '../../apps/server/src/modules/projects/project-access'
import {
  createProjectsRepository,
  pipelineWhere,
} from '../../apps/server/src/modules/projects/projects.repository'
import { users } from '../../apps/server/src/modules/users/users.table'
import type { Db } from '../../apps/server/src/platform/db'

/** EXPLAIN ANALYZE of the SQL the pipeline's repository sends for the benchmark's calls. */
export async function pipelinePlans(databaseUrl: string, emails: readonly string[], dateFrom: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
  const captured: { query: string; params: unknown[] }[] = []
  const db = drizzle({
    client: pool,
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  })
  for (const email of emails) {
    const [user] = await db.select().from(users).where(eq(users.email, email))
    if (!user) continue
    const viewer = await loadViewer(db as unknown as Db, { user } as never)
    captured.length = 0
    const repo = createProjectsRepository(db as unknown as Db)
    const base = { companyId: user.event_company_id, visible: visibleProjects(viewer.visibility) }
    const listWhere = pipelineWhere({ ...base, stages: [8, 9, 10] })
    await repo.findPage(listWhere, 'starts_at', 'asc', 20, 0)
    await repo.findPage(listWhere, 'starts_at', 'asc', 20, 3980)
    await repo.countMatching(listWhere)
    const boardWhere = pipelineWhere({ ...base, dateFrom })
    await repo.boardTotals(boardWhere)
    await repo.boardCards(boardWhere, 20)
    console.log(`\n===== ${email} (${viewer.scope})`)
    for (const { query, params } of captured) {
      const result = await pool.query(`explain (analyze, buffers off, costs off) ${query}`, params)
      const lines = (result.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN'])
      console.log(`\n${query.slice(0, 120).replace(/\s+/g, ' ')}...`)
      for (const line of lines.filter((l) => /Execution|Scan|Sort|Aggregate|Limit/.test(l)).slice(0, 14))
        console.log(`  ${line}`)
    }
  }
  await pool.end()
}
