import { useEffect, useState } from 'react'
import { fetchDeployedVersion, isNewerDeploy, VERSION_POLL_MS } from './version-check'

/** Polls /version.json every minute and when the window regains focus. */
export function useUpdateAvailable(): boolean {
  const [available, setAvailable] = useState(false)

  useEffect(() => {
    if (available) return
    let cancelled = false
    const check = async () => {
      const deployed = await fetchDeployedVersion()
      if (!cancelled && isNewerDeploy(deployed)) setAvailable(true)
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
