import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../shared/routing/route-handle'
import { unbuiltRoute } from '../../shared/routing/unbuilt-route'

const boardHandle: RouteHandle = { layout: 'normal', title: 'bizdev', name: 'Bizdev' }
const detailHandle: RouteHandle = {
  layout: 'normal',
  title: 'bizdevDetail',
  name: 'BizdevDetail',
  // The loader's lead: its name heads the page and the breadcrumbs.
  recordTitle: (data) => (data as { name?: string } | undefined)?.name,
  crumbParents: [{ title: 'bizdev', to: '/bizdev' }],
}

export const bizdevRoutes: RouteObject[] = [
  {
    path: 'bizdev',
    handle: boardHandle,
    lazy: () => import('./pages/bizdev-page').then((m) => ({ Component: m.BizdevPage })),
  },
  {
    path: 'bizdev/:code',
    handle: detailHandle,
    /** The lead loads before the page shows; a 404 shows the not-found page. */
    lazy: () =>
      import('./pages/lead-detail-page').then((m) => ({
        Component: m.LeadDetailPage,
        ErrorBoundary: m.LeadRouteError,
        loader: m.leadDetailLoader,
      })),
  },
  unbuiltRoute('bizdev/:code/brain-storming/:template_id', 'standalone', 'BrainStorming'),
]
