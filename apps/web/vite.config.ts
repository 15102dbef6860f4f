import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
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

const apiTarget = process.env.AJANDA_API_URL ?? 'http://localhost:3000'

export default defineConfig({
  plugins: [react(), versionFile(), serviceWorker()],
  define: { __APP_VERSION__: JSON.stringify(buildId) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 700,
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
