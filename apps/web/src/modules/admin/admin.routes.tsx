import type { RouteObject } from 'react-router'
import { redirectTo, requireAdmin } from '../../shared/routing/guards'
import type { RouteHandle } from '../../shared/routing/route-handle'
import { unbuiltRoute } from '../../shared/routing/unbuilt-route'
import { approvalsAdminRoutes } from '../approvals/approvals.routes'
import { checklistAdminStandaloneRoutes, checklistsAdminRoutes } from '../checklists/checklists.routes'
import { definitionsAdminRoutes } from '../definitions/definitions.routes'
import { eventCompanyAdminRoutes } from '../event-companies/event-companies.routes'
import { briefFormAdminRoutes } from '../forms/forms.routes'
import { notificationsAdminRoutes } from '../notifications/notifications.routes'
import { targetsAdminRoutes } from '../targets/targets.routes'
import { peopleAdminRoutes } from '../users/users.routes'

const layoutHandle: RouteHandle = { layout: 'normal', title: 'admin' }
const overviewHandle: RouteHandle = { layout: 'normal', title: 'admin', name: 'Admin' }

/** The pages of this release, inside the admin side navigation. */
const builtPages: RouteObject[] = [
  {
    index: true,
    handle: overviewHandle,
    lazy: () => import('./pages/admin-overview-page').then((m) => ({ Component: m.AdminOverviewPage })),
  },
  ...eventCompanyAdminRoutes,
  ...peopleAdminRoutes,
  ...definitionsAdminRoutes,
  ...notificationsAdminRoutes,
  ...approvalsAdminRoutes,
  ...checklistsAdminRoutes,
  ...briefFormAdminRoutes,
  ...targetsAdminRoutes,
  { path: 'similarRecords', loader: redirectTo('/admin/similarRecords/contacts') },
  {
    path: 'similarRecords/:subpage',
    handle: {
      layout: 'normal',
      title: 'adminSimilarRecords',
      name: 'AdminSimilarRecords',
    } satisfies RouteHandle,
    lazy: () =>
      import('../similarity/pages/similar-records-page').then((m) => ({ Component: m.SimilarRecordsPage })),
  },
]

/** Pages that later releases build: registered with their names, showing the not-found page. */
const laterPages: RouteObject[] = [
  unbuiltRoute('post-event-client-surveys', 'normal', 'AdminPostEventClientSurveys'),
  unbuiltRoute('post-event-client-surveys/:id', 'normal', 'AdminPostEventClientSurveyDetail'),
  unbuiltRoute('email-templates', 'normal', 'AdminEmailTemplates'),
  { path: 'definitions', loader: redirectTo('/admin/definitions/project-types') },
  { path: 'biz-dev', loader: redirectTo('/admin/biz-dev/lead-phases') },
  unbuiltRoute('biz-dev/:subpage', 'normal', 'AdminBizDev'),
  unbuiltRoute('accounting-integration', 'normal', 'AdminAccountingIntegration'),
  unbuiltRoute('tasks', 'normal', 'AdminTasks'),
  unbuiltRoute('*', 'normal'),
]

/** admin-area.md section 2: every page needs is_admin = 1. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    loader: requireAdmin,
    children: [
      {
        id: 'admin-layout',
        handle: layoutHandle,
        lazy: () => import('./components/admin-layout').then((m) => ({ Component: m.AdminLayout })),
        children: builtPages,
      },
      // Full-screen pages of the admin area: outside the side navigation.
      ...checklistAdminStandaloneRoutes,
      ...laterPages,
    ],
  },
]
