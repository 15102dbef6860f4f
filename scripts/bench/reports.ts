import { DURATION_S, signIn, withBenchServer } from './bench-harness'
import { type LoadFigures, measureLoad } from './load'
import { settle } from './server-process'

/**
 * `npm run bench:reports` (issue 24 item 7): on PostgreSQL, the company of projects-seed.ts (100,000
 * leads and projects over 5 years, 100 people in 2 divisions and 8 teams) with reports-seed.ts's main
 * budgets and 200,000 invoices; every report (the six sales reports and the four finance reports) over
 * this year, for an AGENCY-scope admin and a TEAM-scope team lead, each under 10 concurrent connections
 * for DURATION_S seconds. Target: p99 under 200 ms. The finance reports over the whole five years are
 * measured beside them for information. REPORTS=suppliers,yoy picks some.
 */
const TARGET_P99_MS = 200
const CONNECTIONS = 10
const PASSWORD = 'bench-pass-1'
const ADMIN = 'pipeline-admin@scale.ajanda.test'
const TEAM_LEAD = 'pipeline-team@scale.ajanda.test'
const SALES = [
  'executive-brief',
  'performance',
  'division-performance',
  'people-performance',
  'clients',
  'yoy',
]
const FINANCE = ['suppliers', 'unclosed-projects', 'client-financials', 'invoicing-timeframes']
const picked = process.env.REPORTS?.split(',').filter(Boolean)

const year = new Date().getUTCFullYear()
const thisYear = `from=${year}-01-01&to=${year}-12-31`
const fiveYears = `from=${year - 4}-01-01&to=${year}-12-31`

interface Call {
  name: string
  as: string
  path: string
  target: boolean
}
const calls: Call[] = [ADMIN, TEAM_LEAD].flatMap((as) => [
  ...[...SALES, ...FINANCE].map((name) => ({
    name: `GET /reports/${name} (this year)`,
    as,
    path: `/api/v1/reports/${name}?${thisYear}`,
    target: true,
  })),
  ...FINANCE.map((name) => ({
    name: `GET /reports/${name} (5 years)`,
    as,
    path: `/api/v1/reports/${name}?${fiveYears}`,
    target: false,
  })),
])
const chosen = picked ? calls.filter((call) => picked.some((name) => call.path.includes(`/${name}?`))) : calls

await withBenchServer('reports', ['projects-seed.ts', 'reports-seed.ts'], async (bench) => {
  const sessions = await signIn(bench.base, [ADMIN, TEAM_LEAD], PASSWORD)
  const rows: ({ call: string; as: string; target: boolean; status: string } & LoadFigures)[] = []
  for (const call of chosen) {
    const headers = sessions.get(call.as)?.headers ?? {}
    const check = await fetch(`${bench.base}${call.path}`, { headers })
    const as = call.as === ADMIN ? 'AGENCY' : 'TEAM'
    if (!check.ok) {
      // A report not built yet (404) is said, not measured.
      rows.push({
        call: call.name,
        as,
        target: call.target,
        status: `${check.status}`,
        p50: 0,
        p99: 0,
        rps: 0,
        errors: 1,
      })
      continue
    }
    await check.arrayBuffer()
    await settle(bench.base)
    const figures = await measureLoad({
      url: bench.base,
      headers,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [{ method: 'GET', path: call.path }],
    })
    rows.push({ call: call.name, as, target: call.target, status: 'ok', ...figures })
  }
  console.log(
    `\nReports on PostgreSQL: 100,000 projects, 200,000 invoices; ${CONNECTIONS} connections, ${DURATION_S} s each (ms)`,
  )
  console.table(rows.map(({ target: _, ...row }) => row))
  for (const row of rows.filter((candidate) => candidate.target))
    console.log(
      `target ${row.call} as ${row.as} p99 < ${TARGET_P99_MS} ms: ${
        row.status === 'ok' && row.p99 < TARGET_P99_MS && row.errors === 0 ? 'met' : 'NOT met'
      } (${row.status === 'ok' ? `${row.p99} ms` : `answered ${row.status}`})`,
    )
})
