import type { formRenderer as tr } from '../tr/formRenderer'
import type { Translations } from '../translation-types'

export const formRenderer: Translations<typeof tr> = {
  loading: 'Loading',
  clearValue: 'Clear selection',
  empty: 'This form has no sections to show.',
  unknownType: 'This field type cannot be shown: {{type}}',
  optionFull: '{{label}} (fully booked)',
  ranking: {
    up: 'Move up: {{label}}',
    down: 'Move down: {{label}}',
    accept: 'Accept this order',
  },
  address: {
    line: 'Address',
    country: 'Country',
    city: 'City',
    town: 'District',
    postcode: 'Postcode',
    state: 'State',
    nothingFound: 'Nothing found',
  },
  name: {
    first_name: 'First name',
    last_name: 'Last name',
    initials: 'Initials',
  },
  stars_one: '{{count}} star',
  stars_other: '{{count}} stars',
  slider: {
    unanswered: 'No value chosen yet.',
  },
  location: {
    lat: 'Latitude',
    lng: 'Longitude',
    useMine: 'Use my location',
    failed: 'Your location could not be read. You can type the coordinates.',
  },
  file: {
    pick: 'Choose a file',
    imageHint: 'An image (PNG, JPEG, WebP, GIF), {{max}} MB at most.',
    fileHint: 'An image, PDF, Office, text, CSV or ZIP file, {{max}} MB at most.',
    failed: 'The file could not be uploaded. Try again.',
    uploaded: 'Uploaded file',
  },
  signature: {
    area: 'Signature area',
    hint: 'Draw your signature in the box.',
    saved: 'Signature taken.',
    clear: 'Clear',
    unavailable: 'Signatures cannot be drawn in this browser.',
  },
  voice: {
    start: 'Start recording',
    again: 'Record again',
    stop: 'Stop recording ({{seconds}} / {{max}} s)',
    remove: 'Delete recording',
    limit: '{{max}} seconds at most.',
    unsupported: 'This browser cannot record sound.',
    failed: 'Recording could not start. Check the microphone permission.',
  },
  captcha: {
    prove: "I'm not a robot",
    solved: 'Verified',
    failed: 'Verification failed. Try again.',
  },
  contract: {
    open: 'Open the contract',
    accept: 'I have read and accept it',
  },
  flight: {
    none: 'No flights have been added to this field yet.',
  },
  attendance: {
    yes: 'I will attend',
    no: 'I will not attend',
  },
  roomMates: {
    pick: 'Room mate',
    noList: 'Nobody to choose from',
    fullName: 'Full name',
    email: 'E-mail',
    someoneElse: 'Name someone not on the list',
    fromList: 'Choose from the list',
    search: 'Type their name (at least 2 letters)',
    nothingFound: 'Nobody registered by that name',
  },
  pdf: {
    open: 'Open the PDF in a new tab',
  },
  preview: {
    title: 'Preview',
    device: 'View',
    phone: 'Phone',
    desktop: 'Desktop',
    language: 'Form language',
    validate: 'Validate',
    reset: 'Reset',
    valid: 'The answers are valid.',
    note: 'Answers are not saved in the preview; chosen files stay in this browser.',
  },
}
