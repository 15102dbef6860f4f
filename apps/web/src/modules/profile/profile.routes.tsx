import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../shared/routing/route-handle'

const handle: RouteHandle = { layout: 'normal', title: 'profile', name: 'Profile', client: true }

export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    handle,
    lazy: () => import('./pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
  },
]
