import { randomBytes } from 'node:crypto'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

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

const apiTarget = process.env.AJANDA_API_URL ?? 'http://localhost:3000'

export default defineConfig({
  plugins: [react(), versionFile()],
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
    },
  },
})
