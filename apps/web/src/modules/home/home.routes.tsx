import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../shared/routing/route-handle'

const handle: RouteHandle = { layout: 'normal', title: 'home', name: 'Home', client: true }

export const homeRoutes: RouteObject[] = [
  { index: true, handle, lazy: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })) },
]
