import '@fontsource-variable/inter'
import '@mantine/core/styles.css'
import './app/styles/global.css'
import type { Webform } from '@ajanda/contracts/webform.contract'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BareRootLayout } from './app/layouts/bare-root-layout'
import { AppProviders } from './app/providers'
import { browserLanguages, publicLocale } from './public-pages/public-locale'
import { loadWebFormTexts } from './public-pages/web-form/web-form-locale-texts'
import { formLanguages, WebFormStandalone } from './public-pages/web-form/web-form-screen'
import { configureApi } from './shared/api/api-client'
import { currentLocale, initI18n } from './shared/i18n/i18n'

/**
 * The web form's own entry (web-form.html, decisions/0034): the server sends it for
 * /web-form/{slug}/{pcode?}, the page people open on a phone from an invitation. No router: the slug
 * and the personal code are read from the address here and the page's links are plain ones, so the
 * page loads MantineProvider, the form and the i18n base only. The claim and room-mate links and the
 * other public pages keep public.html. Its own build runs it on Preact (vite.web-form.config.ts).
 */
void document.fonts?.load('1em "Inter Variable"', 'şğıİ').catch(() => undefined)

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

const search = new URLSearchParams(window.location.search)
const initial = inlinedWebform()
const asked = publicLocale(search, browserLanguages())
// The language the page will speak: the visitor's when the form has it (as WebFormStandalone picks).
const spoken = initial ? formLanguages(initial.data) : [asked]
const locale = spoken.includes(asked) ? asked : (spoken[0] ?? asked)

initI18n(locale)
// Public pages speak for people without an account: no staff token, no sign-in redirect.
configureApi({ getLocale: currentLocale })

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from web-form.html')

// Only this language's texts, which the server's HTML preloads (decisions/0034). Should they fail to
// come, the page still renders: its own data and the server's messages need no texts.
await loadWebFormTexts(locale).catch(() => undefined)

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <BareRootLayout>
        <WebFormStandalone slug={slug} pcode={pcode || null} search={search} initial={initial} />
      </BareRootLayout>
    </AppProviders>
  </StrictMode>,
)
// The server's first paint of the page (web-form.html, decisions/0034): Preact renders synchronously, so
// the frame goes in the same task and the browser never shows both.
document.getElementById('web-form-frame')?.remove()
