import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../shared/routing/route-handle'

const listHandle: RouteHandle = { layout: 'normal', title: 'suppliers', name: 'Suppliers' }
const detailHandle: RouteHandle = {
  layout: 'normal',
  title: 'supplierDetail',
  name: 'SupplierDetail',
  crumbParents: [{ title: 'suppliers', to: '/suppliers' }],
}

export const suppliersRoutes: RouteObject[] = [
  {
    path: 'suppliers',
    handle: listHandle,
    lazy: () => import('./pages/suppliers-page').then((m) => ({ Component: m.SuppliersPage })),
  },
  {
    path: 'supplier/:code',
    handle: detailHandle,
    lazy: () => import('./pages/supplier-profile-page').then((m) => ({ Component: m.SupplierProfilePage })),
  },
]
