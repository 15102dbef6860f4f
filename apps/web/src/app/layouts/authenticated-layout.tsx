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
import { useStartup } from '../startup/use-startup'
import { PageLoader } from './page-loader'
import { SplashScreen } from './splash-screen'

registerStaffResources(i18n)

const AppShellLayout = lazy(() =>
  import('../shell/app-shell-layout').then((m) => ({ default: m.AppShellLayout })),
)
const StandaloneLayout = lazy(() =>
  import('./standalone-layout').then((m) => ({ default: m.StandaloneLayout })),
)

function StaffArea({ me }: { me: Me }) {
  const { progress, ready } = useStartup(me.event_company_id)
  const { layout } = useRouteHandle()

  useEffect(() => {
    void setLanguage(me.language)
  }, [me.language])

  if (!ready) return <SplashScreen progress={progress} />
  if (layout === 'standalone')
    return (
      <Suspense fallback={<PageLoader />}>
        <StandaloneLayout />
      </Suspense>
    )
  return (
    <Suspense fallback={<PageLoader />}>
      <AppShellLayout />
    </Suspense>
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
