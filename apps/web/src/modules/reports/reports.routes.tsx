import type { RouteObject } from 'react-router'
import { redirectTo } from '../../shared/routing/guards'
import type { RouteHandle } from '../../shared/routing/route-handle'

/**
 * /reports goes to the executive brief; /reports/{name} is one of the ten reports (an unknown name shows
 * the not-found page inside the shell). The range and the scope live in the URL's search.
 */
export const reportsRoutes: RouteObject[] = [
  { path: 'reports', loader: redirectTo('/reports/executive-brief') },
  {
    path: 'reports/:sub',
    handle: { layout: 'normal', title: 'reports', name: 'Reports' } satisfies RouteHandle,
    lazy: () => import('./pages/reports-page').then((m) => ({ Component: m.ReportsPage })),
  },
]
