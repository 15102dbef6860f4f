import path from 'node:path'

export interface WorkerEntry {
  url: URL
  /** Node options of the worker; undefined inherits the server's own. */
  execArgv: string[] | undefined
}

/**
 * Where a worker thread starts, from the module that starts it (its `import.meta.url`) and the worker's
 * TypeScript file beside it. Under tsx (development, tests) that file runs through the tsx loader. In the
 * compiled server (tools/server-build.ts) every module's `import.meta.url` is its bundle's,
 * apps/server/dist/bundle/main.js, and each worker has a bundle and a launcher of its own, named after its
 * file: the launcher, in apps/server/dist, turns on the source maps in the worker's thread. The build's
 * SERVER_ENTRIES list them; a test there checks that every call of this function has one.
 */
export function workerEntry(callerUrl: string, sourceFile: `./${string}.ts`): WorkerEntry {
  if (callerUrl.endsWith('.ts')) return { url: new URL(sourceFile, callerUrl), execArgv: ['--import', 'tsx'] }
  return { url: new URL(`../${path.posix.basename(sourceFile, '.ts')}.js`, callerUrl), execArgv: undefined }
}
