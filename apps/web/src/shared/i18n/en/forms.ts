import type { forms as tr } from '../tr/forms'
import type { Translations } from '../translation-types'

export const forms: Translations<typeof tr> = {
  loading: 'Loading',
}
