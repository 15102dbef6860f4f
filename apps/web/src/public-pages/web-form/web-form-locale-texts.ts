import { LOCALES, type Locale } from '@ajanda/contracts/common/locale'
import { useEffect, useState } from 'react'
import { i18n } from '../../shared/i18n/i18n'

/**
 * The web form's texts one language at a time (decisions/0034): its own entry (web-form-main.tsx)
 * starts with none of them (vite.web-form.config.ts leaves the app's shared texts out) and loads the
 * visitor's language before the first paint; the server's HTML preloads that chunk
 * (apps/server/src/platform/web-form-entry.ts). The other language loads when the visitor switches.
 * In the app's router (web-form-page.tsx) registerWebFormTexts() has both already; nothing loads.
 */
const loaders: Record<Locale, () => Promise<{ texts: Record<string, object> }>> = {
  tr: () => import('./web-form-texts-tr'),
  en: () => import('./web-form-texts-en'),
}

export const hasWebFormTexts = (locale: Locale) => i18n.hasResourceBundle(locale, 'webForm')

const loading = new Map<Locale, Promise<void>>()

/** Adds the language's namespaces once; a failed load (a dropped connection) may be tried again. */
export function loadWebFormTexts(locale: Locale): Promise<void> {
  if (hasWebFormTexts(locale)) return Promise.resolve()
  let pending = loading.get(locale)
  if (!pending) {
    pending = loaders[locale]().then(({ texts }) => {
      for (const [namespace, bundle] of Object.entries(texts))
        if (!i18n.hasResourceBundle(locale, namespace)) i18n.addResourceBundle(locale, namespace, bundle)
    })
    loading.set(locale, pending)
    pending.catch(() => loading.delete(locale))
  }
  return pending
}

/**
 * The language the page can speak now: `wanted` once its texts are in, until then the one it spoke
 * (the switch shows when the chunk, a few KB, has come).
 */
export function useWebFormTexts(wanted: Locale): Locale {
  const [ready, setReady] = useState<Locale>(() =>
    hasWebFormTexts(wanted) ? wanted : (LOCALES.find(hasWebFormTexts) ?? wanted),
  )
  useEffect(() => {
    let current = true
    loadWebFormTexts(wanted).then(
      () => current && setReady(wanted),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [wanted])
  return hasWebFormTexts(wanted) ? wanted : ready
}
