import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../shared/routing/route-handle'

const handle: RouteHandle = { layout: 'standalone', title: 'messenger', name: 'Messenger' }

export const messengerRoutes: RouteObject[] = [
  {
    path: 'messenger',
    handle,
    lazy: () => import('./pages/messenger-page').then((m) => ({ Component: m.MessengerPage })),
  },
]
