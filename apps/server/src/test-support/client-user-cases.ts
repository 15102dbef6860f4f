import type { FastifyInstance } from 'fastify'
import type { ClientAccess } from '../platform/request-context'

/**
 * The CLIENT-user net (platform/client-user-security.test.ts): every `user` or `admin` route is either
 * denied to CLIENT users (a 403 from the auth hook) or allowed with a case below, whose answer must
 * carry none of FORBIDDEN_KEYS. Staff routes are denied by `staff` itself; public routes are public.
 * A new route that is in neither list fails the net.
 */

/** What an allowed case's request needs: the demo CLIENT user's session and the records they may see. */
export interface ClientSession {
  app: FastifyInstance
  headers: { authorization: string }
  userId: number
  userCode: string
  companyId: number
  /** A project the CLIENT user is a contact of. */
  projectCode: string
}

export interface ClientAllowedCase {
  route: string
  access: ClientAccess
  url: (session: ClientSession) => string
  payload?: (session: ClientSession) => unknown
  /** The statuses that show the call got past the access check (writes sent bad bodies on purpose). */
  statuses: number[]
  /** The call ends the session or changes credentials: it gets a session of its own. */
  ownSession?: boolean
  /** Key paths (array indexes dropped) where an otherwise forbidden key is the caller's own data. */
  ownKeys?: string[]
}

/**
 * Keys that are agency internals (docs/decisions/0017-client-users.md): the project's money and lead
 * facts, its internal activity, staff e-mails and reporting lines, company settings and payment cards.
 */
export const FORBIDDEN_KEYS = [
  'notes',
  'calls',
  'timeline',
  'status_history',
  'note',
  'status_info',
  'profit_target',
  'fin_fee_type',
  'fin_fee_percentage',
  'fin_fee_fixed_amount',
  'fin_fee_currency',
  'fin_fee_amount',
  'fin_expected_profit_ratio',
  'fin_prepayment_rate',
  'fin_due_days',
  'service_fee_vat_rate',
  'vat_rates',
  'lead_value',
  'lead_currency',
  'lead_close_date',
  'client_response_date',
  'value_total',
  'email',
  'reports_to',
  'position',
  'team',
  'team_id',
  'credit_cards',
  'name_legal',
  'address',
  'budget_footer_note',
  'project_creation_responsible_assignment',
  'budget_type',
  'post_event_survey_email_content',
] as const

const OWN_PROFILE = ['email', 'position', 'reports_to', 'team_id']
const ok = [200]

export const CLIENT_ALLOWED: readonly ClientAllowedCase[] = [
  {
    route: 'POST /api/v1/logout',
    access: 'self',
    url: () => '/api/v1/logout',
    statuses: [200, 204],
    ownSession: true,
  },
  { route: 'GET /api/v1/me', access: 'self', url: () => '/api/v1/me', statuses: ok, ownKeys: OWN_PROFILE },
  {
    route: 'PUT /api/v1/me',
    access: 'self',
    url: () => '/api/v1/me',
    payload: () => ({ full_name: 'Serkan Yalçın' }),
    statuses: [200, 422],
    ownKeys: OWN_PROFILE,
  },
  {
    route: 'PUT /api/v1/me/password',
    access: 'self',
    url: () => '/api/v1/me/password',
    payload: () => ({}),
    statuses: [422],
    ownSession: true,
  },
  {
    route: 'POST /api/v1/me/profile-picture',
    access: 'self',
    url: () => '/api/v1/me/profile-picture',
    payload: () => ({}),
    statuses: [400, 415, 422],
  },
  { route: 'GET /api/v1/users', access: 'client-view', url: () => '/api/v1/users', statuses: ok },
  {
    route: 'GET /api/v1/event-companies/:id',
    access: 'client-view',
    url: (s) => `/api/v1/event-companies/${s.companyId}`,
    statuses: ok,
  },
  {
    route: 'GET /api/v1/definition/project-types',
    access: 'client-view',
    url: () => '/api/v1/definition/project-types',
    statuses: ok,
  },
  {
    route: 'GET /api/v1/definition/countries',
    access: 'reference',
    url: () => '/api/v1/definition/countries',
    statuses: ok,
  },
  { route: 'GET /api/v1/languages', access: 'reference', url: () => '/api/v1/languages', statuses: ok },
  { route: 'GET /api/v1/currencies', access: 'reference', url: () => '/api/v1/currencies', statuses: ok },
  {
    route: 'GET /api/v1/projects',
    access: 'own-projects',
    url: () => '/api/v1/projects?statuses=LEAD,PREP,OPERATION,PRECLOSE,CLOSED',
    statuses: ok,
  },
  {
    route: 'POST /api/v1/projects',
    access: 'own-projects',
    url: () => '/api/v1/projects',
    payload: () => ({
      name: 'Müşteri Talebi Bahar Toplantısı',
      dates: ['2027-04-10', '2027-04-11'],
      country: 'TR',
      expected_attendee_count: 80,
      languages: ['tr'],
    }),
    statuses: ok,
    ownKeys: ['data.contacts.email', 'data.contacts.position'],
  },
  {
    route: 'GET /api/v1/project/:code',
    access: 'own-projects',
    url: (s) => `/api/v1/project/${s.projectCode}`,
    statuses: ok,
    // The project's contacts are the client's own people.
    ownKeys: ['data.contacts.email', 'data.contacts.position'],
  },
  {
    route: 'GET /api/v1/project/:code/files',
    access: 'own-projects',
    url: (s) => `/api/v1/project/${s.projectCode}/files`,
    statuses: ok,
  },
  {
    route: 'POST /api/v1/project/:code/file',
    access: 'own-projects',
    url: (s) => `/api/v1/project/${s.projectCode}/file`,
    payload: () => ({}),
    statuses: [400, 406, 415, 422],
  },
  {
    route: 'GET /api/v1/project/:code/file/:id',
    access: 'own-projects',
    url: (s) => `/api/v1/project/${s.projectCode}/file/999999999`,
    statuses: [404],
  },
  {
    route: 'DELETE /api/v1/project/:code/file/:id',
    access: 'own-projects',
    url: (s) => `/api/v1/project/${s.projectCode}/file/999999999`,
    statuses: [404],
  },
  {
    route: 'GET /api/v1/home/today',
    access: 'own-projects',
    url: () => '/api/v1/home/today',
    statuses: ok,
  },
  { route: 'GET /api/v1/notifications', access: 'self', url: () => '/api/v1/notifications', statuses: ok },
  {
    route: 'PUT /api/v1/notifications/read-all',
    access: 'self',
    url: () => '/api/v1/notifications/read-all',
    statuses: [200, 204],
  },
  {
    route: 'PUT /api/v1/notifications/:id/read',
    access: 'self',
    url: () => '/api/v1/notifications/999999999/read',
    statuses: [404],
  },
  {
    route: 'GET /api/v1/push/public-key',
    access: 'self',
    url: () => '/api/v1/push/public-key',
    statuses: ok,
  },
  {
    route: 'GET /api/v1/users/:code/push-token',
    access: 'self',
    url: (s) => `/api/v1/users/${s.userCode}/push-token`,
    statuses: ok,
  },
  {
    route: 'POST /api/v1/users/:code/push-token',
    access: 'self',
    url: (s) => `/api/v1/users/${s.userCode}/push-token`,
    payload: () => ({}),
    statuses: [422],
  },
  {
    route: 'DELETE /api/v1/users/:code/push-token',
    access: 'self',
    url: (s) => `/api/v1/users/${s.userCode}/push-token`,
    statuses: [200, 204, 404, 422],
  },
]

/** `user` and `admin` routes CLIENT users may not call: the auth hook answers 403. */
export const CLIENT_DENIED: readonly string[] = [
  // The organisation: staff names, e-mails and reporting lines are the agency's.
  'GET /api/v1/teams',
  'GET /api/v1/divisions',
  'GET /api/v1/users/scope-options',
  // Company settings and cards.
  'GET /api/v1/event-companies/:id/credit-cards',
  // The agency's definitions (the simple project form needs only countries and project types).
  'GET /api/v1/definition/tax-offices',
  'GET /api/v1/definition/contact-positions',
  'GET /api/v1/definition/expense-sources',
  'GET /api/v1/definition/budget-items',
  'GET /api/v1/definition/budget-groups',
  'GET /api/v1/definition/positions',
  'GET /api/v1/definition/budget-categories',
  'GET /api/v1/definition/client-industries',
  'GET /api/v1/definition/supplier-categories',
  'GET /api/v1/definition/meeting-types',
  'GET /api/v1/definition/payment-methods',
  'GET /api/v1/definition/budget-templates',
  'GET /api/v1/definition/budget-category-templates',
  'GET /api/v1/definition/cities/:country',
  'GET /api/v1/definition/positions/:id',
  'GET /api/v1/definition/project-types/:id',
  'GET /api/v1/definition/meeting-types/:id',
  'GET /api/v1/definition/contact-positions/:id',
  'GET /api/v1/definition/expense-sources/:id',
  'GET /api/v1/definition/client-industries/:id',
  'GET /api/v1/definition/supplier-categories/:id',
  'GET /api/v1/definition/tax-offices/:id',
  'GET /api/v1/definition/payment-methods/:id',
  'GET /api/v1/definition/budget-categories/:id',
  'GET /api/v1/definition/budget-items/:id',
  'GET /api/v1/definition/budget-groups/:id',
  'GET /api/v1/definition/budget-templates/:id',
  'GET /api/v1/definition/budget-category-templates/:id',
  // Back-office reference data: the company's modules, form templates, exchange rates.
  'GET /api/v1/modules',
  'GET /api/v1/forms/field-templates',
  'GET /api/v1/exchange-rate',
  // Leads, the export (lead figures) and the timeline (internal activity).
  'GET /api/v1/leads/:code',
  'GET /api/v1/projects/export',
  'GET /api/v1/project/:code/timeline',
]

/** Every `admin` route is denied too (a CLIENT user is never an admin of the agency). */
export const isAdminRoute = (route: { access: string | undefined }) => route.access === 'admin'
