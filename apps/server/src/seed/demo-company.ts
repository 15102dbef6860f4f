import {
  DEFAULT_BIZDEV_STAGE_NAMES,
  DEFAULT_VAT_RATES,
} from '../modules/event-companies/default-company-setup'
import type { CompanySpec, UserSpec } from './company-spec'
import { DEMO_CLIENTS } from './demo-clients'
import { DEMO_DEFINITIONS } from './demo-definitions'
import { DEMO_EMAILS } from './demo-logins'
import { DEMO_PROJECTS } from './demo-projects'
import { DEMO_SUPPLIERS } from './demo-suppliers'

const KE = 'Kurumsal Etkinlikler'
const KT = 'Kongre ve Toplantı'
const LANSMAN = 'Lansman Takımı'
const TESVIK = 'Teşvik ve Gala Takımı'
const KONGRE = 'Kongre Takımı'
const TOPLANTI = 'Toplantı Takımı'
const mail = (local: string) => `${local}@demo.ajanda.test`

/**
 * Twenty people in a reports_to tree: general manager → directors → team leads → staff. The required
 * logins (admin, division, team, user, client) are among them; one account is deactivated.
 */
const DEMO_USERS: readonly UserSpec[] = [
  {
    full_name: 'Elif Demir',
    email: DEMO_EMAILS.admin,
    position: 'Genel Müdür',
    is_admin: true,
    phone: '+90 532 410 12 34',
  },
  {
    full_name: 'Murat Şahin',
    email: mail('murat.sahin'),
    position: 'Finans Müdürü',
    reports_to: DEMO_EMAILS.admin,
  },
  {
    full_name: 'İrem Tekin',
    email: mail('irem.tekin'),
    position: 'Muhasebe Uzmanı',
    reports_to: mail('murat.sahin'),
  },
  {
    full_name: 'Burak Yıldız',
    email: DEMO_EMAILS.division,
    position: 'Departman Direktörü',
    division: KE,
    reports_to: DEMO_EMAILS.admin,
    phone: '+90 533 287 45 10',
  },
  {
    full_name: 'Zeynep Arslan',
    email: mail('zeynep.arslan'),
    position: 'Departman Direktörü',
    division: KT,
    reports_to: DEMO_EMAILS.admin,
  },
  {
    full_name: 'Can Öztürk',
    email: DEMO_EMAILS.team,
    position: 'Takım Lideri',
    division: KE,
    team: LANSMAN,
    reports_to: DEMO_EMAILS.division,
  },
  {
    full_name: 'Deniz Koç',
    email: mail('deniz.koc'),
    position: 'Takım Lideri',
    division: KE,
    team: TESVIK,
    reports_to: DEMO_EMAILS.division,
  },
  {
    full_name: 'Ayşe Yılmaz',
    email: mail('ayse.yilmaz'),
    position: 'Takım Lideri',
    division: KT,
    team: KONGRE,
    reports_to: mail('zeynep.arslan'),
  },
  {
    full_name: 'Emre Çelik',
    email: mail('emre.celik'),
    position: 'Takım Lideri',
    division: KT,
    team: TOPLANTI,
    reports_to: mail('zeynep.arslan'),
  },
  {
    full_name: 'Gizem Aydın',
    email: DEMO_EMAILS.user,
    position: 'Proje Yöneticisi',
    division: KE,
    team: LANSMAN,
    reports_to: DEMO_EMAILS.team,
    phone: '+90 535 614 77 02',
  },
  {
    full_name: 'Kerem Doğan',
    email: mail('kerem.dogan'),
    position: 'Proje Asistanı',
    division: KE,
    team: LANSMAN,
    reports_to: DEMO_EMAILS.team,
  },
  {
    full_name: 'Ece Kurt',
    email: mail('ece.kurt'),
    position: 'Proje Yöneticisi',
    division: KE,
    team: TESVIK,
    reports_to: mail('deniz.koc'),
  },
  {
    full_name: 'Oğuz Kılıç',
    email: mail('oguz.kilic'),
    position: 'Proje Yöneticisi',
    division: KE,
    team: TESVIK,
    reports_to: mail('deniz.koc'),
  },
  {
    full_name: 'Onur Özdemir',
    email: mail('onur.ozdemir'),
    position: 'Proje Asistanı',
    division: KE,
    team: TESVIK,
    reports_to: mail('deniz.koc'),
  },
  {
    full_name: 'Merve Aslan',
    email: mail('merve.aslan'),
    position: 'Proje Yöneticisi',
    division: KT,
    team: KONGRE,
    reports_to: mail('ayse.yilmaz'),
  },
  {
    full_name: 'Tolga Polat',
    email: mail('tolga.polat'),
    position: 'Proje Asistanı',
    division: KT,
    team: KONGRE,
    reports_to: mail('ayse.yilmaz'),
  },
  {
    full_name: 'Buse Çetin',
    email: mail('buse.cetin'),
    position: 'Proje Asistanı',
    division: KT,
    team: KONGRE,
    reports_to: mail('ayse.yilmaz'),
  },
  {
    full_name: 'Seda Erdoğan',
    email: mail('seda.erdogan'),
    position: 'Proje Yöneticisi',
    division: KT,
    team: TOPLANTI,
    reports_to: mail('emre.celik'),
  },
  {
    full_name: 'Hakan Güneş',
    email: mail('hakan.gunes'),
    position: 'Proje Asistanı',
    division: KT,
    team: TOPLANTI,
    reports_to: mail('emre.celik'),
    deactivated: true,
  },
  {
    full_name: 'Serkan Yalçın',
    email: DEMO_EMAILS.client,
    position: 'Müşteri Temsilcisi',
    division: KE,
    kind: 'CLIENT',
  },
]

export const DEMO_COMPANY: CompanySpec = {
  company: {
    name: 'Demo Etkinlik Ajansı',
    name_legal: 'Demo Etkinlik Organizasyon ve Turizm A.Ş.',
    app_name: 'Ajanda',
    domain: 'demo.ajanda.test',
    address: 'Büyükdere Caddesi No: 185 Kat: 7, Levent, Şişli',
    postcode: '34394',
    country: 'TR',
    city: 'İstanbul',
    timezone: 'Europe/Istanbul',
    currency: 'TRY',
    language: 'tr',
    project_creation_responsible_assignment: 'SCHEMA',
    project_closure_tolerance: 30,
    fin_due_days: 30,
    // Rates and ratios are fractions, like VAT rates: 0.1 is 10 %.
    fin_prepayment_rate: '0.3',
    fin_fee_type: 'PERCENTAGE',
    fin_fee_amount: '0.1',
    fin_expected_profit_ratio: '0.2',
    service_fee_vat_rate: '0.2',
    export_main_color: '#1F4E79',
    export_secondary_color: '#F2A900',
    budget_footer_note: 'Fiyatlarımıza KDV dahil değildir. Teklifimiz 15 gün süreyle geçerlidir.',
    budget_footer_note_en: 'Our prices do not include VAT. This offer is valid for 15 days.',
    post_event_survey_email_subject: 'Etkinliğimizi değerlendirir misiniz?',
    post_event_survey_email_content:
      'Merhaba,\n\nBirlikte gerçekleştirdiğimiz etkinlikle ilgili görüşleriniz bizim için çok değerli. ' +
      'Kısa anketimizi doldurmanız yalnızca iki dakikanızı alacak.\n\nDemo Etkinlik Ajansı',
    post_event_survey_sending: false,
  },
  memberships: ['ECOS', 'FORMS', 'REGISTRATION'],
  currencies: ['TRY', 'USD', 'EUR', 'GBP'],
  languages: ['tr', 'en'],
  vatRates: DEFAULT_VAT_RATES,
  creditCards: ['Şirket Kartı - Garanti', 'Şirket Kartı - İş Bankası', 'Şirket Kartı - Yapı Kredi'],
  stageNames: DEFAULT_BIZDEV_STAGE_NAMES.tr,
  stageNamesEn: DEFAULT_BIZDEV_STAGE_NAMES.en,
  divisions: [
    { name: KE, auto_project_ref: true, project_ref_prefix: 'KE' },
    { name: KT, auto_project_ref: false, project_ref_prefix: null },
  ],
  teams: [
    { name: LANSMAN, division: KE, color: '#E8590C' },
    { name: TESVIK, division: KE, color: '#7048E8' },
    { name: KONGRE, division: KT, color: '#1C7ED6' },
    { name: TOPLANTI, division: KT, color: '#2F9E44' },
  ],
  positions: [
    { name: 'Genel Müdür', name_en: 'General Manager', scope: 'AGENCY' },
    { name: 'Finans Müdürü', name_en: 'Finance Manager', scope: 'AGENCY' },
    { name: 'Muhasebe Uzmanı', name_en: 'Accountant', scope: 'AGENCY' },
    { name: 'Departman Direktörü', name_en: 'Division Director', scope: 'DIVISION' },
    { name: 'Takım Lideri', name_en: 'Team Leader', scope: 'TEAM' },
    { name: 'Proje Yöneticisi', name_en: 'Project Manager', scope: 'USER' },
    { name: 'Proje Asistanı', name_en: 'Project Assistant', scope: 'USER' },
    { name: 'Müşteri Temsilcisi', name_en: 'Account Manager', scope: 'USER' },
  ],
  users: DEMO_USERS,
  definitions: DEMO_DEFINITIONS,
  exchangeRates: [
    { currency: 'USD', today: '48.9120', monthlyRise: 0.014 },
    { currency: 'EUR', today: '56.6410', monthlyRise: 0.016 },
    { currency: 'GBP', today: '64.5830', monthlyRise: 0.012 },
  ],
  crm: { clients: DEMO_CLIENTS, suppliers: DEMO_SUPPLIERS },
  projects: DEMO_PROJECTS,
}
