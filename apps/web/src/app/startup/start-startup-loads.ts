import type { Me } from '@ajanda/contracts/auth.contract'
import { queryClient } from '../../shared/api/query-client'
import { startupQueries } from './startup-queries'

/**
 * The startup loads, started from the staff route's loader (router.tsx) when a navigation begins,
 * beside the layout's and the page's chunks rather than after them. Only loads without data are
 * started (a load in flight is shared, not repeated); `useStartup` then follows the same queries, so
 * the splash screen and its progress bar behave as before.
 */
export function startStartupLoads(user: Pick<Me, 'event_company_id' | 'kind'>): void {
  for (const options of startupQueries(user)) {
    if (queryClient.getQueryData(options.queryKey) !== undefined) continue
    void queryClient.prefetchQuery(options)
  }
}
