import type { RouteObject } from 'react-router'
import { redirectTo } from '../../shared/routing/guards'
import { unbuiltRoute } from '../../shared/routing/unbuilt-route'

/** Children: executive-brief, performance, division-performance, people-performance, clients, yoy, suppliers,
 * unclosed-projects, client-financials, invoicing-timeframes. */
export const reportsRoutes: RouteObject[] = [
  { path: 'reports', loader: redirectTo('/reports/executive-brief') },
  unbuiltRoute('reports/:sub', 'normal', 'Reports'),
]
