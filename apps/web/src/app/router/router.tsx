import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router'
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
import { sessionStore } from '../../shared/session/session-store'
import { PageLoader } from '../layouts/page-loader'
import { RootLayout } from '../layouts/root-layout'
import { RouteErrorPage } from '../layouts/route-error-page'
import { requireAuth } from './guards'

/** Staff pages: login needed; each page's handle says whether the shell shows around it. */
const staffRoutes: RouteObject[] = [
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
]

/**
 * Behind sign-in: the startup loads start with the navigation, in parallel with the layout's and the
 * page's chunks (which the router loads before the layout first renders), instead of after them. The
 * query cache comes in through a dynamic import so that the sign-in chunk stays free of it.
 */
export function staffLoader(args: LoaderFunctionArgs) {
  const result = requireAuth(args)
  const user = sessionStore.user()
  if (user)
    void import('../startup/start-startup-loads')
      .then((m) => m.startStartupLoads(user.event_company_id))
      .catch(() => undefined)
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
          lazy: () =>
            import('../layouts/authenticated-layout').then((m) => ({ Component: m.AuthenticatedLayout })),
          children: staffRoutes,
        },
        ...catchAllRoutes,
      ],
    },
  ]
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes())
}
