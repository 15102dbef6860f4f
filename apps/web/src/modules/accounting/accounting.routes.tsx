import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../shared/routing/route-handle'

/** /accounting: the nine accounting lists (staff-app.md 7); the kind and the filters live in the URL. */
export const accountingRoutes: RouteObject[] = [
  {
    path: 'accounting',
    handle: { layout: 'normal', title: 'accounting', name: 'Accounting' } satisfies RouteHandle,
    lazy: () => import('./pages/accounting-page').then((m) => ({ Component: m.AccountingPage })),
  },
]
