import type { company as tr } from '../tr/company'
import type { Translations } from '../translation-types'

export const company: Translations<typeof tr> = {
  tabsLabel: 'Company settings',
  tabs: {
    info: 'Company info',
    finance: 'Financial options',
    language: 'Language options',
    logos: 'Logos',
    cards: 'Credit cards',
  },
  save: 'Save',
  days: 'days',
  info: {
    name: 'Company name',
    nameLegal: 'Legal name',
    appName: 'Application name',
    domain: 'Domain',
    lcvDomain: 'RSVP domain',
    address: 'Address',
    postcode: 'Postcode',
    country: 'Country',
    state: 'State / region',
    city: 'City',
    timezone: 'Time zone',
    responsibleAssignment: 'Project owner assignment',
    assignments: {
      SCHEMA: 'Follow the organisation chart',
      ALL: 'Anyone can be assigned',
    },
    closureTolerance: 'Project closure tolerance',
  },
  finance: {
    currency: 'Main currency',
    currencies: 'Currencies in use',
    vatRates: 'VAT rates (%)',
    vatRatesHint: 'Type each rate and press Enter (e.g. 20).',
    fin_due_days: 'Payment term (days)',
    fin_prepayment_rate: 'Prepayment rate',
    fin_fee_type: 'Service fee type',
    fin_fee_amount: 'Service fee',
    fin_expected_profit_ratio: 'Expected profit ratio',
    service_fee_vat_rate: 'Service fee VAT rate',
    feeTypes: {
      PERCENTAGE: 'Percentage',
      FIXED: 'Fixed amount',
    },
  },
  language: {
    main: 'Company language',
    mainHint: 'Used in e-mails and for new people.',
    list: 'Form languages',
    listHint: 'Languages offered on attendee forms.',
  },
  logos: {
    logo: 'Logo',
    'square-logo': 'Square logo',
    'email-logo': 'E-mail logo',
    hints: {
      logo: 'For the sign-in page and exports; PNG, JPEG or WebP, at most {{max}} MB.',
      'square-logo': 'A square logo for the menu and small spaces; at most {{max}} MB.',
      'email-logo': 'Shown at the top of e-mails; at most {{max}} MB.',
    },
  },
  export: {
    title: 'Budget export settings',
    export_main_color: 'Main colour',
    export_secondary_color: 'Secondary colour',
    budget_footer_note: 'Budget footer note',
  },
  cards: {
    title: 'Credit cards',
    new: 'New credit card',
    edit: 'Edit credit card',
    name: 'Card name',
    empty: 'Add the company credit cards; they are chosen in credit-card requests.',
  },
  stages: {
    text: 'The 15 stages of the sales pipeline are fixed; rename how each one is shown in your company here.',
    slot: 'Stage {{number}}',
    slotEn: 'Stage {{number}}, English name',
    categories: {
      OFFER: 'Offer',
      CONFIRMED: 'Confirmed',
      ARCHIVE: 'Archive',
    },
  },
}
