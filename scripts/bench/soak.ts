import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { compileServer } from '../../apps/server/src/tools/server-build'
import { repoRoot, startServer } from './server-process'
import { RouteFigures, residentMb, watchPeakMemory } from './soak-figures'
import { probeHealth, runClient, SOAK_PASSWORD, type SoakFixtures, type SoakSession } from './soak-traffic'

/**
 * `npm run bench:soak [-- --minutes 2] [-- --pg]`: 100 clients send mixed reads and writes back to back
 * (the lists people keep open, a project page, the header search, sign-ins, new tasks and notes, task
 * edits) for `--minutes` (SOAK_MINUTES, default 10) against a server this script starts on a fresh
 * PGlite data dir with the demo data, and with `--pg` also on a scratch database of the local PostgreSQL.
 * Prints the load average before, p50/p99 per route and errors, /api/health apart, and the server's
 * resident memory at the start, at its peak and after a minute idle, beside the targets of issue 18
 * (decisions/0021). Not part of `npm run bench`: a full run takes over 20 minutes.
 */
const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: process.env.SOAK_MINUTES ?? '10' },
    clients: { type: 'string', default: process.env.SOAK_CLIENTS ?? '100' },
    'idle-seconds': { type: 'string', default: process.env.SOAK_IDLE_SECONDS ?? '60' },
    pg: { type: 'boolean', default: false },
    'think-ms': { type: 'string', default: process.env.SOAK_THINK_MS ?? '0' },
  },
})
const MINUTES = Number(values.minutes)
const CLIENTS = Number(values.clients)
const IDLE_S = Number(values['idle-seconds'])
/** 0: back to back (the "100 connections"); else each client pauses a random 0..2x this between calls. */
const THINK_MS = Number(values['think-ms'])
const USERS = [
  'admin@demo.ajanda.test',
  'division@demo.ajanda.test',
  'team@demo.ajanda.test',
  'user@demo.ajanda.test',
]
const TARGETS = { pgP99Ms: 250, pgliteP99Ms: 1000, pgliteHealthMs: 200, idleGrowthMb: 150 }

async function signIn(base: string): Promise<SoakSession[]> {
  const sessions: SoakSession[] = []
  for (const email of USERS) {
    const answer = await fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: SOAK_PASSWORD }),
    })
    if (!answer.ok) throw new Error(`sign-in of ${email}: ${answer.status} ${await answer.text()}`)
    const body = (await answer.json()) as { token: string; user: { id: number } }
    sessions.push({ email, id: body.user.id, headers: { authorization: `Bearer ${body.token}` } })
  }
  return sessions
}

/** The code of the first row a user sees in a list, if any. */
async function firstCode(
  base: string,
  session: SoakSession,
  pathAndQuery: string,
): Promise<string | undefined> {
  const answer = await fetch(`${base}${pathAndQuery}`, { headers: session.headers })
  if (!answer.ok) throw new Error(`${pathAndQuery}: ${answer.status} ${await answer.text()}`)
  const body = (await answer.json()) as { data: { code: string }[] | { data: { code: string }[] } }
  const rows = Array.isArray(body.data) ? body.data : body.data.data
  return rows[0]?.code
}

/** Per user: a project they see (the project page is 404 to the others) and a client of the company. */
async function fixturesOf(base: string, session: SoakSession): Promise<SoakFixtures> {
  const clientCode = await firstCode(base, session, '/api/v1/clients?page=1&page_size=1')
  if (!clientCode) throw new Error(`${session.email} sees no client in the demo data`)
  return {
    projectCode: await firstCode(base, session, '/api/v1/projects?paginate=1&page_size=1&page=1'),
    clientCode,
  }
}

interface Outcome {
  label: string
  rows: ReturnType<RouteFigures['rows']>
  failures: [string, string][]
  memory: { startMb: number; peakMb: number; idleMb: number }
}

async function soak(label: string, env: NodeJS.ProcessEnv, compiled: string): Promise<Outcome> {
  // The server as `npm start` runs it: compiled, plain node.
  const server = await startServer(env, 3900 + Math.floor(Math.random() * 90), {
    nodeArgs: [path.join(compiled, 'main.js')],
  })
  try {
    const base = server.baseUrl
    const pid = server.pid as number
    const sessions = await signIn(base)
    const fixtures = await Promise.all(sessions.map((session) => fixturesOf(base, session)))
    const startMb = residentMb(pid)
    const pace = THINK_MS > 0 ? `, a pause of 0–${2 * THINK_MS} ms between calls` : ', back to back'
    console.log(`${label}: server up, ${startMb} MB resident; ${CLIENTS} clients for ${MINUTES} min${pace}`)
    const figures = new RouteFigures()
    const until = Date.now() + MINUTES * 60_000
    const stopWatching = watchPeakMemory(pid)
    const started = Date.now()
    await Promise.all([
      probeHealth(base, figures, until),
      ...Array.from({ length: CLIENTS }, (_, n) =>
        runClient(
          base,
          n,
          sessions[n % sessions.length] as SoakSession,
          fixtures[n % sessions.length] as SoakFixtures,
          figures,
          until,
          THINK_MS,
        ),
      ),
    ])
    const seconds = (Date.now() - started) / 1000
    const peakMb = stopWatching()
    console.log(`${label}: load over, ${residentMb(pid)} MB resident; idle for ${IDLE_S} s`)
    await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000))
    const idleMb = residentMb(pid)
    return {
      label,
      rows: figures.rows(seconds),
      failures: figures.firstFailures(),
      memory: { startMb, peakMb, idleMb },
    }
  } finally {
    await server.stop()
  }
}

function report(outcome: Outcome) {
  const { label, rows, memory } = outcome
  const routes = rows.filter((row) => row.route !== 'GET /api/health')
  const health = rows.find((row) => row.route === 'GET /api/health')
  const pace = THINK_MS > 0 ? `paced (0–${2 * THINK_MS} ms between calls)` : 'back to back'
  console.log(`\n${label}: ${CLIENTS} clients ${pace}, ${MINUTES} min of mixed traffic (latency in ms)`)
  console.table(routes)
  console.log(
    `GET /api/health (every 200 ms beside the load): p50 ${health?.p50} ms, p99 ${health?.p99} ms, max ${health?.max} ms, errors ${health?.errors ?? 0}`,
  )
  console.log(
    `memory (RSS): start ${memory.startMb} MB, peak ${memory.peakMb} MB, after ${IDLE_S} s idle ${memory.idleMb} MB`,
  )
  for (const [route, why] of outcome.failures) console.log(`  first error of ${route}: ${why}`)
  const errors = rows.reduce((sum, row) => sum + row.errors, 0)
  const worstP99 = Math.max(...routes.map((row) => row.p99))
  const p99Target = label === 'PostgreSQL' ? TARGETS.pgP99Ms : TARGETS.pgliteP99Ms
  const growth = memory.idleMb - memory.startMb
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met')
  console.log(`target no errors: ${met(errors === 0)} (${errors})`)
  console.log(
    `target p99 < ${p99Target} ms on every route: ${met(worstP99 < p99Target)} (worst ${worstP99} ms)`,
  )
  if (label === 'PGlite')
    console.log(
      `target /api/health p99 < ${TARGETS.pgliteHealthMs} ms: ${met((health?.p99 ?? 0) < TARGETS.pgliteHealthMs)} (${health?.p99} ms)`,
    )
  console.log(
    `target memory after idle within ${TARGETS.idleGrowthMb} MB of start: ${met(growth <= TARGETS.idleGrowthMb)} (${growth >= 0 ? '+' : ''}${growth} MB)`,
  )
}

const psql = (pgBase: string, command: string) =>
  execFileSync('psql', [`${pgBase}/postgres`, '-q', '-c', command], { cwd: repoRoot, stdio: 'inherit' })

const [one, five, fifteen] = os.loadavg().map((load) => load.toFixed(2))
console.log(`load average before the soak: ${one} ${five} ${fifteen} (${os.cpus().length} cores)`)
fs.mkdirSync(path.join(repoRoot, 'apps/server/test-results'), { recursive: true })
const compiled = fs.mkdtempSync(path.join(repoRoot, 'apps/server/test-results', 'soak-server-'))
if (!(await compileServer(repoRoot, compiled))) throw new Error('the server did not compile')
const outcomes: Outcome[] = []
const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajanda-soak-'))
try {
  outcomes.push(await soak('PGlite', { DATA_DIR: pgliteDir, DATABASE_URL: '', REDIS_URL: '' }, compiled))
} finally {
  fs.rmSync(pgliteDir, { recursive: true, force: true })
}
if (values.pg) {
  const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432'
  const dbName = `ajanda_soak_${Date.now()}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajanda-soak-pg-'))
  psql(pgBase, `create database ${dbName}`)
  try {
    outcomes.push(
      await soak(
        'PostgreSQL',
        { DATABASE_URL: `${pgBase}/${dbName}`, DATA_DIR: dataDir, REDIS_URL: '' },
        compiled,
      ),
    )
  } finally {
    psql(pgBase, `drop database if exists ${dbName} with (force)`)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
fs.rmSync(compiled, { recursive: true, force: true })
for (const outcome of outcomes) report(outcome)
