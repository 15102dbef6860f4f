import type { RouteObject } from 'react-router'
import { unbuiltRoute } from '../../app/router/unbuilt-route'

export const suppliersRoutes: RouteObject[] = [
  unbuiltRoute('suppliers', 'normal', 'Suppliers'),
  unbuiltRoute('supplier/:code', 'normal', 'SupplierDetail'),
]
