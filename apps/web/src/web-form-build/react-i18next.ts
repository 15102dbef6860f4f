/**
 * What `react-i18next` is in the web form's build (vite.web-form.config.ts, decisions/0034), over the
 * small `i18next` beside it: useTranslation with a namespace (or a list, the first one the default) and
 * a fixed language, re-rendering when the language changes, as react-i18next does with the app's
 * options. No Trans, provider or HOC: the page uses none, and a build that imports one fails.
 */
import { useEffect, useMemo, useState } from 'react'
import i18next, { type TFunction } from './i18next'

export const initReactI18next = { type: '3rdParty' as const, init: () => undefined }

export function useTranslation(
  namespace?: string | readonly string[],
  options: { lng?: string } = {},
): { t: TFunction; i18n: typeof i18next; ready: true } {
  const [language, setLanguage] = useState(i18next.language)
  useEffect(() => {
    const changed = (next: string) => setLanguage(next)
    i18next.on('languageChanged', changed)
    // A change between the first render and this effect.
    if (i18next.language !== language) setLanguage(i18next.language)
    return () => {
      i18next.off('languageChanged', changed)
    }
  }, [language])
  const fixed = options.lng ?? language
  const first = typeof namespace === 'string' ? namespace : namespace?.[0]
  const t = useMemo(() => i18next.getFixedT(fixed, first), [fixed, first])
  return { t, i18n: i18next, ready: true }
}
