import { type BenchCall, measureCalls, report, signIn, withBenchServer } from './bench-harness'
import { REQUESTS_FINANCE, REQUESTS_PASSWORD, REQUESTS_TEAM_LEAD } from './requests-seed-accounts'
import { warmUp } from './tasks-warm-up'

/**
 * `npm run bench:requests` (part of `npm run bench`): on PostgreSQL, 200,000 requests and 100,000
 * invoices; the approver queue of a team lead (about 1,000 waiting) and the expense list of one month
 * (with its totals per currency) for an AGENCY-scope finance manager and a TEAM-scope lead, under 20
 * concurrent connections, after a warm-up (tasks-warm-up.ts); target p99 under 80 ms. The purchase
 * invoices of the month (AGENCY) are measured for information.
 */
const TARGET_P99_MS = 80

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const month = `date_from=${day(-90)}&date_to=${day(-60)}`
const CALLS: BenchCall[] = [
  {
    name: 'GET /approvals (waiting for me)',
    as: REQUESTS_TEAM_LEAD,
    path: '/api/v1/approvals?tab=waiting',
    target: true,
  },
  {
    name: 'GET /approvals (my decisions)',
    as: REQUESTS_TEAM_LEAD,
    path: '/api/v1/approvals?tab=decided',
    target: false,
  },
  {
    name: 'GET /accounting/expenses (one month)',
    as: REQUESTS_FINANCE,
    path: `/api/v1/accounting/expenses?${month}`,
    target: true,
  },
  {
    name: 'GET /accounting/expenses (one month)',
    as: REQUESTS_TEAM_LEAD,
    path: `/api/v1/accounting/expenses?${month}`,
    target: true,
  },
  {
    name: 'GET /accounting/purchase_invoices (one month)',
    as: REQUESTS_FINANCE,
    path: `/api/v1/accounting/purchase_invoices?${month}`,
    target: false,
  },
]

await withBenchServer('requests', ['requests-seed.ts'], async (bench) => {
  const { base } = bench
  const sessions = await signIn(base, [REQUESTS_FINANCE, REQUESTS_TEAM_LEAD], REQUESTS_PASSWORD)
  await warmUp(base, CALLS, sessions)
  const rows = await measureCalls(bench, CALLS, sessions, (email) =>
    email === REQUESTS_FINANCE ? 'AGENCY' : 'TEAM',
  )
  report('Requests API on PostgreSQL, 200,000 requests and 100,000 invoices', rows, TARGET_P99_MS)
})
