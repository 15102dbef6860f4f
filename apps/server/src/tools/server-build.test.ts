import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findRepoRoot } from '../platform/config'
import { workerEntry } from '../platform/worker-entry'
import { repoRoot } from '../test-support/server-process'
import { buildServer, isServerBuildUpToDate, SERVER_ENTRIES } from './server-build'
import { STAMP_FILE, webBuildFingerprint } from './web-build'

const INPUTS = ['server/src', 'contracts/src', 'package-lock.json']
let root: string
let outDir: string
let builds: number

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), text)
}
/** What esbuild does: writes every bundle, or nothing when the sources do not compile. */
const fakeBuild =
  (fail = false, during?: () => void) =>
  async (dir: string) => {
    builds++
    during?.()
    if (fail) return false
    fs.mkdirSync(dir, { recursive: true })
    for (const entry of SERVER_ENTRIES) fs.writeFileSync(path.join(dir, `${entry.out}.js`), '// bundle')
    return true
  }
const start = (build = fakeBuild()) => buildServer({ root, outDir, ifStale: true, build, inputs: INPUTS })

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ajanda-server-build-'))
  outDir = path.join(root, 'server/dist')
  builds = 0
  write('server/src/main.ts', 'await listen()')
  write('server/src/platform/config.ts', 'export const port = 3000')
  write('contracts/src/money.contract.ts', 'export const scale = 4')
  write('package-lock.json', '{"lockfileVersion":3}')
})
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true })
})

describe('the server build reused at start', () => {
  it('builds once, stamps the build, then reuses it while nothing changed', async () => {
    expect(await start()).toBe('built')
    expect(fs.readFileSync(path.join(outDir, STAMP_FILE), 'utf8').trim()).toBe(
      webBuildFingerprint(root, INPUTS),
    )
    expect(await start()).toBe('reused')
    expect(await start()).toBe('reused')
    expect(builds).toBe(1)
    expect(isServerBuildUpToDate(root, outDir, INPUTS)).toBe(true)
  })

  it('builds again when a server source or a contract changes, even to the same size', async () => {
    await start()
    write('server/src/platform/config.ts', 'export const port = 3001')
    expect(isServerBuildUpToDate(root, outDir, INPUTS)).toBe(false)
    expect(await start()).toBe('built')
    write('contracts/src/money.contract.ts', 'export const scale = 2')
    expect(await start()).toBe('built')
    expect(builds).toBe(3)
  })

  it('builds again when a file is added, removed or renamed, or the lockfile changes', async () => {
    await start()
    write('server/src/modules/new.ts', 'x')
    expect(await start()).toBe('built')
    fs.rmSync(path.join(root, 'server/src/modules/new.ts'))
    expect(await start()).toBe('built')
    fs.renameSync(path.join(root, 'server/src/main.ts'), path.join(root, 'server/src/index.ts'))
    expect(await start()).toBe('built')
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}')
    expect(await start()).toBe('built')
    expect(builds).toBe(5)
  })

  it('ignores what is not an input (the dist folder itself, other folders)', async () => {
    await start()
    fs.writeFileSync(path.join(outDir, 'extra.js'), 'x')
    write('web/src/main.tsx', 'not read by the server build')
    expect(await start()).toBe('reused')
  })

  it('a failed build leaves no stamp and no bundles of the sources before, so the next start builds', async () => {
    await start()
    write('server/src/main.ts', 'await listen(')
    expect(await start(fakeBuild(true))).toBe('failed')
    expect(fs.existsSync(path.join(outDir, STAMP_FILE))).toBe(false)
    expect(fs.existsSync(path.join(outDir, 'main.js'))).toBe(false)
    expect(await start(fakeBuild(true))).toBe('failed')
    write('server/src/main.ts', 'await listen()')
    expect(await start()).toBe('built')
    expect(await start()).toBe('reused')
  })

  it('a stamp without every bundle is not a build', async () => {
    await start()
    fs.rmSync(path.join(outDir, 'sheet-worker.js'))
    expect(await start()).toBe('built')
  })

  it('a source edited while the build runs makes the next start build again', async () => {
    await start(fakeBuild(false, () => write('server/src/main.ts', 'await listen(2)')))
    expect(await start()).toBe('built')
    expect(await start()).toBe('reused')
  })

  it('without --if-stale it always builds', async () => {
    await start()
    expect(await buildServer({ root, outDir, ifStale: false, build: fakeBuild(), inputs: INPUTS })).toBe(
      'built',
    )
    expect(builds).toBe(2)
  })
})

describe('paths that hold from the sources and from the bundle', () => {
  it('every worker thread the server starts has a bundle of its own', () => {
    const src = path.join(repoRoot, 'apps/server/src')
    const calls = fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) => {
        const text = fs.readFileSync(path.join(src, file), 'utf8')
        return [...text.matchAll(/workerEntry\(import\.meta\.url, '(\.\/[\w-]+\.ts)'\)/g)].map((match) =>
          path.posix.join(
            'apps/server/src',
            path.dirname(file).split(path.sep).join('/'),
            match[1] as string,
          ),
        )
      })
    expect(calls.length).toBeGreaterThanOrEqual(2)
    for (const file of calls)
      expect(SERVER_ENTRIES).toContainEqual({ in: file, out: path.posix.basename(file, '.ts') })
  })

  it('a worker is its .ts through tsx from the sources, its launcher when the server runs compiled', () => {
    expect(
      workerEntry('file:///app/apps/server/src/platform/uploads/sheet-upload.ts', './sheet-worker.ts'),
    ).toEqual({
      url: new URL('file:///app/apps/server/src/platform/uploads/sheet-worker.ts'),
      execArgv: ['--import', 'tsx'],
    })
    expect(workerEntry('file:///app/apps/server/dist/bundle/main.js', './sheet-worker.ts')).toEqual({
      url: new URL('file:///app/apps/server/dist/sheet-worker.js'),
      execArgv: undefined,
    })
  })

  it('the repository root is found from the sources and from the dist folder', () => {
    expect(findRepoRoot(path.join(repoRoot, 'apps/server/src/platform'))).toBe(repoRoot)
    expect(findRepoRoot(path.join(repoRoot, 'apps/server/dist'))).toBe(repoRoot)
    expect(() => findRepoRoot(os.tmpdir())).toThrow(/no Ajanda checkout/)
  })
})
