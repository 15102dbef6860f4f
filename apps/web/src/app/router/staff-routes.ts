import type { RouteObject } from 'react-router'
import { accountingRoutes } from '../../modules/accounting/accounting.routes'
import { adminRoutes } from '../../modules/admin/admin.routes'
import { approvesRoutes } from '../../modules/approvals/approves.routes'
import { bizdevRoutes } from '../../modules/bizdev/bizdev.routes'
import { calendarRoutes } from '../../modules/calendar/calendar.routes'
import { clientsRoutes } from '../../modules/clients/clients.routes'
import { contactsRoutes } from '../../modules/contacts/contacts.routes'
import { depotRoutes } from '../../modules/depot/depot.routes'
import { messengerRoutes } from '../../modules/messenger/messenger.routes'
import { onboardingRoutes } from '../../modules/onboarding/onboarding.routes'
import { profileRoutes } from '../../modules/profile/profile.routes'
import { projectsRoutes } from '../../modules/projects/projects.routes'
import { reportsRoutes } from '../../modules/reports/reports.routes'
import { requestsRoutes } from '../../modules/requests/requests.routes'
import { suppliersRoutes } from '../../modules/suppliers/suppliers.routes'
import { tasksRoutes } from '../../modules/tasks/tasks.routes'
import { keepClientsInTheirArea } from './client-area'

/**
 * Every staff page but home (which router.tsx keeps, so `/` matches without them): some 11 KB of
 * gzipped route tables that the sign-in page does not need (decisions/0033, the sign-in page's budget).
 * The router adds them under `staff-pages` the first time a path does not match, or matches only a
 * route with parameters (the brief's catch-all, not-found), through `patchRoutesOnNavigation`.
 */
export const staffRoutes: RouteObject[] = keepClientsInTheirArea([
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
