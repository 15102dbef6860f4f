import type { customerForm as tr } from '../tr/customerForm'
import type { Translations } from '../translation-types'

export const customerForm: Translations<typeof tr> = {
  pageTitle: 'Event brief',
  intro: 'Tell us about the event you are planning; our team will read your answers and get in touch.',
  forClient: 'For {{name}}',
  loading: 'Loading the form',
  thanks: 'Thank you, we will get back to you as soon as possible.',
}
