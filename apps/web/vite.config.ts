import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { compileServiceWorker } from './src/modules/push/compile-service-worker'
import { buildId, lazyPhoneMetadata, precompress, signInChunks } from './vite.plugins'

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

const signIn = signInChunks('./src/modules/auth/pages/login-page.tsx')

const apiTarget = process.env.AJANDA_API_URL ?? 'http://localhost:3000'

export default defineConfig({
  plugins: [react(), versionFile(), serviceWorker(), lazyPhoneMetadata(), precompress(), signIn.plugin],
  define: { __APP_VERSION__: JSON.stringify(buildId) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 700,
    // The public pages' own entry (decisions/0033): the server sends public.html for their paths.
    // web-form.html has a build of its own on Preact (vite.web-form.config.ts, decisions/0034), run
    // after this one into the same folder by scripts/build.ts.
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        public: fileURLToPath(new URL('./public.html', import.meta.url)),
      },
      output: { codeSplitting: { groups: signIn.groups } },
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
