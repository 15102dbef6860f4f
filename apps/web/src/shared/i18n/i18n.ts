import { DEFAULT_LOCALE, type Locale, resolveLocale } from '@ajanda/contracts/common/locale'
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { enResources, NAMESPACES, trResources } from './resources'

const LANGUAGE_KEY = 'ajanda.language'

function storedLanguage(): Locale {
  try {
    return resolveLocale(globalThis.localStorage?.getItem(LANGUAGE_KEY) ?? DEFAULT_LOCALE)
  } catch {
    return DEFAULT_LOCALE
  }
}

export function initI18n(initial: Locale = storedLanguage()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { tr: trResources, en: enResources },
      lng: initial,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: ['tr', 'en'],
      ns: NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    })
  }
  applyDocumentLanguage(initial)
  return i18n
}

function applyDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

/** Switches texts, dates and the `locale` of API calls at once, and remembers the choice. */
export async function setLanguage(value: string): Promise<void> {
  const locale = resolveLocale(value)
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, locale)
  } catch {
    // storage blocked: the language still changes for this visit
  }
  applyDocumentLanguage(locale)
  if (i18n.language !== locale) await i18n.changeLanguage(locale)
}

export function currentLocale(): Locale {
  return resolveLocale(i18n.resolvedLanguage ?? i18n.language)
}

export { i18n }
