import type { ClientHomeToday } from '@ajanda/contracts/client-views.contract'
import type { HomeToday } from '@ajanda/contracts/home.contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'

/** A CLIENT user's answer has only the day and their projects (client-views.contract.ts). */
export type HomeDay = HomeToday | ClientHomeToday

export const homeKeys = { today: ['home', 'today'] as const }

/** GET /home/today: the whole page in one request; kept fresh a minute, refetched when the tab returns. */
export const homeTodayQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.today,
    queryFn: ({ signal }) => api.get<HomeDay>('/home/today', undefined, signal),
    staleTime: 60_000,
  })

/** The agency's sections, or null for a CLIENT user's answer. */
export function agencySections(day: HomeDay): HomeToday | null {
  return 'tasks' in day ? day : null
}
