import type { home as tr } from '../tr/home'
import type { Translations } from '../translation-types'

export const home: Translations<typeof tr> = {
  greeting: 'Hello {{name}}',
  subtitle: 'What awaits you today?',
  today: 'Today is {{date}}',
  shortcuts: 'Shortcuts',
}
