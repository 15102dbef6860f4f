import type { webForm as tr } from '../tr/webForm'
import type { Translations } from '../translation-types'

export const webForm: Translations<typeof tr> = {
  pageTitle: 'Registration form',
  language: 'Language',
  loading: 'Loading the form',
  loadFailed: 'The form could not be loaded. Check your internet connection and try again.',
  notFound: 'This form was not found. Check the link or ask the people who invited you.',
  retry: 'Try again',
  closed: {
    not_published: 'This form is not published yet.',
    not_yet_open: 'This form is not open for registration yet.',
    not_yet_open_at: 'This form opens for registration on {{date}}.',
    closed: 'Registration for this form has closed.',
    full: 'This event is fully booked. You can fill in the form to join the waiting list; we will e-mail you when a place opens.',
  },
  seatsLeft_one: 'Only {{count}} place left.',
  seatsLeft_other: 'Only {{count}} places left.',
  greeting: 'Hello {{name}},',
  editIntro: 'Your saved answers are below. You can change them and send them again.',
  readOnly: 'The time to change your answers has passed.',
  submit: 'Submit',
  update: 'Update my answers',
  sending: 'Sending',
  checkErrors: 'Please correct the marked fields.',
  waitlist: {
    offer: 'The option you chose is fully booked. You can join the waiting list or choose another option.',
    join: 'Join the waiting list',
  },
  cancel: {
    button: 'Cancel my registration',
    confirm: 'Are you sure? Your registration will be cancelled and your place offered to someone else.',
    yes: 'Yes, cancel it',
    no: 'Keep it',
    done: 'Your registration has been cancelled.',
  },
  done: {
    title: 'Thank you!',
    status: 'Your status: {{status}}',
    editLink: 'You can change your answers through this personal link:',
    badgeLink: 'View your badge',
    edit: 'Change my answers',
  },
  status: {
    INVITED: 'Invited',
    REGISTERED: 'Registered',
    WAITLISTED: 'On the waiting list',
    NOT_ATTENDING: 'Not attending',
    CANCELLED: 'Cancelled',
  },
}
