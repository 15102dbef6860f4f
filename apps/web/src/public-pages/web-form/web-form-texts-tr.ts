import { common } from '../../shared/i18n/tr/common'
import { formRenderer } from '../../shared/i18n/tr/formRenderer'
import { webForm } from '../../shared/i18n/tr/webForm'

/** The web form's Turkish texts, one chunk loaded by web-form-locale-texts.ts (decisions/0034). */
export const texts = { common, webForm, formRenderer }
