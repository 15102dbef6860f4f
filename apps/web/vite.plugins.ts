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
