import type { formFields as tr } from '../tr/formFields'
import type { Translations } from '../translation-types'

export const formFields: Translations<typeof tr> = {
  loading: 'Loading',
}
