import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/**
 * What both builds share (vite.config.ts, the app; vite.web-form.config.ts, the web form on Preact,
 * decisions/0034): the build id and the plugins that shape the output the server sends.
 */

/**
 * One id per build, embedded in the bundle and written to dist/version.json for the update check.
 * scripts/build.ts sets AJANDA_BUILD_ID once for both builds, so the web form's update banner compares
 * against the same version.json as the app.
 */
export const buildId =
  process.env.AJANDA_BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`

const lazyPhoneNumbers = fileURLToPath(new URL('./src/shared/phone/lazy-phone-numbers.ts', import.meta.url))

/**
 * The form engine's phone check with its metadata in a chunk of its own (decisions/0033): the
 * contracts import `libphonenumber-js/max` (the server keeps it); the browser build takes
 * src/shared/phone/lazy-phone-numbers.ts instead, which loads the same metadata after the page.
 */
export function lazyPhoneMetadata(): Plugin {
  return {
    name: 'ajanda-lazy-phone-metadata',
    enforce: 'pre',
    resolveId(source) {
      return source === 'libphonenumber-js/max' ? lazyPhoneNumbers : null
    },
  }
}

/**
 * Brotli and gzip copies of the built scripts, styles and HTML beside them (decisions/0033): the server
 * sends the copy the browser accepts (@fastify/static preCompressed), so a phone on a slow link
 * downloads the public page's JavaScript compressed without the server compressing per request.
 */
export function precompress(): Plugin {
  return {
    name: 'ajanda-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist'
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|json|svg)$/.test(fileName)) continue
        const file = join(dir, fileName)
        const source = readFileSync(file)
        if (source.length < 1024) continue
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }))
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        )
      }
    },
  }
}

/** The named imports of `from '<source>'` in a module's code. */
function namedImports(code: string, source: string): string[] {
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${source}['"]`, 'g')
  return [...code.matchAll(pattern)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '',
      )
      .filter((name) => /^[A-Z]\w*$/.test(name)),
  )
}

/**
 * The sign-in page's libraries in few chunks (decisions/0033, the sign-in page's budget of 180 KB).
 * Left to itself the bundler cut what the page loads into some 45 chunks, a few hundred bytes each for
 * most (Mantine's Input, Checkbox, CloseButton, hooks...), and every chunk repeats its imports and
 * compresses on its own: merged, the same code is several KB smaller gzipped, in far fewer requests.
 * - `entry-libs`: the libraries both HTML entries load before anything (React, the router, i18next,
 *   Mantine's provider): rolldown's `$initial` tag.
 * - `sign-in-ui`: the Mantine components and Tabler icons that the page's own modules import by name
 *   (read from the module graph once it is loaded, so the group follows the page's imports), with what
 *   they import (Input, CloseButton, hooks...). Nearly every staff page uses the same inputs, so
 *   loading them as one chunk costs the signed-in pages nothing. The libraries' barrel files import
 *   every component, so the graph alone would take all of Mantine.
 */
export function signInChunks(page: string) {
  const pageId = fileURLToPath(new URL(page, import.meta.url))
  const inNodeModules = (id: string) => /[\\/]node_modules[\\/]/.test(id)
  let pageLibraries: RegExp | null = null
  const plugin: Plugin = {
    name: 'ajanda-sign-in-chunks',
    apply: 'build',
    buildEnd() {
      const components = new Set<string>()
      const icons = new Set<string>()
      const stack = [pageId]
      const seen = new Set<string>()
      while (stack.length > 0) {
        const id = stack.pop() as string
        if (seen.has(id) || inNodeModules(id)) continue
        seen.add(id)
        const info = this.getModuleInfo(id)
        for (const name of namedImports(info?.code ?? '', '@mantine/core')) components.add(name)
        for (const name of namedImports(info?.code ?? '', '@tabler/icons-react')) icons.add(name)
        stack.push(...(info?.importedIds ?? []))
      }
      const sep = '[\\\\/]'
      const alternatives = [
        ...[...components].map((name) => `@mantine${sep}core${sep}esm${sep}components${sep}${name}${sep}`),
        ...[...icons].map(
          (name) => `@tabler${sep}icons-react${sep}dist${sep}esm${sep}icons${sep}${name}\\.mjs$`,
        ),
      ]
      pageLibraries =
        alternatives.length > 0 ? new RegExp(`node_modules${sep}(${alternatives.join('|')})`) : null
    },
  }
  const groups = [
    { name: 'entry-libs', test: inNodeModules, tags: ['$initial' as const], priority: 2 },
    { name: 'sign-in-ui', test: (id: string) => pageLibraries?.test(id) ?? false, priority: 1 },
  ]
  return { plugin, groups }
}
