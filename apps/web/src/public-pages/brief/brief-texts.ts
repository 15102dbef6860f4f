import { customerForm as customerFormEn } from '../../shared/i18n/en/customerForm'
import { i18n } from '../../shared/i18n/i18n'
import { customerForm } from '../../shared/i18n/tr/customerForm'
import { registerWebFormTexts } from '../web-form/web-form-texts'

/** The brief page's texts, with the public form's and the renderer's it shares, travel with its chunk. */
export function registerBriefTexts(): void {
  registerWebFormTexts()
  if (!i18n.hasResourceBundle('tr', 'customerForm'))
    i18n.addResourceBundle('tr', 'customerForm', customerForm)
  if (!i18n.hasResourceBundle('en', 'customerForm'))
    i18n.addResourceBundle('en', 'customerForm', customerFormEn)
}
