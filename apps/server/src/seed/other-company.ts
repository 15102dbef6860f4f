import {
  DEFAULT_BIZDEV_STAGE_NAMES,
  DEFAULT_VAT_RATES,
} from '../modules/event-companies/default-company-setup'
import type { CompanySpec } from './company-spec'
import { DEMO_EMAILS } from './demo-logins'
import { OTHER_CRM } from './other-company-crm'

const DIVISION = 'Organizasyon'
const TEAM = 'Ankara Ekibi'

/**
 * A second, smaller company with its own definitions whose names differ from the demo company's, so that
 * a leak across companies is visible at a glance (and in the isolation tests).
 */
export const OTHER_COMPANY: CompanySpec = {
  company: {
    name: 'Öteki Organizasyon',
    name_legal: 'Öteki Organizasyon Ltd. Şti.',
    address: 'Atatürk Bulvarı No: 112, Kızılay, Çankaya',
    postcode: '06420',
    country: 'TR',
    city: 'Ankara',
    timezone: 'Europe/Istanbul',
    currency: 'TRY',
    language: 'tr',
    fin_fee_type: 'FIXED',
    fin_fee_amount: '25000',
    fin_expected_profit_ratio: '0.15',
  },
  memberships: ['ECOS', 'FORMS'],
  currencies: ['TRY', 'EUR'],
  languages: ['tr'],
  vatRates: DEFAULT_VAT_RATES,
  creditCards: ['Firma Kartı - Akbank'],
  stageNames: DEFAULT_BIZDEV_STAGE_NAMES.tr,
  stageNamesEn: DEFAULT_BIZDEV_STAGE_NAMES.en,
  divisions: [{ name: DIVISION, auto_project_ref: true, project_ref_prefix: 'OO' }],
  teams: [{ name: TEAM, division: DIVISION, color: '#C2255C' }],
  positions: [
    { name: 'Kurucu Ortak', scope: 'AGENCY' },
    { name: 'Ekip Sorumlusu', scope: 'TEAM' },
    { name: 'Organizasyon Uzmanı', scope: 'USER' },
  ],
  users: [
    { full_name: 'Hasan Karaca', email: DEMO_EMAILS.otherAdmin, position: 'Kurucu Ortak', is_admin: true },
    {
      full_name: 'Nazlı Ergin',
      email: 'nazli.ergin@other.ajanda.test',
      position: 'Ekip Sorumlusu',
      division: DIVISION,
      team: TEAM,
      reports_to: DEMO_EMAILS.otherAdmin,
    },
    {
      full_name: 'Barış Uçar',
      email: 'baris.ucar@other.ajanda.test',
      position: 'Organizasyon Uzmanı',
      division: DIVISION,
      team: TEAM,
      reports_to: 'nazli.ergin@other.ajanda.test',
    },
  ],
  definitions: {
    paymentMethods: [
      { name: 'Nakit', type: 'CASH' },
      { name: 'Banka Havalesi', type: 'BANK_TRANSFER' },
    ],
    contactPositions: ['Etkinlik Koordinatörü', 'Protokol Sorumlusu'],
    expenseSources: ['Kira ve Aidat', 'Araç Giderleri'],
    clientIndustries: ['Kamu Kurumları', 'Üniversiteler'],
    supplierCategories: ['Sahne Kurulum', 'Jeneratör'],
    meetingTypes: [{ name: 'Protokol Görüşmesi', client: true }, { name: 'Haftalık Ekip Toplantısı' }],
    projectTypes: [
      { name: 'Festival', budget_type: 1, divisions: [DIVISION] },
      { name: 'Mezuniyet Töreni', budget_type: 1, divisions: [DIVISION] },
    ],
    budgetCategories: [
      {
        name: 'Sahne ve Teknik',
        name_en: 'Stage and Technical',
        vat_rate: '0.2',
        supplierCategories: ['Sahne Kurulum', 'Jeneratör'],
        taxes: [],
        items: [
          { name: 'Açık Hava Sahnesi', name_en: 'Open-air Stage' },
          { name: 'Mobil Jeneratör', name_en: 'Mobile Generator' },
        ],
        groups: [{ name: 'Sahne Boyutları', name_en: 'Stage Sizes', items: ['Açık Hava Sahnesi'] }],
      },
    ],
    formFieldTemplates: [{ name: 'Kurum Adı', type: 'short_answer', props: {} }],
  },
  exchangeRates: [{ currency: 'EUR', today: '56.6410', monthlyRise: 0.016 }],
  crm: OTHER_CRM,
}
