import type { Me } from '@ajanda/contracts/auth.contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'
import { sessionStore } from '../../shared/session/session-store'

export const authKeys = {
  me: ['me'] as const,
}

/** GET /me refreshes the stored user, so the sidebar and greeting follow the server. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me,
    queryFn: async ({ signal }) => {
      const me = await api.get<Me>('/me', undefined, signal)
      sessionStore.setUser(me)
      return me
    },
    staleTime: 60_000,
  })
