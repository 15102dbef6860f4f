import { type BenchCall, measureCalls, report, signIn, withBenchServer } from './bench-harness'
import {
  BUDGETS_AGENCY,
  BUDGETS_BENCH_CODE,
  BUDGETS_PASSWORD,
  BUDGETS_TEAM_LEAD,
} from './budgets-seed-accounts'

/**
 * `npm run bench:budgets` (part of `npm run bench`): on PostgreSQL, GET /budget/{code} of a budget of
 * 2,000 lines in 40 categories (every total computed by budget-calc) for the project's responsible, a
 * TEAM-scope lead, under 20 concurrent connections; target p99 under 100 ms.
 */
const TARGET_P99_MS = 100
const path = `/api/v1/budget/${BUDGETS_BENCH_CODE}`

const CALLS: BenchCall[] = [
  { name: 'GET /budget/{code} (2,000 lines)', as: BUDGETS_TEAM_LEAD, path, target: true },
  { name: 'GET /budget/{code} (2,000 lines)', as: BUDGETS_AGENCY, path, target: false },
]

await withBenchServer('budgets', ['budgets-seed.ts'], async (bench) => {
  const { base } = bench
  const signedIn = await signIn(base, [BUDGETS_AGENCY, BUDGETS_TEAM_LEAD], BUDGETS_PASSWORD)
  // As a browser asks: the detail of 2,000 lines is over a megabyte of JSON, a tenth of it gzipped.
  const sessions = new Map(
    [...signedIn].map(([email, session]) => [
      email,
      { ...session, headers: { ...session.headers, 'accept-encoding': 'gzip' } },
    ]),
  )
  const rows = await measureCalls(
    bench,
    CALLS,
    sessions,
    (email) => (email === BUDGETS_AGENCY ? 'AGENCY' : 'TEAM'),
    (answer) => {
      const detail = answer as { categories: { items: unknown[] }[] }
      return { lines: detail.categories.reduce((total, category) => total + category.items.length, 0) }
    },
  )
  report('Budgets API on PostgreSQL, one budget of 2,000 lines', rows, TARGET_P99_MS)
})
