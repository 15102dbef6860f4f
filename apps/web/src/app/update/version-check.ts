export const VERSION_POLL_MS = 60_000

/** The build id the running bundle was built with (vite.config.ts defines it). */
export const RUNNING_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev'

/** Reads /version.json; null when it is missing or not the build's file (dev server, offline). */
export async function fetchDeployedVersion(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher(`/version.json?t=${Date.now()}`, { cache: 'no-store' })
    if (!response.ok) return null
    const body: unknown = await response.json()
    if (typeof body !== 'object' || body === null) return null
    const version = (body as { version?: unknown }).version
    return typeof version === 'string' && version !== '' ? version : null
  } catch {
    return null
  }
}

export function isNewerDeploy(deployed: string | null, running: string = RUNNING_VERSION): boolean {
  return deployed !== null && deployed !== running
}
