import { DEFAULT_LOCALE, LOCALES, type Locale, resolveLocale } from '@ajanda/contracts/common/locale'

/**
 * The first language of an `Accept-Language` header the app speaks, by the header's weights ("en-GB,en;q=0.9,
 * tr;q=0.8" is English; "de, en;q=0.5" is English too), or undefined when it names none of them.
 */
export function localeFromAcceptLanguage(header: string | string[] | undefined): Locale | undefined {
  const text = Array.isArray(header) ? header.join(',') : header
  if (!text) return undefined
  const ranked = text
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';')
      const weight = parameters.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return {
        tag: tag.trim().toLowerCase().slice(0, 2),
        q: weight === undefined ? 1 : Number(weight),
        index,
      }
    })
    .filter((entry) => entry.q > 0 && (LOCALES as readonly string[]).includes(entry.tag))
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked[0]?.tag as Locale | undefined
}

/**
 * The language of a request's messages: its `locale` query parameter (which the web app always sends),
 * else the browser's `Accept-Language` (anonymous calls, public pages, other clients), else Turkish.
 */
export function requestLocale(queryLocale: unknown, acceptLanguage: string | string[] | undefined): Locale {
  if (typeof queryLocale === 'string' && queryLocale.trim() !== '') return resolveLocale(queryLocale)
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE
}
