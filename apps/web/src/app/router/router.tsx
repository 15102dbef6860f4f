import { createBrowserRouter, type LoaderFunctionArgs, matchRoutes, type RouteObject } from 'react-router'
import { accountingRoutes } from '../../modules/accounting/accounting.routes'
import { adminRoutes } from '../../modules/admin/admin.routes'
import { approvesRoutes } from '../../modules/approvals/approves.routes'
import { authRoutes } from '../../modules/auth/auth.routes'
import { bizdevRoutes } from '../../modules/bizdev/bizdev.routes'
import { calendarRoutes } from '../../modules/calendar/calendar.routes'
import { clientsRoutes } from '../../modules/clients/clients.routes'
import { contactsRoutes } from '../../modules/contacts/contacts.routes'
import { depotRoutes } from '../../modules/depot/depot.routes'
import { homeRoutes } from '../../modules/home/home.routes'
import { messengerRoutes } from '../../modules/messenger/messenger.routes'
import { onboardingRoutes } from '../../modules/onboarding/onboarding.routes'
import { profileRoutes } from '../../modules/profile/profile.routes'
import { projectsRoutes } from '../../modules/projects/projects.routes'
import { reportsRoutes } from '../../modules/reports/reports.routes'
import { requestsRoutes } from '../../modules/requests/requests.routes'
import { suppliersRoutes } from '../../modules/suppliers/suppliers.routes'
import { tasksRoutes } from '../../modules/tasks/tasks.routes'
import { catchAllRoutes, publicRoutes } from '../../public-pages/public.routes'
import { requireAuth } from '../../shared/routing/guards'
import { deepestHandle } from '../../shared/routing/route-handle'
import { sessionStore } from '../../shared/session/session-store'
import { PageLoader } from '../../shared/ui/page-loader'
import { PageError } from '../layouts/page-error'
import { RootLayout } from '../layouts/root-layout'
import { RouteErrorPage } from '../layouts/route-error-page'
import { preloadLayout } from '../layouts/use-layout-module'
import { keepClientsInTheirArea } from './client-area'

/** Staff pages: login needed; each page's handle says whether the shell shows around it. */
const staffRoutes: RouteObject[] = keepClientsInTheirArea([
  ...homeRoutes,
  ...tasksRoutes,
  ...calendarRoutes,
  ...reportsRoutes,
  ...clientsRoutes,
  ...suppliersRoutes,
  ...contactsRoutes,
  ...bizdevRoutes,
  ...projectsRoutes,
  ...depotRoutes,
  ...accountingRoutes,
  ...approvesRoutes,
  ...requestsRoutes,
  ...profileRoutes,
  ...onboardingRoutes,
  ...messengerRoutes,
  ...adminRoutes,
])

/**
 * Behind sign-in: the startup loads start with the navigation, in parallel with the layout's and the
 * page's chunks (which the router loads before the layout first renders), instead of after them. The
 * query cache comes in through a dynamic import so that the sign-in chunk stays free of it.
 */
export function staffLoader(args: LoaderFunctionArgs) {
  const result = requireAuth(args)
  const user = sessionStore.user()
  if (user) {
    // The page's layout (the shell, some 30 chunks) is asked for as soon as the startup loads are out,
    // so it loads while they run: the staff area mounts only once the page's chunks are in, and asking
    // for it from there put it after them. Not before the loads: its evaluation would delay them.
    const matches = matchRoutes(staffRoutes, new URL(args.request.url).pathname) ?? []
    const layout = deepestHandle(matches.map((match) => ({ handle: match.route.handle })))?.layout
    void import('../startup/start-startup-loads')
      .then((m) => {
        m.startStartupLoads(user)
        return preloadLayout(layout === 'standalone' ? 'standalone' : 'shell')
      })
      .catch(() => undefined)
  }
  return result
}

export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: PageLoader,
      children: [
        ...authRoutes,
        ...publicRoutes,
        {
          id: 'staff',
          loader: staffLoader,
          lazy: () => {
            // The router calls every matched route's `lazy` before any loader, and the browser works
            // through module chunks in about the order they were asked for: asking for the startup
            // loads' module (a few small chunks) first puts it ahead of the layout's and the page's
            // chunks, so staffLoader's import of it, and the loads' requests, do not wait behind them.
            void import('../startup/start-startup-loads').catch(() => undefined)
            return import('../layouts/authenticated-layout').then((m) => ({
              Component: m.AuthenticatedLayout,
            }))
          },
          // A page that fails (a chunk that does not load, a lost connection) shows inside the shell.
          children: [{ id: 'staff-pages', ErrorBoundary: PageError, children: staffRoutes }],
        },
        ...catchAllRoutes,
      ],
    },
  ]
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes())
}
