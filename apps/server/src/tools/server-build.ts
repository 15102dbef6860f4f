/**
 * The server compiled to JavaScript for `npm start` (issue 19 item 14, docs/decisions/0025-start-up.md):
 * about a third less CPU to start and less memory than `node --import tsx`. One esbuild bundle per entry
 * in apps/server/dist/bundle, the contracts inlined, every package external (node_modules is read at run
 * time as under tsx), source maps beside them; apps/server/dist/<entry>.js starts one (`node dist/main.js`).
 * Reused while up to date, as tools/web-build.ts does for the web app: a build writes a hash of everything
 * it read into dist/.build-stamp.
 *
 *   node apps/server/src/tools/server-build.ts            always builds
 *   node apps/server/src/tools/server-build.ts --if-stale builds unless the stamp matches (npm start)
 *
 * Only node: imports (esbuild only once a build is needed), so Node runs this file without tsx and the
 * check that reuses a build costs about 0.1 s.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// Node runs this file as is, and its type stripping needs the `.ts` a static import may not name here.
const { readStamp, webBuildFingerprint, writeStamp } = (await import(
  new URL('./web-build.ts', import.meta.url).href
)) as typeof import('./web-build')

/** What the server build reads, relative to the repository root. */
export const SERVER_BUILD_INPUTS = [
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'tsconfig.base.json',
  'package-lock.json',
]

/**
 * The entries: the server, the jobs-only worker, and the worker threads, whose launchers
 * platform/worker-entry.ts finds by their file's name.
 */
export const SERVER_ENTRIES = [
  { in: 'apps/server/src/main.ts', out: 'main' },
  { in: 'apps/server/src/worker.ts', out: 'worker' },
  { in: 'apps/server/src/platform/uploads/sheet-worker.ts', out: 'sheet-worker' },
  { in: 'apps/server/src/modules/badges/badge-pdf-worker.ts', out: 'badge-pdf-worker' },
] as const

/** Whether outDir holds a finished build of the inputs that have this fingerprint. */
function stampMatches(outDir: string, fingerprint: string): boolean {
  return (
    readStamp(outDir) === fingerprint &&
    SERVER_ENTRIES.every((entry) => fs.existsSync(path.join(outDir, `${entry.out}.js`)))
  )
}

export function isServerBuildUpToDate(root: string, outDir: string, inputs = SERVER_BUILD_INPUTS): boolean {
  return stampMatches(outDir, webBuildFingerprint(root, inputs))
}

/**
 * Builds (through `build`) unless `ifStale` and outDir is up to date; stamps a build that succeeded.
 * outDir is emptied first, so a failed or interrupted build leaves no stamp and the next start builds.
 */
export async function buildServer(options: {
  root: string
  outDir: string
  ifStale: boolean
  build: (outDir: string) => Promise<boolean>
  inputs?: readonly string[]
  log?: (line: string) => void
}): Promise<'reused' | 'built' | 'failed'> {
  const log = options.log ?? (() => {})
  // Taken before the build: a file edited while it runs makes the next start build again.
  const fingerprint = webBuildFingerprint(options.root, options.inputs ?? SERVER_BUILD_INPUTS)
  if (options.ifStale && stampMatches(options.outDir, fingerprint)) {
    log(`server: the build in ${path.relative(options.root, options.outDir)} is up to date, reused`)
    return 'reused'
  }
  fs.rmSync(options.outDir, { recursive: true, force: true })
  if (!(await options.build(options.outDir))) return 'failed'
  writeStamp(options.outDir, fingerprint)
  return 'built'
}

/**
 * What each entry in outDir is: it turns on source maps for the server's own code, then loads the bundle.
 * `--enable-source-maps` would read the maps of node_modules too: about 40 MB more heap than no maps at
 * all, where ours alone cost about 2 MB (docs/decisions/0025-start-up.md). Source maps apply only to files
 * loaded after they are turned on, so this cannot be the bundle itself; a worker thread starts from its
 * own launcher (platform/worker-entry.ts), as its thread has its own setting.
 */
export function launcher(bundle: string): string {
  return `// Written by apps/server/src/tools/server-build.ts: source maps for the server's code, then the server.
import module from 'node:module'
if (module.setSourceMapsSupport) module.setSourceMapsSupport(true, { nodeModules: false, generatedCode: false })
else process.setSourceMapsEnabled(true)
await import('./bundle/${bundle}.js')
`
}

/**
 * esbuild into outDir/bundle, then a launcher per entry in outDir. What a bare import names stays
 * external, except our own workspace packages (TypeScript, not runnable from node_modules).
 */
export async function compileServer(root: string, outDir: string): Promise<boolean> {
  const esbuild = await import('esbuild')
  try {
    await esbuild.build({
      absWorkingDir: root,
      entryPoints: SERVER_ENTRIES.map((entry) => ({ in: entry.in, out: entry.out })),
      outdir: path.join(outDir, 'bundle'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      // For stack traces only: they need the mappings, not the sources (a third of the size without).
      sourcemap: 'linked',
      sourcesContent: false,
      logLevel: 'warning',
      plugins: [
        {
          name: 'packages-external',
          setup(build) {
            build.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@ajanda/') ? undefined : { path: args.path, external: true },
            )
          },
        },
      ],
    })
  } catch {
    // esbuild has printed the errors.
    return false
  }
  for (const entry of SERVER_ENTRIES)
    fs.writeFileSync(path.join(outDir, `${entry.out}.js`), launcher(entry.out))
  return true
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
  const started = performance.now()
  const result = await buildServer({
    root,
    outDir: path.join(root, 'apps/server/dist'),
    ifStale: process.argv.includes('--if-stale'),
    build: (outDir) => compileServer(root, outDir),
    log: (line) => console.log(line),
  })
  if (result === 'built')
    console.log(`server: compiled to apps/server/dist in ${Math.round(performance.now() - started)} ms`)
  if (result === 'failed') process.exit(1)
}
