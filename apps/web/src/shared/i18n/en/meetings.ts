import type { meetings as tr } from '../tr/meetings'
import type { Translations } from '../translation-types'

export const meetings: Translations<typeof tr> = {
  loading: 'Loading',
  titles: {
    new: 'New meeting',
    edit: 'Edit meeting',
  },
  fields: {
    subject: 'Subject',
    meeting_type_id: 'Meeting type',
    starts_at: 'Start',
    ends_at: 'End',
    location_code: 'Meeting place',
    location: 'Address / place',
    locationOnline: 'Meeting link',
    companies: 'Companies met',
    client_id: 'Client',
    supplier_id: 'Supplier',
    project_id: 'Project',
    participants: 'Participants',
    external_participants: 'External participants',
    share: 'Share with my calendar account',
    note: 'Note',
    note_after: 'After-meeting note',
  },
  locations: {
    '1': 'Our office',
    '2': 'Client office',
    '3': 'Other',
    '4': 'Online',
  },
  groups: {
    colleagues: 'Colleagues',
    clientContacts: 'Client contacts',
    supplierContacts: 'Supplier contacts',
    sponsors: 'Sponsors',
  },
  hints: {
    external: 'Separate the e-mail addresses with commas; each one gets a calendar invitation.',
    participants: 'Choose the companies met first; their contacts are listed here.',
    shareNoAccount: 'Link a calendar account on your profile page to share.',
    shareLink: 'Go to the profile page',
    share: 'The invitation is also sent to the calendar account linked on your profile page.',
    noteAfterDisabled: 'The after-meeting note can be written once the meeting has ended.',
    endClearedStart: 'The end was cleared because it was before the start.',
    searchCompanies: 'Type to search',
  },
  newContact: {
    title: 'New contact',
    description:
      'The chosen client has no contacts: add the person you will meet; they join as a participant.',
    name: 'Full name',
    email: 'E-mail',
    position_id: 'Position',
  },
  actions: {
    save: 'Save',
    cancelMeeting: 'Cancel the meeting',
    cancelConfirm: 'The meeting will be cancelled and the participants notified.',
  },
  cancelled: 'This meeting has been cancelled; it cannot be changed.',
  loadFailed: 'The meeting could not be loaded.',
  nothingFound: 'Nothing found',
}
