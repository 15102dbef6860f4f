import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeSheet } from '../platform/xlsx'
import { type RunningServer, repoRoot, startServer } from '../test-support/server-process'
import { compileServer } from './server-build'

/**
 * The server as `npm start` runs it: compiled by tools/server-build.ts and started with plain node, no tsx.
 * Built into a folder of its own, as apps/server/dist may be in use; inside the checkout, so that the
 * bundles find the packages and the repository root as they do from there, and not under node_modules,
 * whose source maps are left unread. test-results/ is git-ignored.
 */
let outDir: string
let dataDir: string
let server: RunningServer | undefined

beforeAll(async () => {
  const results = path.join(repoRoot, 'apps/server/test-results')
  fs.mkdirSync(results, { recursive: true })
  outDir = fs.mkdtempSync(path.join(results, 'compiled-server-'))
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajanda-compiled-server-data-'))
  expect(await compileServer(repoRoot, outDir)).toBe(true)
}, 60_000)
afterAll(async () => {
  await server?.stop()
  fs.rmSync(outDir, { recursive: true, force: true })
  fs.rmSync(dataDir, { recursive: true, force: true })
  try {
    fs.rmdirSync(path.dirname(outDir))
  } catch {
    // Not empty: another run is using it.
  }
})

/** Answers the first message a compiled worker thread sends back for `job`. */
function askWorker(bundle: string, job: unknown): Promise<unknown> {
  const worker = new Worker(path.join(outDir, bundle))
  return new Promise<unknown>((resolve, reject) => {
    worker.once('message', resolve).once('error', reject)
    worker.postMessage(job)
  }).finally(() => worker.terminate())
}

describe('the compiled server', () => {
  it('starts with plain node on a new embedded database (migrations found from the bundle) and answers', async () => {
    const port = 3800 + Math.floor(Math.random() * 400)
    server = await startServer(
      // The embedded database even on CI's PostgreSQL pass: this is about the bundle, not the database.
      { DATABASE_URL: '', DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' },
      port,
      { quiet: true, nodeArgs: [path.join(outDir, 'main.js')] },
    )
    const health = await fetch(`${server.baseUrl}/api/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' })
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true)
  }, 120_000)

  it('its sheet worker reads a workbook without tsx', async () => {
    const bytes = await writeSheet(
      'Liste',
      [{ header: 'Ad', width: 20, value: (row: string) => row }],
      ['Ayşe'],
    )
    const answer = await askWorker('sheet-worker.js', {
      bytes: new Uint8Array(bytes),
      limits: { maxRows: 10, maxColumns: 5 },
    })
    expect(answer).toMatchObject({ ok: true })
  })

  it('maps its own code back to the TypeScript sources, and leaves the maps of node_modules unread', () => {
    const bundle = path.join(outDir, 'bundle/sheet-worker.js')
    // The line of the bundle that holds the worker's own first statement.
    const line = fs
      .readFileSync(bundle, 'utf8')
      .split('\n')
      .findIndex((text) => text.includes('parentPort?.on('))
    const script = `
      import module from 'node:module'
      import { fileURLToPath } from 'node:url'
      await import(${JSON.stringify(path.join(outDir, 'sheet-worker.js'))})
      await import('drizzle-orm')
      const own = module.findSourceMap(${JSON.stringify(bundle)})?.findEntry(${line}, 0)
      const drizzle = module.findSourceMap(fileURLToPath(import.meta.resolve('drizzle-orm')))
      console.log(JSON.stringify({ own: own?.originalSource, drizzle: drizzle !== undefined }))`
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: repoRoot,
      encoding: 'utf8',
    })
    expect(run.stderr).toBe('')
    const answer = JSON.parse(run.stdout) as { own: string; drizzle: boolean }
    expect(answer.own).toMatch(/apps\/server\/src\/platform\/uploads\/sheet-worker\.ts$/)
    expect(answer.drizzle).toBe(false)
  })

  it('its badge worker loads without tsx and answers a job', async () => {
    // A job with nothing in it fails inside the renderer: an answer at all shows the bundle loaded.
    expect(await askWorker('badge-pdf-worker.js', {})).toMatchObject({ ok: false })
  })
})
