import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildWeb, isWebBuildUpToDate, STAMP_FILE, webBuildFingerprint } from './web-build'

const INPUTS = ['web/src', 'web/index.html', 'package-lock.json']
let root: string
let distDir: string
let builds: number

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), text)
}
/** What Vite does: empty dist, then write the files; `fail` stops before the files. */
const fakeBuild =
  (fail = false, during?: () => void) =>
  () => {
    builds++
    fs.rmSync(distDir, { recursive: true, force: true })
    fs.mkdirSync(distDir, { recursive: true })
    during?.()
    if (fail) return false
    fs.writeFileSync(path.join(distDir, 'index.html'), '<html></html>')
    return true
  }
const start = (build = fakeBuild()) => buildWeb({ root, distDir, ifStale: true, build, inputs: INPUTS })

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ajanda-web-build-'))
  distDir = path.join(root, 'web/dist')
  builds = 0
  write('web/src/main.tsx', 'render()')
  write('web/src/pages/home.tsx', 'export const Home = 1')
  write('web/index.html', '<div id="root"></div>')
  write('package-lock.json', '{"lockfileVersion":3}')
})
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true })
})

describe('the web build reused at start', () => {
  it('builds once, stamps the build, then reuses it while nothing changed', () => {
    expect(start()).toBe('built')
    expect(fs.readFileSync(path.join(distDir, STAMP_FILE), 'utf8').trim()).toBe(
      webBuildFingerprint(root, INPUTS),
    )
    expect(start()).toBe('reused')
    expect(start()).toBe('reused')
    expect(builds).toBe(1)
    expect(isWebBuildUpToDate(root, distDir, INPUTS)).toBe(true)
  })

  it('builds again when a source changes, even to the same size', () => {
    start()
    write('web/src/pages/home.tsx', 'export const Home = 2')
    expect(isWebBuildUpToDate(root, distDir, INPUTS)).toBe(false)
    expect(start()).toBe('built')
    expect(builds).toBe(2)
  })

  it('builds again when a file is added, removed or renamed, or the lockfile changes', () => {
    start()
    write('web/src/pages/new.tsx', 'x')
    expect(start()).toBe('built')
    fs.rmSync(path.join(root, 'web/src/pages/new.tsx'))
    expect(start()).toBe('built')
    fs.renameSync(path.join(root, 'web/src/pages/home.tsx'), path.join(root, 'web/src/pages/start.tsx'))
    expect(start()).toBe('built')
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}')
    expect(start()).toBe('built')
    expect(builds).toBe(5)
  })

  it('ignores what is not an input (the dist folder itself)', () => {
    start()
    fs.writeFileSync(path.join(distDir, 'extra.js'), 'x')
    write('web/notes.md', 'not read by the build')
    expect(start()).toBe('reused')
  })

  it('a failed build leaves no stamp, so the next start builds again', () => {
    start()
    write('web/src/main.tsx', 'render(broken')
    expect(start(fakeBuild(true))).toBe('failed')
    expect(fs.existsSync(path.join(distDir, STAMP_FILE))).toBe(false)
    expect(start()).toBe('built')
  })

  it('a stamp without the built files is not a build', () => {
    start()
    fs.rmSync(path.join(distDir, 'index.html'))
    expect(start()).toBe('built')
  })

  it('a source edited while the build runs makes the next start build again', () => {
    start(fakeBuild(false, () => write('web/src/main.tsx', 'render(2)')))
    expect(start()).toBe('built')
    expect(start()).toBe('reused')
  })

  it('npm run build (no --if-stale) always builds', () => {
    start()
    expect(buildWeb({ root, distDir, ifStale: false, build: fakeBuild(), inputs: INPUTS })).toBe('built')
    expect(builds).toBe(2)
  })
})
