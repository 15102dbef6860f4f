import { type LoaderFunction, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router'
import { isRouteHandle } from '../../shared/routing/route-handle'
import { sessionStore } from '../../shared/session/session-store'

/** Where a CLIENT user who opens a staff page lands: their projects (decisions.md section 1). */
export const CLIENT_HOME = '/projects'

const isClientUser = () => sessionStore.user()?.kind === 'CLIENT'
const openToClients = (route: RouteObject) => isRouteHandle(route.handle) && route.handle.client === true

function sendClientsAway(loader: LoaderFunction | undefined): LoaderFunction {
  return (args: LoaderFunctionArgs, context?: unknown) => {
    if (isClientUser()) throw redirect(CLIENT_HOME)
    return loader ? loader(args, context) : null
  }
}

/**
 * The staff routes as a CLIENT user meets them: every page whose handle does not say `client: true`
 * redirects them to their projects before its loader runs, so no staff screen, skeleton or staff API
 * call ever starts for them. A route's own static loader is wrapped; a lazy route without one gets the
 * guard with its lazy module (React Router ignores a lazy loader beside a static one).
 */
export function keepClientsInTheirArea(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (openToClients(route)) return route
    const children = route.children ? keepClientsInTheirArea(route.children) : undefined
    if (route.children && !route.handle) return { ...route, children } as RouteObject
    const withChildren = children ? { children } : {}
    const lazy = route.lazy
    if (typeof route.loader === 'function' || typeof lazy !== 'function')
      return {
        ...route,
        ...withChildren,
        loader: sendClientsAway(typeof route.loader === 'function' ? route.loader : undefined),
      } as RouteObject
    return {
      ...route,
      ...withChildren,
      lazy: async () => {
        const loaded = await lazy()
        return { ...loaded, loader: sendClientsAway(loaded.loader as LoaderFunction | undefined) }
      },
    } as RouteObject
  })
}
