import type { QueryClient } from '@tanstack/react-query'
import { sessionStore } from '../shared/session/session-store'
import { loginUrlFor } from './router/redirect-target'

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => unknown
}

/** 401/419 from any call: forget the stored user and go to /login (coming back afterwards). */
export function createUnauthorizedHandler(
  router: Navigator,
  queryClient: Pick<QueryClient, 'clear'>,
  currentLocation: () => { pathname: string; search: string } = () => window.location,
): () => void {
  return () => {
    sessionStore.clear()
    queryClient.clear()
    const { pathname, search } = currentLocation()
    if (pathname === '/login') return
    void router.navigate(loginUrlFor(`${pathname}${search}`), { replace: true })
  }
}
