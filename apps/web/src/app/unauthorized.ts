import { loginUrlFor } from '../shared/routing/redirect-target'
import { sessionStore } from '../shared/session/session-store'

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => unknown
}

interface UnauthorizedDeps {
  router: Navigator
  /** Drops every cached server answer of the signed-out user. */
  clearCache: () => void
  currentLocation?: () => { pathname: string; search: string }
}

/** 401/419 from any call: forget the stored user and go to /login (coming back afterwards). */
export function createUnauthorizedHandler({
  router,
  clearCache,
  currentLocation = () => window.location,
}: UnauthorizedDeps): () => void {
  return () => {
    sessionStore.clear()
    clearCache()
    const { pathname, search } = currentLocation()
    if (pathname === '/login') return
    void router.navigate(loginUrlFor(`${pathname}${search}`), { replace: true })
  }
}
