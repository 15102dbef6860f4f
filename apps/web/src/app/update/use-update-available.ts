import { useEffect, useState, useSyncExternalStore } from 'react'
import { serverVersion } from '../../shared/realtime/server-version'
import { fetchDeployedVersion, isNewerDeploy, VERSION_POLL_MS } from './version-check'

/**
 * Whether a newer build is deployed: announced by the server over the realtime channel as soon as the
 * session connects (or reconnects to a newer process), with the /version.json poll every minute and on
 * focus as the fallback (signed out, or the realtime channel blocked by a proxy).
 */
export function useUpdateAvailable(): boolean {
  const [polled, setPolled] = useState(false)
  const announced = useSyncExternalStore(serverVersion.subscribe, serverVersion.get, serverVersion.get)
  const available = polled || isNewerDeploy(announced)
  useEffect(() => {
    if (available) return
    let cancelled = false
    const check = async () => {
      const deployed = await fetchDeployedVersion()
      if (!cancelled && isNewerDeploy(deployed)) setPolled(true)
    }
    const timer = setInterval(check, VERSION_POLL_MS)
    window.addEventListener('focus', check)
    return () => {
      cancelled = true
      clearInterval(timer)
      window.removeEventListener('focus', check)
    }
  }, [available])
  return available
}
