import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../shared/routing/route-handle'

const listHandle: RouteHandle = { layout: 'normal', title: 'clients', name: 'Clients' }
const detailHandle: RouteHandle = {
  layout: 'normal',
  title: 'clientDetail',
  name: 'ClientDetail',
  crumbParents: [{ title: 'clients', to: '/clients' }],
}

export const clientsRoutes: RouteObject[] = [
  {
    path: 'clients',
    handle: listHandle,
    lazy: () => import('./pages/clients-page').then((m) => ({ Component: m.ClientsPage })),
  },
  {
    path: 'client/:code',
    handle: detailHandle,
    lazy: () => import('./pages/client-profile-page').then((m) => ({ Component: m.ClientProfilePage })),
  },
]
