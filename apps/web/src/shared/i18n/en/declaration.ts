import type { declaration as tr } from '../tr/declaration'
import type { Translations } from '../translation-types'

export const declaration: Translations<typeof tr> = {
  pageTitle: 'Declaration form',
  loading: 'Loading the declaration form',
  loadFailed: 'The declaration form could not be loaded. Check your connection and try again.',
  notFound: 'This link is not valid. Check it or ask the people who invited you.',
  retry: 'Try again',
  greeting: 'Hello {{name}},',
  intro: 'Please read and accept the texts below and sign.',
  submit: 'Send my declaration',
  sending: 'Sending',
  checkErrors: 'Please check the marked fields.',
  done: {
    title: 'Thank you!',
    declaredAt: 'Your declaration was received on {{date}}.',
    copy: 'A PDF copy of your declaration is sent to your e-mail address.',
  },
}
