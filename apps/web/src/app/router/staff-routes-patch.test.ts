import { afterEach, describe, expect, it } from 'vitest'
import { isRouteHandle } from '../../shared/routing/route-handle'
import { sessionStore } from '../../shared/session/session-store'
import { createAppRouter } from './router'

type AppRouter = ReturnType<typeof createAppRouter>

/** A router started at `path` (anonymous), once its first navigation has settled. */
async function startAt(path: string): Promise<AppRouter> {
  sessionStore.clear()
  window.history.replaceState(null, '', path)
  const router = createAppRouter()
  await new Promise<void>((resolve) => {
    const done = () => router.state.initialized && router.state.navigation.state === 'idle'
    if (done()) return resolve()
    const stop = router.subscribe(() => {
      if (!done()) return
      stop()
      resolve()
    })
  })
  return router
}

const pageName = (router: AppRouter) =>
  [...router.state.matches]
    .reverse()
    .map((match) => match.route.handle)
    .find(isRouteHandle)?.name

let current: AppRouter | undefined
afterEach(() => current?.dispose())

/** The staff tables join the router when a path needs them (staff-routes.ts, decisions/0033). */
describe('the staff pages added on navigation', () => {
  it('finds a staff page opened by its address: an anonymous visitor goes to sign in', async () => {
    current = await startAt('/project/ab12/main')
    expect(current.state.location.pathname).toBe('/login')
    expect(current.state.location.search).toContain('project')
  }, 30_000)

  it('still lets a staff page outrank the brief catch-all, and the catch-all answer a slug', async () => {
    current = await startAt('/tasks')
    expect(current.state.location.pathname).toBe('/login')
    current.dispose()
    current = await startAt('/some-event/ab12')
    expect(current.state.location.pathname).toBe('/some-event/ab12')
    expect(pageName(current)).toBe('CustomerForm')
  }, 30_000)

  it('opens the sign-in page without them', async () => {
    current = await startAt('/login')
    expect(pageName(current)).toBe('Login')
  }, 30_000)
})
