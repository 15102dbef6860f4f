import { LOCALES, type Locale, resolveLocale } from '@ajanda/contracts/common/locale'
import { i18n } from '../shared/i18n/i18n'

/**
 * The language of a public page: the link's `?locale=` when it names one, else the browser's first
 * language we speak, else Turkish. It is not remembered: the visitor may be a colleague whose own
 * choice (in local storage) belongs to the staff app.
 */
export function publicLocale(search: URLSearchParams, languages: readonly string[]): Locale {
  const asked = search.get('locale')
  if (asked && (LOCALES as readonly string[]).includes(asked.slice(0, 2).toLowerCase()))
    return resolveLocale(asked)
  const spoken = languages.find((language) =>
    (LOCALES as readonly string[]).includes(language.slice(0, 2).toLowerCase()),
  )
  return resolveLocale(spoken)
}

/** Switches the page's texts and the `locale` of its API calls for this visit only. */
export async function applyPublicLanguage(locale: Locale): Promise<void> {
  if (typeof document !== 'undefined') document.documentElement.lang = locale
  if (i18n.language !== locale) await i18n.changeLanguage(locale)
}

export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language]
