import { products as productsEn } from '../../shared/i18n/en/products'
import { i18n } from '../../shared/i18n/i18n'
import { products } from '../../shared/i18n/tr/products'

/** The tabs' texts: the project page registers them for the tabs' names, the tabs use the rest. */
export function registerProductTexts(): void {
  if (!i18n.hasResourceBundle('tr', 'products')) i18n.addResourceBundle('tr', 'products', products)
  if (!i18n.hasResourceBundle('en', 'products')) i18n.addResourceBundle('en', 'products', productsEn)
}
