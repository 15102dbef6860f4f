import { photos as photosEn } from '../../shared/i18n/en/photos'
import { i18n } from '../../shared/i18n/i18n'
import { photos } from '../../shared/i18n/tr/photos'

/** The photo texts travel with the upload page's chunk and the staff section's; both register them here. */
export function registerPhotoTexts(): void {
  if (!i18n.hasResourceBundle('tr', 'photos')) i18n.addResourceBundle('tr', 'photos', photos)
  if (!i18n.hasResourceBundle('en', 'photos')) i18n.addResourceBundle('en', 'photos', photosEn)
}
