import { badges as badgesEn } from '../../shared/i18n/en/badges'
import { i18n } from '../../shared/i18n/i18n'
import { badges } from '../../shared/i18n/tr/badges'

/** The badge texts travel with the attendee's page chunk and the staff designer's; both register them here. */
export function registerBadgeTexts(): void {
  if (!i18n.hasResourceBundle('tr', 'badges')) i18n.addResourceBundle('tr', 'badges', badges)
  if (!i18n.hasResourceBundle('en', 'badges')) i18n.addResourceBundle('en', 'badges', badgesEn)
}
