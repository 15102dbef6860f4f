import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TracedStatement } from '../../apps/server/src/platform/sql-trace'
import {
  captureStatements,
  MAX_P99_OVER_SQL,
  measureBareSql,
  measureNoop,
  printLoadAverage,
  ratioColumns,
  type TraceControl,
} from './baselines'
import { measureLoad } from './load'
import { type RunningServer, repoRoot, settle, startServer } from './server-process'

export const CONNECTIONS = 20
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)

export interface Session {
  headers: Record<string, string>
  id: number
}

export interface BenchCall {
  name: string
  /** The e-mail of the sign-in that makes the call. */
  as: string
  /** The path and query after the server's address. */
  path: string
  /** Several paths taken in turn under load (a search over several queries); `path` is the first. */
  paths?: readonly string[]
  /** Whether the target applies to it (the others are measured for information). */
  target: boolean
  /** Work run beside the load while it is measured (writes, say); answers the function that stops it. */
  alongside?: (base: string, sessions: ReadonlyMap<string, Session>) => () => Promise<void>
}

export interface BenchRow {
  call: string
  as: string
  target: boolean
  p50: number
  p99: number
  rps: number
  errors: number
  [extra: string]: string | number | boolean
}

/** A bench's running server: its address, its database, and the switch of its SQL trace. */
export interface BenchServer {
  base: string
  databaseUrl: string
  trace: TraceControl
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  execFileSync(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: 'inherit' })
}

/**
 * A benchmark's life: a fresh PostgreSQL database seeded by `seeds` (each a script under
 * scripts/bench), the real server on it, `body` with the server's address, and everything dropped
 * after. `BENCH_KEEP_DB=name` measures an already seeded database instead and keeps it (tuning rounds).
 */
export async function withBenchServer(
  name: string,
  seeds: string[],
  body: (bench: BenchServer) => Promise<void>,
): Promise<void> {
  printLoadAverage()
  const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432'
  const keptDb = process.env.BENCH_KEEP_DB || undefined
  const dbName = keptDb ?? `ajanda_bench_${name}_${Date.now()}`
  const databaseUrl = `${pgBase}/${dbName}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ajanda-bench-${name}-`))
  if (!keptDb) run('psql', [`${pgBase}/postgres`, '-q', '-c', `create database ${dbName}`], {})
  let server: RunningServer | undefined
  try {
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
    if (!keptDb) for (const seed of seeds) run('npx', ['tsx', `scripts/bench/${seed}`], env)
    const traceFile = path.join(dataDir, 'sql-trace.jsonl')
    server = await startServer({ ...env, SQL_TRACE_FILE: traceFile }, 3900 + Math.floor(Math.random() * 90))
    await body({ base: server.baseUrl, databaseUrl, trace: { file: traceFile, pid: server.pid as number } })
  } finally {
    await server?.stop()
    if (!keptDb)
      run('psql', [`${pgBase}/postgres`, '-q', '-c', `drop database if exists ${dbName} with (force)`], {})
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Signs each e-mail in with the bench password: its bearer header and user id. */
export async function signIn(
  base: string,
  emails: readonly string[],
  password: string,
): Promise<Map<string, Session>> {
  const sessions = new Map<string, Session>()
  for (const email of emails) {
    const login = await fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    if (!login.ok) throw new Error(`sign-in of ${email}: ${login.status} ${await login.text()}`)
    const answer = (await login.json()) as { token: string; user: { id: number } }
    sessions.set(email, { headers: { authorization: `Bearer ${answer.token}` }, id: answer.user.id })
  }
  return sessions
}

/**
 * Each call once to check it answers (and to let `describe` read the answer), then under
 * CONNECTIONS concurrent connections for DURATION_S seconds, then its own SQL bare at the same
 * concurrency; the no-op route once for the whole table.
 */
export async function measureCalls(
  bench: BenchServer,
  calls: readonly BenchCall[],
  sessions: ReadonlyMap<string, Session>,
  roleOf: (email: string) => string,
  describe?: (answer: unknown) => Record<string, number | string>,
): Promise<BenchRow[]> {
  const { base } = bench
  const noop = await measureNoop(base, CONNECTIONS, DURATION_S)
  const rows: BenchRow[] = []
  for (const call of calls) {
    const session = sessions.get(call.as)
    if (!session) throw new Error(`no session for ${call.as}`)
    const url = `${base}${call.path}`
    const check = await fetch(url, { headers: session.headers })
    if (!check.ok) throw new Error(`${call.name} as ${call.as}: ${check.status} ${await check.text()}`)
    const extra = describe ? describe(await check.json()) : {}
    await settle(base)
    const stopAlongside = call.alongside?.(base, sessions)
    const figures = await measureLoad({
      url: base,
      headers: session.headers,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: (call.paths ?? [call.path]).map((each) => ({ method: 'GET' as const, path: each })),
    }).finally(() => stopAlongside?.())
    // Every path the load rotates through, replayed in the same turns: one query's SQL is not another's.
    const replayed: TracedStatement[][] = []
    for (const each of call.paths ?? [call.path])
      replayed.push(await captureStatements(bench.trace, `${base}${each}`, session.headers))
    const bare = await measureBareSql(bench.databaseUrl, replayed, CONNECTIONS, DURATION_S)
    rows.push({
      call: call.name,
      as: roleOf(call.as),
      target: call.target,
      ...extra,
      ...figures,
      statements: replayed[0]?.length ?? 0,
      ...ratioColumns(figures, bare, noop),
    })
  }
  console.log(
    `no-op route (GET /sanctum/csrf-cookie): p50 ${noop.p50} ms, p99 ${noop.p99} ms, ${noop.rps} rps`,
  )
  return rows
}

/** The table of figures and a met / NOT met line per target call. */
export function report(title: string, rows: readonly BenchRow[], targetP99Ms: number): void {
  console.log(`\n${title}, ${CONNECTIONS} concurrent connections, ${DURATION_S} s each (latency in ms)`)
  console.table(rows.map(({ target: _, ...row }) => row))
  for (const row of rows.filter((candidate) => candidate.target))
    console.log(
      `target ${row.call} as ${row.as} p99 < ${targetP99Ms} ms: ${row.p99 < targetP99Ms ? 'met' : 'NOT met'} (${row.p99} ms); ` +
        `p99 within ${MAX_P99_OVER_SQL}x of its bare SQL: ${Number(row['p99/sql']) <= MAX_P99_OVER_SQL ? 'met' : 'NOT met'} (${row['p99/sql']}x)`,
    )
}
