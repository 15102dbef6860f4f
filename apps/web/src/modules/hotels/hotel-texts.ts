import { hotels as hotelsEn } from '../../shared/i18n/en/hotels'
import { i18n } from '../../shared/i18n/i18n'
import { hotels } from '../../shared/i18n/tr/hotels'

/** The tab's texts: the project page registers them for the tab's name, the tab uses the rest. */
export function registerHotelTexts(): void {
  if (!i18n.hasResourceBundle('tr', 'hotels')) i18n.addResourceBundle('tr', 'hotels', hotels)
  if (!i18n.hasResourceBundle('en', 'hotels')) i18n.addResourceBundle('en', 'hotels', hotelsEn)
}
