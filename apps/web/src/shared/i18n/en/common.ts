import type { common as tr } from '../tr/common'
import type { Translations } from '../translation-types'

export const common: Translations<typeof tr> = {
  calendar: {
    monthLevel: 'Choose a month',
    yearLevel: 'Choose a year',
    nextMonth: 'Next month',
    previousMonth: 'Previous month',
    nextYear: 'Next year',
    previousYear: 'Previous year',
    nextDecade: 'Next decade',
    previousDecade: 'Previous decade',
  },
  appName: 'Ajanda',
  loading: 'loading',
  actions: {
    togglePassword: 'Show or hide the password',
    save: 'Save',
    cancel: 'Cancel',
    close: 'Close',
    reload: 'Reload the page',
    new: 'Add new',
    update: 'Update',
    delete: 'Delete',
    pickColor: 'Pick a colour from the screen',
    edit: 'Edit',
  },
  yes: 'Yes',
  no: 'No',
  status: {
    active: 'Active',
    inactive: 'Inactive',
  },
  confirm: {
    title: 'Are you sure?',
    irreversible: 'This cannot be undone!',
  },
  table: {
    search: 'Search...',
    searchLabel: 'Search the table',
    filters: 'Filters',
    filtersActive: 'Filters (applied)',
    actions: 'Actions',
    pager: 'Showing {{from}} to {{to}} of {{total}} records',
    pageNumber: 'Page {{page}}',
    pageControls: {
      first: 'First page',
      previous: 'Previous page',
      next: 'Next page',
      last: 'Last page',
    },
  },
  image: {
    empty: 'No image yet',
    upload: 'Upload image',
    change: 'Change',
    delete: 'Delete image',
    deleteMessage: 'You are about to delete this image.',
  },
  scopePicker: {
    label: 'Person or group',
    prompt: 'Choose',
  },
  alerts: {
    successTitle: 'SUCCESS!',
    errorTitle: 'ERROR!',
    genericError: 'Something went wrong while processing your request',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for may have moved or may never have existed.',
    home: 'Back to the home page',
  },
  errors: {
    server:
      'The server could not answer just now. Try again in a moment; if it persists, tell your administrator.',
    network: 'The server could not be reached. Check your internet connection and try again.',
  },
  errorPage: {
    chunk:
      'Part of this page could not be loaded: the app may have been updated or the connection dropped. Reloading the page loads the latest version.',
    offline: 'Your internet connection seems to be down. Press “Try again” once it is back.',
    retry: 'Try again',
    title: 'Something went wrong',
    text: 'An unexpected problem occurred while showing this page. Reload the page and try again.',
  },
  update: {
    title: 'The application has been updated!',
    action: 'Click to reload the page!',
  },
  storeBadge: {
    android: 'Get the Ajanda mobile app on Google Play',
    ios: 'Get the Ajanda mobile app on the App Store',
    androidLink: 'Open in Google Play',
    iosLink: 'Open in the App Store',
    dismiss: 'Close the app link',
    region: 'Mobile app',
  },
  languages: {
    tr: 'Türkçe',
    en: 'English',
  },
  dateShortcuts: {
    today: 'Today',
    tomorrow: 'Tomorrow',
    nextWeek: 'Next week',
  },
  empty: {
    nothingYet: 'Nothing here yet',
    filteredHint: 'Change your search or filters and try again.',
    noResults: 'No results found',
  },
  splash: {
    label: 'Preparing Ajanda',
  },
}
