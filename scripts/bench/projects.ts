import { type BenchCall, measureCalls, report, signIn, withBenchServer } from './bench-harness'
import { pipelinePlans } from './projects-plans'

/**
 * `npm run bench:projects` (part of `npm run bench`): on PostgreSQL, a company with 100,000 leads and
 * projects over 5 years; the project list with its default filters (page 1 and page 200) and the board
 * as the /bizdev page asks for it (events from 12 months ago on), each for an AGENCY-scope admin and a
 * TEAM-scope team lead, under 20 concurrent connections; target p99 under 50 ms.
 */
const TARGET_P99_MS = 50
const PASSWORD = 'bench-pass-1'
const ADMIN = 'pipeline-admin@scale.ajanda.test'
const TEAM_LEAD = 'pipeline-team@scale.ajanda.test'

const twelveMonthsAgo = () => {
  const date = new Date()
  date.setUTCFullYear(date.getUTCFullYear() - 1)
  return date.toISOString().slice(0, 10)
}
const listQuery = 'paginate=1&page_size=20&sort_by=starts_at&sort_order=asc&statuses=PREP,OPERATION,PRECLOSE'
const CALLS: BenchCall[] = [ADMIN, TEAM_LEAD].flatMap((as) => [
  { name: 'GET /projects (default, page 1)', as, path: `/api/v1/projects?${listQuery}&page=1`, target: true },
  {
    name: 'GET /projects (default, page 200)',
    as,
    path: `/api/v1/projects?${listQuery}&page=200`,
    target: true,
  },
  {
    name: 'GET /leads (board, last 12 months on)',
    as,
    path: `/api/v1/leads?date_from=${twelveMonthsAgo()}`,
    target: true,
  },
  { name: 'GET /leads (board, all 5 years)', as, path: '/api/v1/leads', target: false },
])

await withBenchServer('projects', ['projects-seed.ts'], async (bench) => {
  const sessions = await signIn(bench.base, [ADMIN, TEAM_LEAD], PASSWORD)
  const rows = await measureCalls(bench, CALLS, sessions, (email) => (email === ADMIN ? 'AGENCY' : 'TEAM'))
  report('Pipeline API on PostgreSQL, 100,000 leads and projects', rows, TARGET_P99_MS)
  // The board is built once per 5 s per filter and scope (a burst of reloads shares it): what a build costs.
  console.log('\nWhat the database does for each call (the board: uncached build):')
  await pipelinePlans(bench.databaseUrl, [ADMIN, TEAM_LEAD], twelveMonthsAgo())
})
