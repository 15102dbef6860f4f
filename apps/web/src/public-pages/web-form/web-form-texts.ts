import { formRenderer as formRendererEn } from '../../shared/i18n/en/formRenderer'
import { webForm as webFormEn } from '../../shared/i18n/en/webForm'
import { i18n, initI18n } from '../../shared/i18n/i18n'
import { formRenderer } from '../../shared/i18n/tr/formRenderer'
import { webForm } from '../../shared/i18n/tr/webForm'

const BUNDLES = [
  ['webForm', webForm, webFormEn],
  ['formRenderer', formRenderer, formRendererEn],
] as const

/**
 * The form page's texts and the renderer's travel with its chunk: an attendee never loads the staff
 * area's texts or code. The staff area registers the renderer's same objects for the builder's preview.
 */
export function registerWebFormTexts(): void {
  // In web-form.html the page's modules run before the entry's own initI18n() (decisions/0034), and an
  // i18next instance has no resource methods before init.
  if (!i18n.isInitialized) initI18n()
  for (const [namespace, tr, en] of BUNDLES) {
    if (!i18n.hasResourceBundle('tr', namespace)) i18n.addResourceBundle('tr', namespace, tr)
    if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, en)
  }
}
