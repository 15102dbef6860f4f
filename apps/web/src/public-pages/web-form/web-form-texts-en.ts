import { common } from '../../shared/i18n/en/common'
import { formRenderer } from '../../shared/i18n/en/formRenderer'
import { webForm } from '../../shared/i18n/en/webForm'

/** The web form's English texts, one chunk loaded by web-form-locale-texts.ts (decisions/0034). */
export const texts = { common, webForm, formRenderer }
