/// <reference types="node" />
/**
 * Gzipped JavaScript a page loads: its HTML entry's chunk, the page's lazy chunk and everything they
 * import statically. Usage:
 *   tsx scripts/route-js-size.ts [--dist DIR] [--verbose] [page[+page...][@entry][:limitKB] ...]
 * A page is a manifest key (a source path); its entry is `index.html` unless `@public.html` names
 * another. With no pages: the sign-in page (limit 180 KB) and the public web form (limit 120 KB): its
 * own entry web-form.html when the build has it (decisions/0034), else its route in public.html.
 * web-form.html has a build of its own (vite.web-form.config.ts) with its manifest,
 * .vite/web-form-manifest.json; an entry is looked up in the manifest that has it. Its count adds the
 * Turkish texts (the larger language), which the page loads before it paints (web-form-main.tsx).
 * Pages joined by `+` count together.
 * `--verbose` lists each chunk's size, largest first.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

const args = process.argv.slice(2)
const distFlag = args.indexOf('--dist')
const dist = distFlag >= 0 ? resolve(args[distFlag + 1] ?? '') : join(import.meta.dirname, '..', 'dist')
const verbose = args.includes('--verbose')
const pages = args.filter((arg, index) => !arg.startsWith('--') && (distFlag < 0 || index !== distFlag + 1))

type Manifest = Record<string, ManifestChunk>
const readManifest = (name: string): Manifest | null => {
  const file = join(dist, '.vite', name)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null
}
const appManifest = readManifest('manifest.json') ?? {}
/** The web form's own build (decisions/0034); an older dist has web-form.html in the app's manifest. */
const webFormManifest = readManifest('web-form-manifest.json')
const manifestOf = (entry: string): Manifest =>
  webFormManifest?.[entry] && !appManifest[entry] ? webFormManifest : appManifest

function collect(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in the manifest`)
  seen.add(key)
  for (const child of chunk.imports ?? []) collect(manifest, child, seen)
}

/** The web form's own entry (decisions/0034), else the public pages' (0033), else the app's. */
const publicEntry = appManifest['public.html'] ? 'public.html' : 'index.html'
const webForm = manifestOf('web-form.html')['web-form.html']
  ? 'web-form.html+src/public-pages/web-form/web-form-texts-tr.ts@web-form.html'
  : `src/public-pages/web-form/web-form-page.tsx@${publicEntry}`
const defaults = ['src/modules/auth/pages/login-page.tsx:180', `${webForm}:120`]

let limitExceeded = false
for (const target of pages.length > 0 ? pages : defaults) {
  const [withEntry = '', limitText] = target.split(':')
  const [page = '', entry = 'index.html'] = withEntry.split('@')
  const limit = limitText ? Number(limitText) : 180
  const manifest = manifestOf(entry)
  const seen = new Set<string>()
  collect(manifest, entry, seen)
  for (const each of page.split('+')) collect(manifest, each, seen)
  const sizes: [string, number][] = []
  for (const key of seen) {
    const file = manifest[key]?.file ?? ''
    if (file.endsWith('.js')) sizes.push([file, gzipSync(readFileSync(join(dist, file))).length])
  }
  const kb = sizes.reduce((sum, [, size]) => sum + size, 0) / 1024
  console.log(`${page} (${entry}): ${seen.size} chunks, ${kb.toFixed(1)} KB gzipped JS (limit ${limit} KB)`)
  if (verbose) {
    for (const [file, size] of sizes.sort((a, b) => b[1] - a[1])) {
      console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`)
    }
  }
  if (kb > limit) limitExceeded = true
}
process.exitCode = limitExceeded ? 1 : 0
