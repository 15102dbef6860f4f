import type { RouteObject } from 'react-router'
import type { RouteHandle, RouteLayout } from './route-handle'

const notFound = () =>
  import('../pages/not-found-page').then((module) => ({ Component: module.NotFoundPage }))

/**
 * A route of the specification whose page is not part of this release: it is registered with its
 * layout and name, and shows the not-found page (inside the shell or bare).
 */
export function unbuiltRoute(
  path: string,
  layout: RouteLayout,
  name?: string,
  extra: Partial<RouteHandle> = {},
): RouteObject {
  const handle: RouteHandle = { layout, title: 'notFound', name, ...extra }
  return { path, lazy: notFound, handle }
}

export function unbuiltIndexRoute(layout: RouteLayout, name?: string): RouteObject {
  const handle: RouteHandle = { layout, title: 'notFound', name }
  return { index: true, lazy: notFound, handle }
}
