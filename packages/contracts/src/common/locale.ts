export const LOCALES = ['tr', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'tr'

/** Turkish is the default; anything unknown falls back to it. */
export function resolveLocale(value: unknown): Locale {
  if (typeof value !== 'string') return DEFAULT_LOCALE
  const short = value.toLowerCase().slice(0, 2)
  return (LOCALES as readonly string[]).includes(short) ? (short as Locale) : DEFAULT_LOCALE
}
