import fs from 'node:fs'
import path from 'node:path'

/**
 * The id of the web build this process serves, from the `version.json` Vite writes beside it
 * (apps/web/vite.config.ts). Read once at start: a deploy starts new processes, and an older tab that
 * reconnects to one of them learns the new id at once. Null without a build (tests, API-only setups).
 */
export function readBuildVersion(webDistDir: string | undefined): string | null {
  if (!webDistDir) return null
  try {
    const body: unknown = JSON.parse(fs.readFileSync(path.join(webDistDir, 'version.json'), 'utf8'))
    const version = typeof body === 'object' && body !== null ? (body as { version?: unknown }).version : null
    return typeof version === 'string' && version !== '' ? version : null
  } catch {
    return null
  }
}
