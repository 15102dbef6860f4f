import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../shared/routing/route-handle'

const handle = (title: RouteHandle['title'], name: string): RouteHandle => ({ layout: 'normal', title, name })

/** Company settings and the lead phases, inside the admin area (admin.routes.tsx). */
export const eventCompanyAdminRoutes: RouteObject[] = [
  {
    path: 'event-company',
    handle: handle('adminEventCompany', 'AdminEventCompany'),
    lazy: () => import('./pages/company-settings-page').then((m) => ({ Component: m.CompanySettingsPage })),
  },
  {
    path: 'biz-dev/lead-phases',
    handle: handle('adminBizDev', 'AdminBizDev'),
    lazy: () => import('./pages/lead-phases-page').then((m) => ({ Component: m.LeadPhasesPage })),
  },
]
