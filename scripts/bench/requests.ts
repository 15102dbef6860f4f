import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { measureLoad } from './load'
import { REQUESTS_FINANCE, REQUESTS_PASSWORD, REQUESTS_TEAM_LEAD } from './requests-seed-accounts'
import { type RunningServer, repoRoot as root, settle, startServer } from './server-process'

/**
 * `npm run bench:requests` (part of `npm run bench`): on PostgreSQL, 200,000 requests and 100,000
 * invoices; the approver queue of a team lead (about 1,000 waiting) and the expense list of one month
 * (with its totals per currency) for an AGENCY-scope finance manager and a TEAM-scope lead, under 20
 * concurrent connections; target p99 under 80 ms.
 */
const CONNECTIONS = 20
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const TARGET_P99_MS = 80

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  execFileSync(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' })
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const month = `date_from=${day(-90)}&date_to=${day(-60)}`
const CALLS = [
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

const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432'
const dbName = `ajanda_bench_requests_${Date.now()}`
const databaseUrl = `${pgBase}/${dbName}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajanda-bench-requests-'))
run('psql', [`${pgBase}/postgres`, '-q', '-c', `create database ${dbName}`], {})
let server: RunningServer | undefined
try {
  const port = 3900 + Math.floor(Math.random() * 90)
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
  run('npx', ['tsx', 'scripts/bench/requests-seed.ts'], env)
  server = await startServer(env, port)
  const base = server.baseUrl
  const tokens = new Map<string, Record<string, string>>()
  for (const email of [REQUESTS_FINANCE, REQUESTS_TEAM_LEAD]) {
    const login = await fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: REQUESTS_PASSWORD }),
    })
    tokens.set(email, { authorization: `Bearer ${((await login.json()) as { token: string }).token}` })
  }
  const rows = []
  for (const call of CALLS) {
    const headers = tokens.get(call.as) as Record<string, string>
    const check = await fetch(`${base}${call.path}`, { headers })
    if (!check.ok) throw new Error(`${call.name} as ${call.as}: ${check.status} ${await check.text()}`)
    await settle(base)
    const figures = await measureLoad({
      url: `${base}${call.path}`,
      headers,
      connections: CONNECTIONS,
      duration: DURATION_S,
    })
    rows.push({
      call: call.name,
      as: call.as === REQUESTS_FINANCE ? 'AGENCY' : 'TEAM',
      target: call.target,
      ...figures,
    })
  }
  console.log(
    `\nRequests API on PostgreSQL, 200,000 requests and 100,000 invoices, ${CONNECTIONS} concurrent connections, ${DURATION_S} s each (latency in ms)`,
  )
  console.table(rows.map(({ target: _, ...row }) => row))
  for (const row of rows.filter((candidate) => candidate.target))
    console.log(
      `target ${row.call} as ${row.as} p99 < ${TARGET_P99_MS} ms: ${row.p99 < TARGET_P99_MS ? 'met' : 'NOT met'} (${row.p99} ms)`,
    )
} finally {
  await server?.stop()
  run('psql', [`${pgBase}/postgres`, '-q', '-c', `drop database if exists ${dbName} with (force)`], {})
  fs.rmSync(dataDir, { recursive: true, force: true })
}
