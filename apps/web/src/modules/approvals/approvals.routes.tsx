import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../shared/routing/route-handle'

/** /admin/approval-chain (inside the admin layout; the admin guard is the parent's). */
export const approvalsAdminRoutes: RouteObject[] = [
  {
    path: 'approval-chain',
    handle: {
      layout: 'normal',
      title: 'adminApprovalChain',
      name: 'AdminApprovalChain',
    } satisfies RouteHandle,
    lazy: () =>
      import('./pages/approval-chains-page').then((m) => ({
        Component: m.ApprovalChainsPage,
      })),
  },
]
