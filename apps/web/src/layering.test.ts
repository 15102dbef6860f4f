import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = path.dirname(new URL(import.meta.url).pathname)
const APP = path.join(SRC, 'app')
const IMPORT = /(?:from\s+|import\s*\(\s*|vi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** Every relative import of `file` that resolves into `app/`. */
function importsIntoApp(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8')
  return [...text.matchAll(IMPORT)]
    .map((match) => path.resolve(path.dirname(file), match[1] as string))
    .filter((target) => target === APP || target.startsWith(`${APP}${path.sep}`))
    .map((target) => `${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`)
}

describe('layering', () => {
  it('modules, public pages and shared code never import from app/ (app/ only composes them)', () => {
    const offenders = ['modules', 'public-pages', 'shared']
      .flatMap((dir) => sourceFiles(path.join(SRC, dir)))
      .flatMap(importsIntoApp)
    expect(offenders).toEqual([])
  })
})
