import { formRenderer as formRendererEn } from '../../shared/i18n/en/formRenderer'
import { manualRsvp as manualRsvpEn } from '../../shared/i18n/en/manualRsvp'
import { i18n } from '../../shared/i18n/i18n'
import { formRenderer } from '../../shared/i18n/tr/formRenderer'
import { manualRsvp } from '../../shared/i18n/tr/manualRsvp'

const BUNDLES = [
  ['manualRsvp', manualRsvp, manualRsvpEn],
  ['formRenderer', formRenderer, formRendererEn],
] as const

/**
 * The manual RSVP pages' texts and the renderer's travel with their chunk (as the public form's do); the
 * staff's helper-access modal registers the same objects when it opens.
 */
export function registerManualRsvpTexts(): void {
  for (const [namespace, tr, en] of BUNDLES) {
    if (!i18n.hasResourceBundle('tr', namespace)) i18n.addResourceBundle('tr', namespace, tr)
    if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, en)
  }
}
