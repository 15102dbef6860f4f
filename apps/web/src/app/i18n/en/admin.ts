import type { admin as tr } from '../tr/admin'
import type { Translations } from '../translation-types'

export const admin: Translations<typeof tr> = {
  nav: {
    label: 'Administration menu',
    overview: 'Overview',
    eventCompany: 'Company settings',
    organisation: 'People',
    teams: 'Teams and divisions',
    orgChart: 'Organisation chart',
    positions: 'Positions',
    definitions: 'Definitions',
    paymentMethods: 'Payment methods',
    bizDev: 'Lead phases',
    similarRecords: 'Similar Records',
    notifications: 'Notifications',
  },
  overview: {
    title: 'Manage your company',
    text: 'Your company details, your people, your structure and your definitions live here.',
    cards: {
      overview: 'A summary of the administration pages.',
      eventCompany: 'Company details, financial and language options, logos and credit cards.',
      organisation: 'Invite, edit and deactivate people and send them password links.',
      teams: 'Divisions, project reference prefixes and team colours.',
      orgChart: 'Who reports to whom: drag a person to change their manager.',
      positions: 'Positions and their authority levels.',
      definitions: 'Project and meeting types, contact positions, industries, tax offices and other lists.',
      paymentMethods: 'Cash, credit card and bank transfer payment methods.',
      bizDev: 'The names of the 15 stages of the sales pipeline.',
      similarRecords: 'Find similar contacts, clients and suppliers and merge them.',
      notifications: 'Choose who receives each kind of notification.',
    },
  },
  similar: {
    tabsLabel: 'Kinds of similar records',
    tabs: {
      contacts: 'Contacts',
      clients: 'Clients',
      suppliers: 'Suppliers',
    },
    name: 'Record',
    similar: 'Similar records',
    view: 'View details',
    merge: 'Merge',
    mergeTitle: 'Merge Records',
    target: 'Record to keep',
    targetRequired: 'You must choose the record to keep',
    explain: 'Everything linked to the other records moves to the one kept; the others are archived.',
    confirm: '{{from}} will be merged into {{to}}.',
    cancel: 'Cancel',
    empty: {
      contacts: 'There seems to be no contact matching your criteria',
      clients: 'There seems to be no client matching your criteria',
      suppliers: 'There seems to be no supplier matching your criteria',
    },
  },
}
