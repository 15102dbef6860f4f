import type { Locale } from '@ajanda/contracts/common/locale'

/** 1,5 MB, 120 MB, 2 GB in the page's language (the photo links' limits and usage). */
export function sizeText(bytes: number, locale: Locale): string {
  const mb = bytes / (1024 * 1024)
  const format = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'tr-TR', { maximumFractionDigits: 1 })
  return mb >= 1024 ? `${format.format(mb / 1024)} GB` : `${format.format(mb)} MB`
}
