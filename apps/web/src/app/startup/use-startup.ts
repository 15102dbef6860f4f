import type { Me } from '@ajanda/contracts/auth.contract'
import { useQueries } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { startupFraction } from './startup-progress'
import { startupQueries } from './startup-queries'

export const SPLASH_HIDE_DELAY_MS = 250
/** The performance mark set when the splash screen hides (authenticated-layout). */
export const STARTUP_READY_MARK = 'startup-ready'

/** Runs the startup loads; `ready` turns true 250 ms after the last one settles. */
export function useStartup(user: Pick<Me, 'event_company_id' | 'kind'>): {
  progress: number
  ready: boolean
} {
  const progress = useQueries({
    queries: startupQueries(user),
    combine: (results) => startupFraction(results),
  })
  const [ready, setReady] = useState(progress >= 1)

  useEffect(() => {
    if (progress < 1 || ready) return
    const timer = setTimeout(() => setReady(true), SPLASH_HIDE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [progress, ready])

  return { progress, ready }
}
