import '@fontsource-variable/inter'
import '@mantine/core/styles.css'
import './app/styles/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { currentLocale, initI18n } from './app/i18n/i18n'
import { AppProviders } from './app/providers'
import { createAppRouter } from './app/router/router'
import { createUnauthorizedHandler } from './app/unauthorized'
import { fetchCsrfCookie } from './modules/auth/auth-requests'
import { configureApi } from './shared/api/api-client'
import { sessionStore } from './shared/session/session-store'

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
