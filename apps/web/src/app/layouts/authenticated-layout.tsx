import type { Me } from '@ajanda/contracts/auth.contract'
import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useEffect } from 'react'
import { Navigate, useLocation } from 'react-router'
import { queryClient } from '../../shared/api/query-client'
import { useSession } from '../../shared/session/use-session'
import { i18n, setLanguage } from '../i18n/i18n'
import { registerStaffResources } from '../i18n/staff-resources'
import { loginUrlFor } from '../router/redirect-target'
import { useRouteHandle } from '../router/use-route-handle'
import { STARTUP_READY_MARK, useStartup } from '../startup/use-startup'
import { PageLoader } from './page-loader'
import { SplashScreen } from './splash-screen'

registerStaffResources(i18n)

const loadShell = () => import('../shell/app-shell-layout').then((m) => ({ default: m.AppShellLayout }))
const loadStandalone = () => import('./standalone-layout').then((m) => ({ default: m.StandaloneLayout }))
const AppShellLayout = lazy(loadShell)
const StandaloneLayout = lazy(loadStandalone)

function StaffArea({ me }: { me: Me }) {
  const { progress, ready } = useStartup(me.event_company_id)
  const { layout } = useRouteHandle()

  // When the splash screen is gone (bench:budget-editor: the page is visible from then on).
  useEffect(() => {
    if (ready) performance.mark(STARTUP_READY_MARK)
  }, [ready])

  useEffect(() => {
    void setLanguage(me.language)
  }, [me.language])

  // The layout's chunk loads while the splash screen shows, so the page follows the splash at once.
  useEffect(() => {
    void (layout === 'standalone' ? loadStandalone() : loadShell()).catch(() => undefined)
  }, [layout])

  // Once every startup load has settled the page renders beneath the splash screen, which stays on top
  // for its 250 ms (the bar's last step) and then uncovers a drawn page instead of starting it. The two
  // keep their places in the fragment, so neither remounts when the other comes or goes.
  return (
    <>
      {(ready || progress >= 1) && (
        <Suspense fallback={<PageLoader />}>
          {layout === 'standalone' ? <StandaloneLayout /> : <AppShellLayout />}
        </Suspense>
      )}
      {!ready && <SplashScreen progress={progress} overlay={progress >= 1} />}
    </>
  )
}

/** Behind login: startup loads with the splash screen, then the shell or the bare page. */
export function AuthenticatedLayout() {
  const session = useSession()
  const location = useLocation()
  if (!session) return <Navigate to={loginUrlFor(`${location.pathname}${location.search}`)} replace />
  return (
    <QueryClientProvider client={queryClient}>
      <StaffArea me={session.user} />
    </QueryClientProvider>
  )
}
