/// <reference types="node" />
/**
 * Gzipped JavaScript a page loads: the entry chunk, the page's lazy chunk and everything they import
 * statically. Usage: tsx scripts/route-js-size.ts [src/modules/auth/pages/login-page.tsx ...]
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

const dist = join(import.meta.dirname, '..', 'dist')
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>

function collect(key: string, seen: Set<string>): void {
  if (seen.has(key)) return
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in the manifest`)
  seen.add(key)
  for (const child of chunk.imports ?? []) collect(child, seen)
}

const pages = process.argv.slice(2)
const targets = pages.length > 0 ? pages : ['src/modules/auth/pages/login-page.tsx']
const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
if (!entry) throw new Error('no entry chunk')

let limitExceeded = false
for (const page of targets) {
  const seen = new Set<string>()
  collect(entry, seen)
  collect(page, seen)
  let total = 0
  for (const key of seen) {
    const file = manifest[key]?.file ?? ''
    if (file.endsWith('.js')) total += gzipSync(readFileSync(join(dist, file))).length
  }
  const kb = total / 1024
  console.log(`${page}: ${seen.size} chunks, ${kb.toFixed(1)} KB gzipped JS`)
  if (kb > 180) limitExceeded = true
}
process.exitCode = limitExceeded ? 1 : 0
