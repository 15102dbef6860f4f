import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../shared/routing/route-handle'

/** /admin/targets (the admin guard is the parent's). */
export const targetsAdminRoutes: RouteObject[] = [
  {
    path: 'targets',
    handle: { layout: 'normal', title: 'adminTargets', name: 'AdminTargets' } satisfies RouteHandle,
    lazy: () => import('./pages/targets-page').then((m) => ({ Component: m.TargetsPage })),
  },
]
