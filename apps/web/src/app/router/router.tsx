import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router'
import { authRoutes } from '../../modules/auth/auth.routes'
import { homeRoutes } from '../../modules/home/home.routes'
import { catchAllRoutes, publicRoutes } from '../../public-pages/public.routes'
import { requireAuth } from '../../shared/routing/guards'
import { deepestHandle } from '../../shared/routing/route-handle'
import { sessionStore } from '../../shared/session/session-store'
import { PageLoader } from '../../shared/ui/page-loader'
import { PageError } from '../layouts/page-error'
import { RootLayout } from '../layouts/root-layout'
import { RouteErrorPage } from '../layouts/route-error-page'
import { preloadLayout } from '../layouts/use-layout-module'
import { keepClientsInTheirArea } from './client-area'
import { loadedStaffRoutes, loadStaffRoutes } from './staff-routes-loader'

/**
 * Staff pages: login needed; each page's handle says whether the shell shows around it. Home only here:
 * the other pages' tables (staff-routes.ts) join when a path needs them (`patchStaffRoutes`), so the
 * sign-in page does not load them.
 */
const homePages: RouteObject[] = keepClientsInTheirArea(homeRoutes)

/**
 * Behind sign-in: the startup loads start with the navigation, in parallel with the layout's and the
 * page's chunks (which the router loads before the layout first renders), instead of after them. The
 * query cache comes in through a dynamic import so that the sign-in chunk stays free of it.
 */
function staffLoaderOver(staffPages: () => RouteObject[]) {
  return (args: LoaderFunctionArgs) => {
    const result = requireAuth(args)
    const user = sessionStore.user()
    if (user) {
      // The page's layout (the shell, some 30 chunks) is asked for as soon as the startup loads are out,
      // so it loads while they run: the staff area mounts only once the page's chunks are in, and asking
      // for it from there put it after them. Not before the loads: its evaluation would delay them.
      const matches = matchRoutes(staffPages(), new URL(args.request.url).pathname) ?? []
      const layout = deepestHandle(matches.map((match) => ({ handle: match.route.handle })))?.layout
      void import('../startup/start-startup-loads')
        .then((m) => {
          m.startStartupLoads(user)
          return preloadLayout(layout === 'standalone' ? 'standalone' : 'shell')
        })
        .catch(() => undefined)
    }
    return result
  }
}

/**
 * The app's routes. `laterStaffPages`: staff pages beside home from the start (the tests give them all);
 * the app passes none and lets `patchStaffRoutes` add them.
 */
export function createAppRoutes(laterStaffPages: RouteObject[] = []): RouteObject[] {
  const staffPages = () => [...homePages, ...laterStaffPages, ...loadedStaffRoutes()]
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: PageLoader,
      children: [
        ...authRoutes,
        ...publicRoutes,
        {
          id: 'staff',
          loader: staffLoaderOver(staffPages),
          lazy: () => {
            // The router calls every matched route's `lazy` before any loader, and the browser works
            // through module chunks in about the order they were asked for: asking for the startup
            // loads' module (a few small chunks) first puts it ahead of the layout's and the page's
            // chunks, so the staff loader's import of it, and the loads' requests, do not wait behind them.
            void import('../startup/start-startup-loads').catch(() => undefined)
            // The other staff pages' tables, for the next navigation (the first may not need them: home).
            void loadStaffRoutes().catch(() => undefined)
            return import('../layouts/authenticated-layout').then((m) => ({
              Component: m.AuthenticatedLayout,
            }))
          },
          // A page that fails (a chunk that does not load, a lost connection) shows inside the shell.
          children: [
            { id: 'staff-pages', ErrorBoundary: PageError, children: [...homePages, ...laterStaffPages] },
          ],
        },
        ...catchAllRoutes,
      ],
    },
  ]
}

/**
 * Adds the staff pages' tables under `staff-pages` once, when a path does not match or matches only a
 * route with parameters (React Router asks then, since a staff page may outrank it: the brief's
 * catch-all, not found). A signed-in visitor then needs the staff area too: its modules are asked for
 * beside the tables, as the staff route's `lazy` would ask for them right after, so a page opened by
 * its address does not wait for the tables and then for the area.
 */
function patchStaffRoutes(): PatchRoutesOnNavigationFunction {
  let patched = false
  return async ({ patch, signal }) => {
    if (patched) return
    const tables = loadStaffRoutes()
    if (sessionStore.user()) {
      void import('../startup/start-startup-loads').catch(() => undefined)
      void import('../layouts/authenticated-layout').catch(() => undefined)
    }
    const routes = await tables
    // An aborted navigation's patch is dropped by the router: the next one patches.
    if (patched || signal.aborted) return
    patch('staff-pages', routes)
    patched = true
  }
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes(), { patchRoutesOnNavigation: patchStaffRoutes() })
}
