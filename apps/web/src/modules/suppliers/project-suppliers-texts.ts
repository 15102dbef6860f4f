import { projectSuppliers as projectSuppliersEn } from '../../shared/i18n/en/projectSuppliers'
import { i18n } from '../../shared/i18n/i18n'
import { projectSuppliers } from '../../shared/i18n/tr/projectSuppliers'

/** The tab's texts are a few lines: the project page registers them for the tab's name, the tab uses the rest. */
export function registerProjectSupplierTexts(): void {
  if (!i18n.hasResourceBundle('tr', 'projectSuppliers'))
    i18n.addResourceBundle('tr', 'projectSuppliers', projectSuppliers)
  if (!i18n.hasResourceBundle('en', 'projectSuppliers'))
    i18n.addResourceBundle('en', 'projectSuppliers', projectSuppliersEn)
}
