import { checkin as checkinEn } from '../../shared/i18n/en/checkin'
import { i18n } from '../../shared/i18n/i18n'
import { checkin } from '../../shared/i18n/tr/checkin'

/** The check-in texts travel with the page's chunk and the staff tab's; both register them here. */
export function registerCheckinTexts(): void {
  if (!i18n.hasResourceBundle('tr', 'checkin')) i18n.addResourceBundle('tr', 'checkin', checkin)
  if (!i18n.hasResourceBundle('en', 'checkin')) i18n.addResourceBundle('en', 'checkin', checkinEn)
}
