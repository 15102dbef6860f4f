import { fees as feesEn } from '../../shared/i18n/en/fees'
import { i18n } from '../../shared/i18n/i18n'
import { fees } from '../../shared/i18n/tr/fees'

/** The fees tab's texts: the project page registers them for the tab's name, the tab uses the rest. */
export function registerFeeTexts(): void {
  if (!i18n.hasResourceBundle('tr', 'fees')) i18n.addResourceBundle('tr', 'fees', fees)
  if (!i18n.hasResourceBundle('en', 'fees')) i18n.addResourceBundle('en', 'fees', feesEn)
}
