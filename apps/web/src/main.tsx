import '@fontsource-variable/inter'
import '@mantine/core/styles.css'
import './app/styles/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './app/providers'
import { createAppRouter } from './app/router/router'
import { createUnauthorizedHandler } from './app/unauthorized'
import { fetchCsrfCookie } from './modules/auth/auth-requests'
import { configureApi } from './shared/api/api-client'
import { currentLocale, initI18n } from './shared/i18n/i18n'
import { sessionStore } from './shared/session/session-store'

// Turkish text needs Inter's latin-ext subset (ş, ğ, ı, İ), which the browser fetches only once such
// text is first laid out: asked for at the start instead, a page is laid out with it once rather than
// laid out again when it arrives (on the budget editor, some 2,400 boxes just as the splash screen ends).
void document.fonts?.load('1em "Inter Variable"', 'şğıİ').catch(() => undefined)

initI18n(sessionStore.user()?.language)
const router = createAppRouter()
configureApi({
  getLocale: currentLocale,
  getToken: sessionStore.token,
  onUnauthorized: createUnauthorizedHandler({
    router,
    clearCache: () => void import('./shared/api/query-client').then((m) => m.queryClient.clear()),
  }),
})
void fetchCsrfCookie().catch(() => undefined)

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
