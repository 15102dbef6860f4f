import type { RouteObject } from 'react-router'

let loaded: RouteObject[] | undefined
let loading: Promise<RouteObject[]> | undefined

/** The staff route tables (staff-routes.ts), loaded once; a failed load may be tried again. */
export function loadStaffRoutes(): Promise<RouteObject[]> {
  loading ??= import('./staff-routes').then(
    (m) => {
      loaded = m.staffRoutes
      return m.staffRoutes
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The staff route tables if they are in by now, else none. */
export const loadedStaffRoutes = (): RouteObject[] => loaded ?? []
