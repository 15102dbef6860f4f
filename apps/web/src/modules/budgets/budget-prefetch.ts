import { queryClient } from '../../shared/api/query-client'
import { budgetQueryOptions } from './budgets.api'

/**
 * The editor route's early start (budgets.routes.tsx): the budget's request goes out as soon as the
 * route matches, beside the startup loads, and the page's useQuery finds it in flight or done (its
 * staleTime is infinite, so nothing is fetched twice). A failure stays in the cache; the page then
 * fetches again on mount and shows the error as before.
 */
export function prefetchBudget(code: string): Promise<void> {
  return queryClient.prefetchQuery(budgetQueryOptions(code))
}
