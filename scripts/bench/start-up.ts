/**
 * Start-up of the server (issue 19 item 14, docs/decisions/0025-start-up.md): how it runs under tsx and
 * compiled. On the embedded database with the demo data seeded: one data dir is seeded once, and every run
 * starts on a fresh copy of it. Per run: wall time from spawn to the first 200 of /api/health, CPU time
 * (user + system) of the process tree until then, and the tree's memory after an idle pause. Wall time is
 * noisy on a shared machine; CPU time is not, so both are shown, with the load average at the start.
 *
 *   tsx scripts/bench/start-up.ts [--runs 3] [--idle 30] [variant ...]   (Linux: it reads /proc)
 *
 * Variants: tsx, compiled, compiled-all-maps, compiled-no-maps (all by default). The runs go round the
 * variants, so a change of load falls on all of them alike.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildServer, compileServer } from '../../apps/server/src/tools/server-build'
import { repoRoot } from './server-process'

const VARIANTS: Record<string, { label: string; args: string[] }> = {
  tsx: { label: '`node --import tsx src/main.ts`', args: ['--import', 'tsx', 'apps/server/src/main.ts'] },
  // What `npm start` runs: the launcher turns on the source maps of the server's own code only.
  compiled: { label: '`node dist/main.js` (own source maps)', args: ['apps/server/dist/main.js'] },
  'compiled-all-maps': {
    label: '`node --enable-source-maps dist/bundle/main.js` (node_modules maps too)',
    args: ['--enable-source-maps', 'apps/server/dist/bundle/main.js'],
  },
  'compiled-no-maps': {
    label: '`node dist/bundle/main.js` (no source maps)',
    args: ['apps/server/dist/bundle/main.js'],
  },
}
/** Linux's USER_HZ, the unit of the CPU times in /proc/<pid>/stat: 100 on every usual kernel. */
const TICKS_PER_SECOND = 100

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name)
  return at === -1 ? fallback : Number(process.argv[at + 1])
}
const runs = option('--runs', 3)
const idleSeconds = option('--idle', 30)
const chosen = process.argv
  .slice(2)
  .filter((arg, index, all) => !arg.startsWith('--') && !all[index - 1]?.startsWith('--'))
const variants = chosen.length > 0 ? chosen : Object.keys(VARIANTS)
for (const name of variants)
  if (!VARIANTS[name]) throw new Error(`no variant ${name}: ${Object.keys(VARIANTS).join(', ')}`)

/** The process and its descendants (esbuild's service under tsx), from /proc. */
function processTree(root: number): number[] {
  const parents = new Map<number, number[]>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // The command name may hold spaces and brackets: the fields follow its last ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)])
    } catch {
      // ended meanwhile
    }
  }
  const tree = [root]
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i] as number) ?? []))
  return tree
}

/** User + system CPU of the tree in ms, children that ended and were waited for included. */
function cpuMs(pids: number[]): number {
  let ticks = 0
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // utime, stime, cutime, cstime are fields 14 to 17; fields[0] is field 3.
      for (const index of [11, 12, 13, 14]) ticks += Number(fields[index])
    } catch {
      // ended meanwhile
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND
}

/** Resident memory of the tree in MB: RSS (shared pages counted in each process) and PSS (shared split). */
function memoryMb(pids: number[]): { rss: number; pss: number } {
  let rss = 0
  let pss = 0
  for (const pid of pids) {
    try {
      const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
      rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0)
      pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0)
    } catch {
      // ended meanwhile
    }
  }
  return { rss: Math.round(rss / 1024), pss: Math.round(pss / 1024) }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The server's log (pino writes to stdout) goes to <dataDir>.log: a run that ends early says why. */
function spawnServer(
  args: string[],
  dataDir: string,
  port: number,
  env: NodeJS.ProcessEnv = {},
): ChildProcess {
  const log = fs.openSync(`${dataDir}.log`, 'w')
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir, PORT: String(port), ...env },
    stdio: ['ignore', log, log],
  })
  fs.closeSync(log)
  return child
}

function ended(child: ChildProcess, dataDir: string): Error {
  const log = fs.readFileSync(`${dataDir}.log`, 'utf8').slice(-2000)
  return new Error(`the server ended (${child.exitCode ?? child.signalCode}):\n${log}`)
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  while (child.exitCode === null && child.signalCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) return
    } catch {
      // not listening yet
    }
    await sleep(25)
  }
  throw new Error(`the server on port ${port} ended before it answered`)
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** A data dir with the demo company, its files made on the first start and the report totals filled. */
async function seededDataDir(work: string): Promise<string> {
  const dataDir = path.join(work, 'seeded')
  const child = spawnServer(VARIANTS.tsx?.args ?? [], dataDir, 39_390)
  await waitForHealth(39_390, child)
  await sleep(15_000)
  await stop(child)
  return dataDir
}

interface Run {
  variant: string
  wallMs: number
  cpuMs: number
  rssMb: number
  pssMb: number
  load: string
}

async function measure(variant: string, seeded: string, work: string, port: number): Promise<Run> {
  const dataDir = path.join(work, `run-${port}`)
  fs.cpSync(seeded, dataDir, { recursive: true })
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')
  const started = performance.now()
  const child = spawnServer(VARIANTS[variant]?.args ?? [], dataDir, port, { SEED_DEMO_DATA: 'true' })
  try {
    await waitForHealth(port, child).catch(() => {
      throw ended(child, dataDir)
    })
    const wallMs = Math.round(performance.now() - started)
    const cpu = Math.round(cpuMs(processTree(child.pid as number)))
    await sleep(idleSeconds * 1000)
    if (child.exitCode !== null || child.signalCode !== null) throw ended(child, dataDir)
    const memory = memoryMb(processTree(child.pid as number))
    return { variant, wallMs, cpuMs: cpu, rssMb: memory.rss, pssMb: memory.pss, load }
  } finally {
    await stop(child)
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(`${dataDir}.log`, { force: true })
  }
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ajanda-start-up-'))
try {
  const built = variants.some((name) => name.startsWith('compiled'))
    ? await buildServer({
        root: repoRoot,
        outDir: path.join(repoRoot, 'apps/server/dist'),
        ifStale: true,
        build: (outDir) => compileServer(repoRoot, outDir),
      })
    : 'reused'
  if (built === 'failed') throw new Error('the server did not compile')
  console.log('seeding a data dir...')
  const seeded = await seededDataDir(work)
  const results: Run[] = []
  for (let round = 0; round < runs; round++)
    for (const [index, variant] of variants.entries()) {
      // A run that fails is reported and left out; the others still count.
      const run = await measure(variant, seeded, work, 39_400 + round * 10 + index).catch((error: Error) => {
        console.log(`${variant}, round ${round + 1}: ${error.message}`)
        return null
      })
      if (!run) continue
      console.log(JSON.stringify(run))
      results.push(run)
    }
  console.log(
    '\n| how the server runs | wall to first 200 (ms) | CPU to ready (ms) | RSS after idle (MB) | PSS (MB) | load at start |',
  )
  console.log('|---|---|---|---|---|---|')
  for (const variant of variants) {
    const mine = results.filter((run) => run.variant === variant)
    const column = (pick: (run: Run) => number | string) => mine.map(pick).join(', ')
    console.log(
      `| ${VARIANTS[variant]?.label} | ${column((r) => r.wallMs)} | ${column((r) => r.cpuMs)} | ${column((r) => r.rssMb)} | ${column((r) => r.pssMb)} | ${column((r) => r.load.split(' ')[0] ?? '')} |`,
    )
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true })
}
