import type { projects as tr } from '../tr/projects'
import type { Translations } from '../translation-types'

export const projects: Translations<typeof tr> = {
  title: 'projects',
}
