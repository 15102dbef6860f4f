import { readFile } from 'node:fs/promises'
import { transformWithOxc } from 'vite'

/**
 * Build-time only (vite.config.ts and the service worker test): turns service-worker.ts into the
 * classic script served as /sw.js. The source has type imports only, so the transpiled file has no
 * import left; the transpiler still marks it as a module with `export {}`, which a classic service
 * worker script cannot parse, so that marker is dropped.
 */
export async function compileServiceWorker(sourceFile: string): Promise<string> {
  const { code } = await transformWithOxc(await readFile(sourceFile, 'utf8'), sourceFile)
  return code.replace(/^export\s*\{\s*\};?\s*$/m, '')
}
