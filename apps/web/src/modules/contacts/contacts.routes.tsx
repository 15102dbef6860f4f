import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../shared/routing/route-handle'

const handle: RouteHandle = { layout: 'normal', title: 'contacts', name: 'Contacts' }

export const contactsRoutes: RouteObject[] = [
  {
    path: 'contacts',
    handle,
    lazy: () => import('./pages/contacts-page').then((m) => ({ Component: m.ContactsPage })),
  },
]
