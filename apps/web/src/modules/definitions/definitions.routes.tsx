import type { RouteObject } from 'react-router'
import { redirectTo } from '../../shared/routing/guards'
import type { RouteHandle } from '../../shared/routing/route-handle'

const handle = (title: RouteHandle['title'], name: string): RouteHandle => ({ layout: 'normal', title, name })

/** Positions, definitions, budget definitions and payment methods, inside the admin area (admin.routes.tsx). */
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
  { path: 'budgets', loader: redirectTo('/admin/budgets/budget-categories') },
  {
    path: 'budgets/:subpage',
    handle: handle('adminBudgets', 'AdminBudgets'),
    lazy: () =>
      import('./pages/budget-definitions-page').then((m) => ({ Component: m.BudgetDefinitionsPage })),
  },
  {
    path: 'payment-methods',
    handle: handle('adminPaymentMethods', 'AdminPaymentMethods'),
    lazy: () => import('./pages/payment-methods-page').then((m) => ({ Component: m.PaymentMethodsPage })),
  },
]
