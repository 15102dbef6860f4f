import '@fontsource-variable/inter'
import '@mantine/core/styles.css'
import './app/styles/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { RootLayout } from './app/layouts/root-layout'
import { RouteErrorPage } from './app/layouts/route-error-page'
import { AppProviders } from './app/providers'
import { publicRoutes } from './public-pages/public.routes'
import { configureApi } from './shared/api/api-client'
import { currentLocale, initI18n } from './shared/i18n/i18n'
import { unbuiltRoute } from './shared/routing/unbuilt-route'
import { PageLoader } from './shared/ui/page-loader'

/**
 * The public pages' own entry (public.html, decisions/0033): the server sends it for the paths of
 * public.routes.tsx, so a web form, a claim, a review or a decision link loads MantineProvider, the
 * router with the public routes and the i18n base only: no staff shell, startup loads, session or
 * real time. Every other path (the brief catch-all included) keeps index.html.
 */
void document.fonts?.load('1em "Inter Variable"', 'şğıİ').catch(() => undefined)

initI18n()
// Public pages speak for people without an account: no staff token, no sign-in redirect.
configureApi({ getLocale: currentLocale })

const initialPath = window.location.pathname

/**
 * A path this entry has no page for: on the first load the not-found page (as the full app shows for
 * it); reached by a link inside the page (the not-found page's "home"), a full load, which the server
 * answers with the app's own entry.
 */
const elsewhere: RouteObject = {
  ...unbuiltRoute('*', 'standalone'),
  loader: ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname === initialPath) return null
    window.location.assign(url.href)
    return new Promise<never>(() => undefined)
  },
}

const router = createBrowserRouter([
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [...publicRoutes, { index: true, loader: elsewhere.loader }, elsewhere],
  },
])

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from public.html')

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
