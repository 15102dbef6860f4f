import fs from 'node:fs'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import type { TracedStatement } from '../../apps/server/src/platform/sql-trace'
import { GENERIC_PLAN_OPTION } from '../../apps/server/src/platform/statement-cache'
import { type LoadFigures, measureLoad } from './load'

/**
 * Absolute times move from machine to machine; the ratio of the API to the same SQL sent bare, measured
 * in the same run at the same concurrency, does not. These are the two references every bench prints
 * beside its figures: the route's own statements through the same driver without the server, and a route
 * that does nothing, through the same server.
 */

/** The server pool's size (platform/db.ts), so the bare SQL queues for connections as the API does. */
const SERVER_POOL_SIZE = 10

export interface TraceControl {
  file: string
  pid: number
}

/** Printed first by every bench: a run on a busy machine shows as such. */
export function printLoadAverage(): void {
  const [one, five, fifteen] = os.loadavg().map((load) => load.toFixed(2))
  console.log(`load average before the bench: ${one} ${five} ${fifteen} (${os.cpus().length} cores)`)
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The statements one request costs once its caches are warm: the request is made once, then again with
 * the server's SQL trace on (platform/sql-trace.ts). The job queue's own polling is left out.
 */
export async function captureStatements(
  trace: TraceControl,
  url: string,
  headers: Record<string, string>,
  /** The warming request, when it must differ from the traced one (a cache keyed by the URL). */
  warmUrl = url,
): Promise<TracedStatement[]> {
  await (await fetch(warmUrl, { headers })).arrayBuffer()
  fs.writeFileSync(trace.file, '')
  process.kill(trace.pid, 'SIGUSR2')
  await pause(200)
  const answer = await fetch(url, { headers })
  await answer.arrayBuffer()
  process.kill(trace.pid, 'SIGUSR2')
  await pause(200)
  return fs
    .readFileSync(trace.file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TracedStatement)
    .filter((statement) => !statement.text.includes('pgboss.'))
}

/**
 * `connections` loops, each sending the statements of one request in order (on one connection when they
 * form a transaction) for `durationS` seconds; a request's latency is from its first statement's send to
 * its last answer.
 */
export async function measureBareSql(
  databaseUrl: string,
  /** One request's statements, or several requests' (a call that rotates paths), replayed in turn. */
  replayed: readonly TracedStatement[] | readonly (readonly TracedStatement[])[],
  connections: number,
  durationS: number,
): Promise<LoadFigures> {
  const requests = (
    replayed.length > 0 && Array.isArray(replayed[0]) ? replayed : [replayed]
  ) as readonly (readonly TracedStatement[])[]
  let turn = 0
  const pool = new pg.Pool({ connectionString: databaseUrl, max: SERVER_POOL_SIZE, options: '-c jit=off' })
  // Statements the server runs on its generic-plan connections (statement-cache.ts) are replayed on such.
  const generic = new pg.Pool({
    connectionString: databaseUrl,
    max: SERVER_POOL_SIZE,
    options: `-c jit=off ${GENERIC_PLAN_OPTION}`,
  })
  const sendAll = async (statements: readonly TracedStatement[]) => {
    const inTransaction = statements.some((statement) => /^\s*begin\b/i.test(statement.text))
    if (!inTransaction) {
      for (const { plan, ...statement } of statements)
        await (plan === 'generic' ? generic : pool).query(statement as pg.QueryConfig)
      return
    }
    const client = await pool.connect()
    try {
      for (const statement of statements) await client.query(statement as pg.QueryConfig)
    } finally {
      client.release()
    }
  }
  const latencies: number[] = []
  let errors = 0
  try {
    for (const statements of requests) await sendAll(statements)
    const deadline = performance.now() + durationS * 1000
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < deadline) {
          const start = performance.now()
          try {
            await sendAll(requests[turn++ % requests.length] as readonly TracedStatement[])
            latencies.push(performance.now() - start)
          } catch {
            errors++
          }
        }
      }),
    )
  } finally {
    await Promise.all([pool.end(), generic.end()])
  }
  latencies.sort((a, b) => a - b)
  const at = (quantile: number) =>
    round(latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))] ?? 0)
  return { p50: at(0.5), p99: at(0.99), rps: Math.round(latencies.length / durationS), errors }
}

/** The no-op reference: a public route that answers 204 without touching the database. */
export function measureNoop(base: string, connections: number, durationS: number): Promise<LoadFigures> {
  return measureLoad({ url: `${base}/api/v1/sanctum/csrf-cookie`, connections, duration: durationS })
}

const round = (value: number) => Math.round(value * 10) / 10
/**
 * How many times the reference the API takes; '<1 ms ref' when the reference is below autocannon's 1 ms
 * resolution (a no-op answers in under a millisecond at p50), where a ratio would divide by zero.
 */
const ratio = (api: number, reference: number): number | string =>
  reference > 0 ? round(api / reference) : '<1 ms ref'

/** The columns a bench row gains: the references and the API's p50 and p99 as multiples of each. */
export function ratioColumns(api: LoadFigures, bare: LoadFigures, noop: LoadFigures) {
  return {
    sql_p50: bare.p50,
    sql_p99: bare.p99,
    'p50/sql': ratio(api.p50, bare.p50),
    'p99/sql': ratio(api.p99, bare.p99),
    'p50/noop': ratio(api.p50, noop.p50),
    'p99/noop': ratio(api.p99, noop.p99),
  }
}

/** The issue 18 target beside the absolute one: the API within 1.5x of its bare SQL at p99. */
export const MAX_P99_OVER_SQL = 1.5
