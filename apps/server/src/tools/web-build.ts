/**
 * The web app's build, reused while it is up to date (issue 19 item 14): `npm start` rebuilt it on every
 * start (13 s). A build writes a stamp into the dist folder with a hash of everything it was made from;
 * a start builds again only when that hash differs or the stamp is missing (Vite empties dist first, so
 * a failed or interrupted build leaves none).
 *
 *   node apps/server/src/tools/web-build.ts            always builds (npm run build)
 *   node apps/server/src/tools/web-build.ts --if-stale builds unless the stamp matches (npm start)
 *
 * Only node: imports, so Node runs this file without tsx (its TypeScript is erasable).
 */
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const STAMP_FILE = '.build-stamp'

/** What the web build reads, relative to the repository root: its sources, the contracts and the lockfile. */
export const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/public.html',
  'apps/web/web-form.html',
  'apps/web/vite.config.ts',
  // The web form's own build on Preact and what both builds share (decisions/0034).
  'apps/web/vite.web-form.config.ts',
  'apps/web/vite.plugins.ts',
  'apps/web/scripts/build.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
]

function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative)
  let stat: fs.Stats
  try {
    stat = fs.statSync(full)
  } catch {
    return []
  }
  if (stat.isFile()) return [relative]
  if (!stat.isDirectory()) return []
  return fs.readdirSync(full).flatMap((name) => filesUnder(root, path.join(relative, name)))
}

/** A hash of the inputs' paths and contents: a changed, added, removed or renamed file changes it. */
export function webBuildFingerprint(root: string, inputs: readonly string[] = WEB_BUILD_INPUTS): string {
  const hash = crypto.createHash('sha256')
  const files = inputs.flatMap((input) => filesUnder(root, input)).sort()
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\0`)
    hash.update(fs.readFileSync(path.join(root, file)))
    hash.update('\0')
  }
  return hash.digest('hex')
}

export function readStamp(distDir: string): string | null {
  try {
    return fs.readFileSync(path.join(distDir, STAMP_FILE), 'utf8').trim()
  } catch {
    return null
  }
}

export function writeStamp(distDir: string, fingerprint: string): void {
  fs.writeFileSync(path.join(distDir, STAMP_FILE), `${fingerprint}\n`)
}

/** Whether dist holds a finished build of the inputs that have this fingerprint. */
function stampMatches(distDir: string, fingerprint: string): boolean {
  return readStamp(distDir) === fingerprint && fs.existsSync(path.join(distDir, 'index.html'))
}

export function isWebBuildUpToDate(root: string, distDir: string, inputs?: readonly string[]): boolean {
  return stampMatches(distDir, webBuildFingerprint(root, inputs))
}

/** Builds (through `build`) unless `ifStale` and dist is up to date; stamps a build that succeeded. */
export function buildWeb(options: {
  root: string
  distDir: string
  ifStale: boolean
  build: () => boolean
  inputs?: readonly string[]
  log?: (line: string) => void
}): 'reused' | 'built' | 'failed' {
  const log = options.log ?? (() => {})
  // Taken before the build: a file edited while it runs makes the next start build again.
  const fingerprint = webBuildFingerprint(options.root, options.inputs)
  if (options.ifStale && stampMatches(options.distDir, fingerprint)) {
    log('web app: the build in apps/web/dist is up to date, reused')
    return 'reused'
  }
  if (!options.build()) return 'failed'
  writeStamp(options.distDir, fingerprint)
  return 'built'
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
  const result = buildWeb({
    root,
    distDir: path.join(root, 'apps/web/dist'),
    ifStale: process.argv.includes('--if-stale'),
    build: () => {
      const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
      return (
        spawnSync(npm, ['run', 'build', '-w', '@ajanda/web'], { cwd: root, stdio: 'inherit' }).status === 0
      )
    },
    log: (line) => console.log(line),
  })
  if (result === 'failed') process.exit(1)
}
