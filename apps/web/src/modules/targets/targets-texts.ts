import { targets as targetsEn } from '../../shared/i18n/en/targets'
import { i18n } from '../../shared/i18n/i18n'
import { targets } from '../../shared/i18n/tr/targets'

/** The targets page's texts join with its chunk (as the fees tab's do). */
export function registerTargetTexts(): void {
  if (!i18n.hasResourceBundle('tr', 'targets')) i18n.addResourceBundle('tr', 'targets', targets)
  if (!i18n.hasResourceBundle('en', 'targets')) i18n.addResourceBundle('en', 'targets', targetsEn)
}
