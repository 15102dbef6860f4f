import type { bizdev as tr } from '../tr/bizdev'
import type { Translations } from '../translation-types'

export const bizdev: Translations<typeof tr> = {
  title: 'bizdev',
}
