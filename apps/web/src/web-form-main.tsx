import '@fontsource-variable/inter'
import '@mantine/core/styles.css'
import './app/styles/global.css'
import type { Webform } from '@ajanda/contracts/webform.contract'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BareRootLayout } from './app/layouts/bare-root-layout'
import { AppProviders } from './app/providers'
import { WebFormStandalone } from './public-pages/web-form/web-form-screen'
import { configureApi } from './shared/api/api-client'
import { currentLocale, initI18n } from './shared/i18n/i18n'

/**
 * The web form's own entry (web-form.html, decisions/0034): the server sends it for
 * /web-form/{slug}/{pcode?}, the page people open on a phone from an invitation. No router: the slug
 * and the personal code are read from the address here and the page's links are plain ones, so the
 * page loads MantineProvider, the form and the i18n base only. The claim and room-mate links and the
 * other public pages keep public.html.
 */
void document.fonts?.load('1em "Inter Variable"', 'şğıİ').catch(() => undefined)

initI18n()
// Public pages speak for people without an account: no staff token, no sign-in redirect.
configureApi({ getLocale: currentLocale })

const [, , slug = '', pcode] = window.location.pathname.split('/').map((part) => {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
})

/** GET /webform's answer, written into the HTML by the server (apps/server/src/platform/web-form-entry.ts). */
function inlinedWebform(): { locale: string; data: Webform } | null {
  const script = document.getElementById('webform-data')
  if (!script?.textContent) return null
  try {
    return { locale: script.dataset.locale ?? '', data: JSON.parse(script.textContent) as Webform }
  } catch {
    return null
  }
}

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from web-form.html')

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <BareRootLayout>
        <WebFormStandalone
          slug={slug}
          pcode={pcode || null}
          search={new URLSearchParams(window.location.search)}
          initial={inlinedWebform()}
        />
      </BareRootLayout>
    </AppProviders>
  </StrictMode>,
)
