import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type autocannon from 'autocannon'
import { captureStatements, measureBareSql, measureNoop, printLoadAverage, ratioColumns } from './baselines'
import { type LoadFigures, measureLoad } from './load'
import { measureLoginPageJs } from './login-page-size'
import { repoRoot as root, settle, startServer } from './server-process'

/**
 * `npm run bench`: a company of 500 users, 50 concurrent connections against POST /login,
 * GET /me and GET /users, on PGlite and on PostgreSQL; then the gzipped JS of the login page.
 */
const CONNECTIONS = 50
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const BENCH_ADMIN = 'bench-admin@scale.ajanda.test'
const BENCH_PASSWORD = 'bench-pass-1'

interface Row {
  database: string
  call: string
  p50: number
  p99: number
  rps: number
  errors: number
  [reference: string]: string | number
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  execFileSync(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' })
}

function load(url: string, options: Omit<autocannon.Options, 'url'>) {
  return measureLoad({ url, connections: CONNECTIONS, duration: DURATION_S, ...options })
}

async function benchDatabase(label: string, env: NodeJS.ProcessEnv): Promise<Row[]> {
  const port = 3900 + Math.floor(Math.random() * 90)
  run('npx', ['tsx', 'scripts/bench/seed-scale.ts'], { ...env, LOG_LEVEL: 'warn' })
  const traceFile = path.join(os.tmpdir(), `ajanda-bench-trace-${Date.now()}.jsonl`)
  const server = await startServer({ ...env, SQL_TRACE_FILE: traceFile }, port)
  const base = server.baseUrl
  try {
    const loginBody = JSON.stringify({ email: BENCH_ADMIN, password: BENCH_PASSWORD })
    const json = { 'content-type': 'application/json' }
    const login = await fetch(`${base}/api/v1/login`, { method: 'POST', headers: json, body: loginBody })
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
    const rows: Row[] = []
    const noop = await measureNoop(base, CONNECTIONS, DURATION_S)
    rows.push({ database: label, call: 'no-op route (GET /sanctum/csrf-cookie)', ...noop })
    // The API's figures beside its own SQL sent bare (PostgreSQL: the embedded database has no second client).
    const withReferences = async (route: string, figures: LoadFigures) => {
      if (!env.DATABASE_URL || !server.pid) return figures
      const statements = await captureStatements(
        { file: traceFile, pid: server.pid },
        `${base}${route}`,
        auth,
      )
      const bare = await measureBareSql(env.DATABASE_URL, statements, CONNECTIONS, DURATION_S)
      return { ...figures, statements: statements.length, ...ratioColumns(figures, bare, noop) }
    }
    // Reads first: the argon2 work a login load queues would otherwise bleed into them.
    for (const [call, route] of [
      ['GET /me', '/api/v1/me'],
      ['GET /users (500)', '/api/v1/users'],
    ] as const) {
      const figures = await load(`${base}${route}`, { headers: auth })
      rows.push({ database: label, call, ...(await withReferences(route, figures)) })
      await settle(base)
    }
    rows.push({
      database: label,
      call: 'POST /login',
      ...(await load(`${base}/api/v1/login`, { method: 'POST', headers: json, body: loginBody })),
    })
    await settle(base)
    if (label === 'PGlite') loginPageJs = await measureLoginPageJs(base)
    return rows
  } finally {
    await server.stop()
    fs.rmSync(traceFile, { force: true })
  }
}

printLoadAverage()
if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) run('npm', ['run', 'build'], {})
let loginPageJs: { files: number; gzipBytes: number } | undefined
const rows: Row[] = []
const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajanda-bench-'))
try {
  rows.push(...(await benchDatabase('PGlite', { DATA_DIR: pgliteDir, DATABASE_URL: '' })))
} finally {
  fs.rmSync(pgliteDir, { recursive: true, force: true })
}

const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432'
const dbName = `ajanda_bench_${Date.now()}`
run('psql', [`${pgBase}/postgres`, '-q', '-c', `create database ${dbName}`], {})
try {
  rows.push(
    ...(await benchDatabase('PostgreSQL', {
      DATABASE_URL: `${pgBase}/${dbName}`,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ajanda-bench-pg-')),
    })),
  )
} finally {
  run('psql', [`${pgBase}/postgres`, '-q', '-c', `drop database if exists ${dbName} with (force)`], {})
}

console.log(`\nAPI under ${CONNECTIONS} concurrent connections, ${DURATION_S} s each (latency in ms)`)
console.table(rows)
const me = rows.find((row) => row.database === 'PostgreSQL' && row.call === 'GET /me')
console.log(
  `target GET /me p99 < 20 ms on PostgreSQL: ${me && me.p99 < 20 ? 'met' : 'NOT met'} (${me?.p99} ms)`,
)

if (loginPageJs) {
  const kb = loginPageJs.gzipBytes / 1024
  console.log(
    `\nlogin page JavaScript: ${loginPageJs.files} files, ${kb.toFixed(1)} KB gzipped (target <= 180 KB): ${kb <= 180 ? 'met' : 'NOT met'}`,
  )
}
