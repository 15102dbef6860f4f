import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../shared/routing/route-handle'

const handle: RouteHandle = {
  layout: 'normal',
  title: 'projectDetail',
  name: 'NewSalesInvoiceRequest',
  crumbParents: [{ title: 'projects', to: '/projects' }],
}

const page = () =>
  import('./pages/new-sales-invoice-request-page').then((m) => ({ Component: m.NewSalesInvoiceRequestPage }))

/** The request pages: the sales invoice request form of a project, from its accounting or sales tab. */
export const requestsRoutes: RouteObject[] = [
  { path: 'project/:code/accounting/new-sales-invoice-request', handle, lazy: page },
  {
    path: 'project/:code/sales/new-sales-invoice-request',
    handle: { ...handle, name: 'NewSalesInvoiceRequestSales' },
    lazy: page,
  },
]
