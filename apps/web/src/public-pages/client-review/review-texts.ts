import { clientReview as clientReviewEn } from '../../shared/i18n/en/clientReview'
import { i18n } from '../../shared/i18n/i18n'
import { clientReview } from '../../shared/i18n/tr/clientReview'

/** The review page's texts travel with its chunk: a client never loads the staff area's texts or code. */
export function registerReviewTexts(): void {
  if (!i18n.hasResourceBundle('tr', 'clientReview'))
    i18n.addResourceBundle('tr', 'clientReview', clientReview)
  if (!i18n.hasResourceBundle('en', 'clientReview'))
    i18n.addResourceBundle('en', 'clientReview', clientReviewEn)
}
