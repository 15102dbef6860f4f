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
    },
  },
}
