import type { formRenderer as tr } from '../tr/formRenderer'
import type { Translations } from '../translation-types'

export const formRenderer: Translations<typeof tr> = {
  loading: 'Loading',
}
