import { declaration as declarationEn } from '../../shared/i18n/en/declaration'
import { i18n } from '../../shared/i18n/i18n'
import { declaration } from '../../shared/i18n/tr/declaration'
import { registerWebFormTexts } from '../web-form/web-form-texts'

/** The page's texts, the form renderer's and the web form's header travel with this page's chunk. */
export function registerDeclarationTexts(): void {
  registerWebFormTexts()
  if (!i18n.hasResourceBundle('tr', 'declaration')) i18n.addResourceBundle('tr', 'declaration', declaration)
  if (!i18n.hasResourceBundle('en', 'declaration')) i18n.addResourceBundle('en', 'declaration', declarationEn)
}
