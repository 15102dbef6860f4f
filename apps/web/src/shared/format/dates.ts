import dayjs, { type ConfigType } from 'dayjs'
import 'dayjs/locale/tr'
import i18next from 'i18next'

export const DATE_FORMAT = 'DD MMMM YYYY'
export const DATE_TIME_FORMAT = 'DD MMMM YYYY HH:mm'

/** dayjs follows the UI language; Turkish month names by default. */
export function setDateLocale(locale: string | undefined): void {
  dayjs.locale(locale === 'en' ? 'en' : 'tr')
}

setDateLocale(i18next.language)
i18next.on('languageChanged', setDateLocale)

function parse(value: ConfigType, locale?: string) {
  const date = dayjs(value)
  return locale ? date.locale(locale) : date
}

export function formatDate(value: ConfigType, locale?: string): string {
  const date = parse(value, locale)
  return date.isValid() ? date.format(DATE_FORMAT) : ''
}

export function formatDateTime(value: ConfigType, locale?: string): string {
  const date = parse(value, locale)
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : ''
}
