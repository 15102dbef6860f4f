/// <reference types="node" />
/**
 * `npm run build -w @ajanda/web`: the app (vite.config.ts: index.html, public.html, the service
 * worker, version.json) and then the web form on Preact (vite.web-form.config.ts, decisions/0034) into
 * the same folder, with one build id for both. Takes Vite's `--outDir DIR` (both builds write there)
 * and `--emptyOutDir` (the first build empties it, as it does by default).
 */
import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import { build } from 'vite'

const args = process.argv.slice(2)
const outDirFlag = args.indexOf('--outDir')
const outDir = outDirFlag >= 0 ? resolve(process.cwd(), args[outDirFlag + 1] ?? '') : undefined
const root = resolve(import.meta.dirname, '..')

process.env.AJANDA_BUILD_ID ??= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`

await build({ root, configFile: resolve(root, 'vite.config.ts'), build: { outDir, emptyOutDir: true } })
await build({
  root,
  configFile: resolve(root, 'vite.web-form.config.ts'),
  build: { outDir, emptyOutDir: false },
})
