import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../shared/routing/route-handle'

/** /approves: my requests and the ones waiting for my decision (inside the shell, login needed). */
export const approvesRoutes: RouteObject[] = [
  {
    path: 'approves',
    handle: { layout: 'normal', title: 'approves', name: 'Approves' } satisfies RouteHandle,
    lazy: () => import('./pages/approves-page').then((m) => ({ Component: m.ApprovesPage })),
  },
]
