import { approvals as approvalsEn } from '../../shared/i18n/en/approvals'
import { i18n } from '../../shared/i18n/i18n'
import { approvals } from '../../shared/i18n/tr/approvals'

/**
 * The decision page says the `approvals` namespace only: it joins i18next with this page's chunk, so the
 * page loads neither the staff area's other texts nor its code. The staff area registers the same objects.
 */
export function registerDecisionTexts(): void {
  if (!i18n.hasResourceBundle('tr', 'approvals')) i18n.addResourceBundle('tr', 'approvals', approvals)
  if (!i18n.hasResourceBundle('en', 'approvals')) i18n.addResourceBundle('en', 'approvals', approvalsEn)
}
