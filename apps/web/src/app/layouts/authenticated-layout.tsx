import type { Me } from '@ajanda/contracts/auth.contract'
import { QueryClientProvider } from '@tanstack/react-query'
import { Suspense, useEffect, useMemo, useState } from 'react'
import { Navigate, useLocation } from 'react-router'
import { queryClient } from '../../shared/api/query-client'
import { i18n, setLanguage } from '../../shared/i18n/i18n'
import { registerStaffResources } from '../../shared/i18n/staff-resources'
import { loginUrlFor } from '../../shared/routing/redirect-target'
import { useRouteHandle } from '../../shared/routing/use-route-handle'
import { useSession } from '../../shared/session/use-session'
import { PageLoader } from '../../shared/ui/page-loader'
import { STARTUP_READY_MARK, useStartup } from '../startup/use-startup'
import { SplashScreen } from './splash-screen'
import { useLayoutModule } from './use-layout-module'

registerStaffResources(i18n)

function StaffArea({ me }: { me: Me }) {
  const { progress, ready } = useStartup(me)
  const { layout } = useRouteHandle()
  // The layout's chunks load while the splash screen shows (the staff route's loader asked for them).
  const Layout = useLayoutModule(layout === 'standalone' ? 'standalone' : 'shell')
  // One element while the layout stays the same: the splash's hiding then re-renders this component
  // only, not the shell and the page beneath it (a 2,000-line budget editor is some 100 ms of work).
  const page = useMemo(() => (Layout ? <Layout /> : <PageLoader />), [Layout])

  // The page is drawn from the commit after the one in which the last startup load settled: that one
  // stays light, so its effect starts the splash's 250 ms (useStartup) when the loads are done, and the
  // page's own render (a 2,000-line budget editor takes some 200 ms) runs within those 250 ms rather
  // than before them, which had put off the splash's hiding by as much.
  const [settled, setSettled] = useState(ready)
  useEffect(() => {
    if (progress >= 1) setSettled(true)
  }, [progress])

  // When the splash screen is gone (bench:budget-editor: the page is visible from then on).
  useEffect(() => {
    if (ready) performance.mark(STARTUP_READY_MARK)
  }, [ready])

  useEffect(() => {
    void setLanguage(me.language)
  }, [me.language])

  // Once every startup load has settled the page renders beneath the splash screen, which stays on top
  // for its 250 ms (the bar's last step) and then uncovers a drawn page instead of starting it. The two
  // keep their places in the fragment, so neither remounts when the other comes or goes.
  return (
    <>
      {(ready || settled) && <Suspense fallback={<PageLoader />}>{page}</Suspense>}
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
