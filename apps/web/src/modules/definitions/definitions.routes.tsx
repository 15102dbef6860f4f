import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../app/router/route-handle'

const handle = (title: RouteHandle['title'], name: string): RouteHandle => ({ layout: 'normal', title, name })

/** Positions, definitions and payment methods, inside the admin area (admin.routes.tsx). */
export const definitionsAdminRoutes: RouteObject[] = [
  {
    path: 'positions',
    handle: handle('adminPositions', 'AdminPositions'),
    lazy: () => import('./pages/positions-page').then((m) => ({ Component: m.PositionsPage })),
  },
  {
    path: 'definitions/:subpage',
    handle: handle('adminDefinitions', 'AdminDefinitions'),
    lazy: () => import('./pages/definitions-page').then((m) => ({ Component: m.DefinitionsPage })),
  },
  {
    path: 'payment-methods',
    handle: handle('adminPaymentMethods', 'AdminPaymentMethods'),
    lazy: () => import('./pages/payment-methods-page').then((m) => ({ Component: m.PaymentMethodsPage })),
  },
]
