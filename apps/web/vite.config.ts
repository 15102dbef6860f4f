import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { compileServiceWorker } from './src/modules/push/compile-service-worker'

/** One id per build: embedded in the bundle and written to dist/version.json for the update check. */
const buildId = process.env.AJANDA_BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`

function versionFile(): Plugin {
  return {
    name: 'ajanda-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ version: buildId })}\n`,
      })
    },
  }
}

const serviceWorkerSource = fileURLToPath(new URL('./src/modules/push/service-worker.ts', import.meta.url))

/**
 * The service worker (web push) as /sw.js at the site root, whose scope is the whole app. It is
 * transpiled on its own, outside the app's chunk graph: a classic script without imports, with a fixed
 * name, that the browser can register in every build and in `vite dev`.
 */
function serviceWorker(): Plugin {
  const compile = () => compileServiceWorker(serviceWorkerSource)
  return {
    name: 'ajanda-service-worker',
    configureServer(server) {
      server.middlewares.use('/sw.js', (_request, response, next) => {
        compile().then((code) => {
          response.setHeader('content-type', 'text/javascript')
          response.end(code)
        }, next)
      })
    },
    async generateBundle() {
      this.addWatchFile(serviceWorkerSource)
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: await compile() })
    },
  }
}

const lazyPhoneNumbers = fileURLToPath(new URL('./src/shared/phone/lazy-phone-numbers.ts', import.meta.url))

/**
 * The form engine's phone check with its metadata in a chunk of its own (decisions/0033): the
 * contracts import `libphonenumber-js/max` (the server keeps it); the browser build takes
 * src/shared/phone/lazy-phone-numbers.ts instead, which loads the same metadata after the page.
 */
function lazyPhoneMetadata(): Plugin {
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
function precompress(): Plugin {
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

const apiTarget = process.env.AJANDA_API_URL ?? 'http://localhost:3000'

export default defineConfig({
  plugins: [react(), versionFile(), serviceWorker(), lazyPhoneMetadata(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(buildId) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 700,
    // The public pages' own entry (decisions/0033): the server sends public.html for their paths, and
    // web-form.html, without a router, for the web form's (decisions/0034).
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        public: fileURLToPath(new URL('./public.html', import.meta.url)),
        'web-form': fileURLToPath(new URL('./web-form.html', import.meta.url)),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/files': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
})
