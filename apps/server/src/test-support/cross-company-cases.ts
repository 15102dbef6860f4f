import type { FastifyInstance } from 'fastify'
import {
  ACCOUNTING_GLOBAL_PARAMETER_ROUTES,
  accountingCrossCompanyCases,
} from '../modules/accounting/accounting-cross-company-cases'
import { attendeeImportExportCrossCompanyCases } from '../modules/attendees/attendee-import-export-cross-company-cases'
import { attendeesCrossCompanyCases } from '../modules/attendees/attendees-cross-company-cases'
import { badgesCrossCompanyCases } from '../modules/badges/badges-cross-company-cases'
import {
  BUDGETS_GLOBAL_PARAMETER_ROUTES,
  budgetsCrossCompanyCases,
} from '../modules/budgets/budgets-cross-company-cases'
import {
  CALENDAR_GLOBAL_PARAMETER_ROUTES,
  calendarCrossCompanyCases,
} from '../modules/calendar/calendar-cross-company-cases'
import { checkinCrossCompanyCases } from '../modules/checkin/checkin-cross-company-cases'
import {
  CHECKLISTS_GLOBAL_PARAMETER_ROUTES,
  checklistsCrossCompanyCases,
} from '../modules/checklists/checklists-cross-company-cases'
import { declarationsCrossCompanyCases } from '../modules/declarations/declarations-cross-company-cases'
import { feesCrossCompanyCases } from '../modules/fees/fees-cross-company-cases'
import { flightsCrossCompanyCases } from '../modules/flights/flights-cross-company-cases'
import { projectFlightsCrossCompanyCases } from '../modules/flights/project-flights-cross-company-cases'
import {
  FORMS_GLOBAL_PARAMETER_ROUTES,
  formsCrossCompanyCases,
} from '../modules/forms/forms-cross-company-cases'
import { hotelsCrossCompanyCases } from '../modules/hotels/hotels-cross-company-cases'
import { manualRsvpCrossCompanyCases } from '../modules/manual-rsvp/manual-rsvp-cross-company-cases'
import {
  MEETINGS_GLOBAL_PARAMETER_ROUTES,
  meetingsCrossCompanyCases,
} from '../modules/meetings/meetings-cross-company-cases'
import { messengerCrossCompanyCases } from '../modules/messenger/messenger-cross-company-cases'
import { notificationsCrossCompanyCases } from '../modules/notifications/notifications-cross-company-cases'
import { photosCrossCompanyCases } from '../modules/photos/photos-cross-company-cases'
import { productsCrossCompanyCases } from '../modules/products/products-cross-company-cases'
import { pushCrossCompanyCases } from '../modules/push/push-cross-company-cases'
import { financeReportsCrossCompanyCases } from '../modules/reports/finance-reports-cross-company-cases'
import { reportsCrossCompanyCases } from '../modules/reports/reports-cross-company-cases'
import {
  REQUESTS_GLOBAL_PARAMETER_ROUTES,
  requestsCrossCompanyCases,
} from '../modules/requests/requests-cross-company-cases'
import { projectSuppliersCrossCompanyCases } from '../modules/suppliers/project-suppliers-cross-company-cases'
import { targetsCrossCompanyCases } from '../modules/targets/targets-cross-company-cases'
import {
  TASKS_GLOBAL_PARAMETER_ROUTES,
  tasksCrossCompanyCases,
} from '../modules/tasks/tasks-cross-company-cases'
import { webformExtrasCrossCompanyCases } from '../modules/webform/webform-extras-cross-company-cases'

/** A demo-company admin's session, from which a case finds (or creates) one of the company's records. */
export interface DemoSession {
  app: FastifyInstance
  headers: { authorization: string }
  userId: number
  companyId: number
}

export interface CrossCompanyCase {
  /** The route as registered: `GET /api/v1/event-companies/:id`. */
  route: string
  /** The URL of a record of the demo company, which a user of Öteki Organizasyon must get a 404 for. */
  target: (demo: DemoSession) => Promise<string> | string
  /** A body valid for the demo company (a function when it names the company's own records). */
  payload?: Record<string, unknown> | ((demo: DemoSession) => Promise<Record<string, unknown>>)
}

/** Creates a record as the demo admin and gives back the `id` at `path` of the answer. */
async function created<T = number>(
  demo: DemoSession,
  url: string,
  payload: Record<string, unknown>,
  path = ['data', 'id'],
) {
  const response = await demo.app.inject({ method: 'POST', url, headers: demo.headers, payload })
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
  let value: unknown = response.json()
  for (const key of path) value = (value as Record<string, unknown>)[key]
  return value as T
}

let sequence = 0
/** Names differ per call: a case may create several records of one kind, and names are unique. */
const unique = (name: string) => `${name} ${++sequence}`

/** A fresh, unused colleague: cases that deactivate or edit someone must not spoil the demo logins. */
const invitedColleague = (demo: DemoSession) =>
  created(
    demo,
    '/api/v1/admin/users/invite',
    { email: `cross-${++sequence}-${Date.now()}@demo.ajanda.test`, full_name: 'Geçici Kişi' },
    ['user', 'id'],
  )

const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

const DEFINITION_PAYLOADS: Record<string, () => Record<string, unknown>> = {
  positions: () => ({ name: unique('Pozisyon'), scope: 'USER' }),
  'project-types': () => ({ name: unique('Proje Türü'), budget_type: 1, divisions: [] }),
  'meeting-types': () => ({ name: unique('Toplantı Türü'), can_be_with_client: true }),
  'contact-positions': () => ({ name: unique('Kontak Pozisyonu') }),
  'expense-sources': () => ({ name: unique('Masraf Kaynağı') }),
  'client-industries': () => ({ name: unique('Sektör') }),
  'supplier-categories': () => ({ name: unique('Tedarikçi Kategorisi') }),
  'tax-offices': () => ({ code: `X${++sequence}`, name: 'Kendi Vergi Dairemiz' }),
  'payment-methods': () => ({ name: unique('Ödeme Yöntemi'), type: 'CASH' }),
  'budget-categories': () => ({ name: unique('Bütçe Kategorisi'), vat_rate: '0.2' }),
  'budget-templates': () => ({ name: unique('Bütçe Şablonu') }),
  'budget-category-templates': () => ({ name: unique('Kategori Şablonu') }),
}

/** Budget items and groups belong to a category: a fresh one of the demo company holds each. */
const inFreshCategory = (name: 'budget-items' | 'budget-groups') => {
  const fresh = async (demo: DemoSession) => {
    const category = await created(demo, '/api/v1/definition/budget-categories', {
      name: unique('Bütçe Kategorisi'),
      vat_rate: '0.2',
    })
    const id = await created(demo, `/api/v1/definition/${name}`, {
      name: unique('Kalem'),
      category_id: category,
    })
    return `/api/v1/definition/${name}/${id}`
  }
  // The PUT is refused before its category is looked at: any category id will do.
  const payload = { name: unique('Kalem'), category_id: 1 }
  return [
    { route: `GET /api/v1/definition/${name}/:id`, target: fresh },
    { route: `PUT /api/v1/definition/${name}/:id`, target: fresh, payload },
    { route: `DELETE /api/v1/definition/${name}/:id`, target: fresh },
  ]
}

const definitionCases: CrossCompanyCase[] = [
  ...inFreshCategory('budget-items'),
  ...inFreshCategory('budget-groups'),
  ...Object.entries(DEFINITION_PAYLOADS).flatMap(([name, payload]) => {
    const fresh = async (demo: DemoSession) =>
      `/api/v1/definition/${name}/${await created(demo, `/api/v1/definition/${name}`, payload())}`
    return [
      { route: `GET /api/v1/definition/${name}/:id`, target: fresh },
      { route: `PUT /api/v1/definition/${name}/:id`, target: fresh, payload: payload() },
      { route: `DELETE /api/v1/definition/${name}/:id`, target: fresh },
    ]
  }),
]

const company = (demo: DemoSession) => `/api/v1/event-companies/${demo.companyId}`
const freshCard = async (demo: DemoSession) =>
  `${company(demo)}/credit-cards/${await created(demo, `${company(demo)}/credit-cards`, { name: unique('Kart') }, ['credit_card', 'id'])}`
const imageCases: CrossCompanyCase[] = ['logo', 'square-logo', 'email-logo'].flatMap((kind) => [
  {
    route: `POST /api/v1/event-companies/:id/${kind}`,
    target: (demo) => `${company(demo)}/${kind}`,
    payload: { file: PNG_1X1 },
  },
  { route: `DELETE /api/v1/event-companies/:id/${kind}`, target: (demo) => `${company(demo)}/${kind}` },
])

const freshDivision = async (demo: DemoSession) =>
  `/api/v1/divisions/${await created(demo, '/api/v1/divisions', { name: unique('Departman') })}`
const demoDivisionId = async (demo: DemoSession) => {
  const response = await demo.app.inject({ method: 'GET', url: '/api/v1/divisions', headers: demo.headers })
  return (response.json() as { id: number }[])[0]?.id as number
}
const freshTeam = async (demo: DemoSession) =>
  `/api/v1/teams/${await created(demo, '/api/v1/teams', { name: unique('Takım'), division_id: await demoDivisionId(demo), color: '#123456' })}`

// clients, suppliers, contacts, notes and calls
const freshClientCode = (demo: DemoSession) =>
  created<string>(demo, '/api/v1/client', { name: unique('Çapraz Müşteri') }, ['data', 'code'])
const freshSupplierCode = (demo: DemoSession) =>
  created<string>(demo, '/api/v1/supplier', { name: unique('Çapraz Tedarikçi') }, ['data', 'code'])
const demoPositionId = async (demo: DemoSession) => {
  const response = await demo.app.inject({
    method: 'GET',
    url: '/api/v1/definition/contact-positions',
    headers: demo.headers,
  })
  return (response.json() as { id: number }[])[0]?.id as number
}
const freshContact = async (demo: DemoSession) => {
  const clientCode = await freshClientCode(demo)
  const client = await demo.app.inject({
    method: 'GET',
    url: `/api/v1/client/${clientCode}`,
    headers: demo.headers,
  })
  return created(demo, '/api/v1/contacts', {
    name: unique('Çapraz Kontak'),
    position_id: await demoPositionId(demo),
    company_id: `C-${(client.json() as { id: number }).id}`,
    email: `capraz-${++sequence}@ornek.com.tr`,
  })
}
const freshNote = async (demo: DemoSession) =>
  `/api/v1/notes/${await created(demo, '/api/v1/notes', {
    note_title: 'Çapraz not',
    note_content: 'İçerik',
    note_type: 'C',
    note_for: await freshClientCode(demo),
  })}`
const freshCall = async (demo: DemoSession) =>
  `/api/v1/phone-call-logs/${await created(demo, '/api/v1/phone-call-logs', {
    description: 'Çapraz arama',
    call_direction: 'OUTGOING',
    called_at: new Date(Date.now() - 3600_000).toISOString(),
    call_type: 'S',
    call_for: await freshSupplierCode(demo),
  })}`
const clientUrl = async (demo: DemoSession) => `/api/v1/client/${await freshClientCode(demo)}`
const supplierUrl = async (demo: DemoSession) => `/api/v1/supplier/${await freshSupplierCode(demo)}`
// leads and projects
/** A fresh lead of the demo company (the admin is responsible; no division, so the reference is typed). */
const freshLeadCode = async (demo: DemoSession) => {
  const client = await created<number>(demo, '/api/v1/client', { name: unique('Çapraz Proje Müşterisi') })
  const contact = await created(demo, '/api/v1/contacts', {
    name: unique('Çapraz Proje Kontağı'),
    position_id: await demoPositionId(demo),
    company_id: `C-${client}`,
    email: `capraz-proje-${++sequence}@ornek.com.tr`,
  })
  const types = await demo.app.inject({
    method: 'GET',
    url: '/api/v1/definition/project-types',
    headers: demo.headers,
  })
  return created<string>(
    demo,
    '/api/v1/leads',
    {
      name: unique('Çapraz Fırsat'),
      dates: ['2027-05-01', '2027-05-02'],
      city: 'İstanbul',
      type: (types.json() as { id: number }[])[0]?.id,
      client,
      contact,
      status: 'LEAD-0',
      lead_close_date: '2027-04-01',
      lead_value: '1000',
      project_ref: `CAPRAZ-${Date.now()}-${++sequence}`,
    },
    ['code'],
  )
}
/** A file on a fresh lead: the lead's code and the file's id. */
const uploadForm = () => {
  const form = new FormData()
  form.append('files[]', new Blob(['Çapraz dosya'], { type: 'text/plain' }), 'capraz.txt')
  return form
}
const freshProjectFile = async (demo: DemoSession) => {
  const code = await freshLeadCode(demo)
  const response = await demo.app.inject({
    method: 'POST',
    url: `/api/v1/project/${code}/file`,
    headers: demo.headers,
    payload: uploadForm() as unknown as string,
  })
  if (response.statusCode !== 200) throw new Error(`file upload: ${response.statusCode} ${response.body}`)
  return `/api/v1/project/${code}/file/${(response.json() as { data: { id: number }[] }).data[0]?.id}`
}
const leadUrl = async (demo: DemoSession) => `/api/v1/leads/${await freshLeadCode(demo)}`
const projectUrl = async (demo: DemoSession, suffix = '') =>
  `/api/v1/project/${await freshLeadCode(demo)}${suffix}`
const projectCases: CrossCompanyCase[] = [
  {
    route: 'GET /api/v1/leads/responsibles/:userId',
    target: (demo) => `/api/v1/leads/responsibles/${demo.userId}`,
  },
  {
    route: 'GET /api/v1/leads/project-ref',
    target: (demo) => `/api/v1/leads/project-ref?responsible=${demo.userId}`,
  },
  { route: 'GET /api/v1/leads/:code', target: leadUrl },
  { route: 'PUT /api/v1/leads/:code', target: leadUrl, payload: { status: 'LEAD-2' } },
  { route: 'DELETE /api/v1/leads/:code', target: leadUrl },
  { route: 'GET /api/v1/project/:code', target: (demo) => projectUrl(demo) },
  { route: 'GET /api/v1/project/:code/timeline', target: (demo) => projectUrl(demo, '/timeline') },
  { route: 'GET /api/v1/project/:code/files', target: (demo) => projectUrl(demo, '/files') },
  {
    route: 'POST /api/v1/project/:code/file',
    target: (demo) => projectUrl(demo, '/file'),
    // FormData: light-my-request sends it as multipart/form-data.
    payload: async () => uploadForm() as unknown as Record<string, unknown>,
  },
  { route: 'GET /api/v1/project/:code/file/:id', target: freshProjectFile },
  { route: 'DELETE /api/v1/project/:code/file/:id', target: freshProjectFile },
]

const addressBookCases: CrossCompanyCase[] = [
  { route: 'GET /api/v1/client/:code', target: clientUrl },
  {
    route: 'GET /api/v1/client/id/:id',
    target: async (demo) => {
      const client = await demo.app.inject({
        method: 'GET',
        url: await clientUrl(demo),
        headers: demo.headers,
      })
      return `/api/v1/client/id/${(client.json() as { id: number }).id}`
    },
  },
  { route: 'PUT /api/v1/client/:code', target: clientUrl, payload: { city: 'Bursa' } },
  {
    route: 'POST /api/v1/client/:code/logo',
    target: async (demo) => `${await clientUrl(demo)}/logo`,
    payload: { file: PNG_1X1 },
  },
  { route: 'DELETE /api/v1/client/:code', target: clientUrl },
  { route: 'GET /api/v1/supplier/:code', target: supplierUrl },
  {
    route: 'GET /api/v1/suppliers/:code',
    target: async (demo) => `/api/v1/suppliers/${await freshSupplierCode(demo)}`,
  },
  { route: 'PUT /api/v1/supplier/:code', target: supplierUrl, payload: { city: 'Bursa' } },
  {
    route: 'POST /api/v1/supplier/:code/logo',
    target: async (demo) => `${await supplierUrl(demo)}/logo`,
    payload: { file: PNG_1X1 },
  },
  { route: 'DELETE /api/v1/supplier/:code', target: supplierUrl },
  {
    route: 'PUT /api/v1/contacts/:id',
    target: async (demo) => `/api/v1/contacts/${await freshContact(demo)}`,
    payload: { name: 'Yeni Ad' },
  },
  {
    route: 'DELETE /api/v1/contacts/:id',
    target: async (demo) => `/api/v1/contacts/${await freshContact(demo)}`,
  },
  { route: 'PUT /api/v1/notes/:id', target: freshNote, payload: { note_title: 'Yeni başlık' } },
  { route: 'DELETE /api/v1/notes/:id', target: freshNote },
  { route: 'PUT /api/v1/phone-call-logs/:id', target: freshCall, payload: { description: 'Güncel' } },
  { route: 'DELETE /api/v1/phone-call-logs/:id', target: freshCall },
]

/**
 * Each module adds its rows here. The route security net fails for a protected route with a path
 * parameter that has neither a row here nor an entry in GLOBAL_PARAMETER_ROUTES.
 */
export const crossCompanyCases: CrossCompanyCase[] = [
  // event-companies
  { route: 'GET /api/v1/event-companies/:id', target: company },
  { route: 'PUT /api/v1/event-companies/:id', target: company, payload: { app_name: 'Ajanda' } },
  {
    route: 'PUT /api/v1/event-companies/:id/export-setting',
    target: (demo) => `${company(demo)}/export-setting`,
    payload: { export_main_color: '#1F4E79' },
  },
  {
    route: 'PUT /api/v1/event-companies/:id/bizdev-stages',
    target: (demo) => `${company(demo)}/bizdev-stages`,
    payload: { stages: [{ id: 0, name: 'Oluşturuldu' }] },
  },
  ...imageCases,
  {
    route: 'GET /api/v1/event-companies/:id/credit-cards',
    target: (demo) => `${company(demo)}/credit-cards`,
  },
  {
    route: 'POST /api/v1/event-companies/:id/credit-cards',
    target: (demo) => `${company(demo)}/credit-cards`,
    payload: { name: 'Yeni Kart' },
  },
  {
    route: 'PUT /api/v1/event-companies/:id/credit-cards/:cardId',
    target: freshCard,
    payload: { name: 'Kart' },
  },
  { route: 'DELETE /api/v1/event-companies/:id/credit-cards/:cardId', target: freshCard },

  // users (admin)
  {
    route: 'GET /api/v1/admin/users/:code',
    target: async (demo) => {
      const response = await demo.app.inject({ method: 'GET', url: '/api/v1/users', headers: demo.headers })
      const me = (response.json() as { id: number; code: string }[]).find((u) => u.id === demo.userId)
      return `/api/v1/admin/users/${me?.code}`
    },
  },
  {
    route: 'PUT /api/v1/users/:id',
    target: async (demo) => `/api/v1/users/${await invitedColleague(demo)}`,
    payload: { reports_to: null, language: 'en' },
  },
  {
    route: 'POST /api/v1/users/:id/deactivate',
    target: async (demo) => `/api/v1/users/${await invitedColleague(demo)}/deactivate`,
  },
  {
    route: 'POST /api/v1/users/:id/reactivate',
    target: async (demo) => `/api/v1/users/${await invitedColleague(demo)}/reactivate`,
  },
  {
    route: 'POST /api/v1/users/:id/password-reset',
    target: async (demo) => `/api/v1/users/${await invitedColleague(demo)}/password-reset`,
  },
  { route: 'PUT /api/v1/divisions/:id', target: freshDivision, payload: { name: 'Yeniden Adlandırıldı' } },
  { route: 'DELETE /api/v1/divisions/:id', target: freshDivision },
  {
    route: 'PUT /api/v1/teams/:id',
    target: freshTeam,
    payload: async (demo) => ({
      name: unique('Takım'),
      division_id: await demoDivisionId(demo),
      color: '#654321',
    }),
  },
  { route: 'DELETE /api/v1/teams/:id', target: freshTeam },

  // definitions
  ...definitionCases,

  // clients, suppliers, contacts, notes and calls
  ...addressBookCases,

  // leads and projects
  ...projectCases,

  // web push subscriptions
  ...pushCrossCompanyCases,

  // notifications
  ...notificationsCrossCompanyCases,

  // messenger conversations
  ...messengerCrossCompanyCases,
  ...accountingCrossCompanyCases,
  ...requestsCrossCompanyCases,
  ...tasksCrossCompanyCases,
  ...meetingsCrossCompanyCases,
  ...checklistsCrossCompanyCases,
  ...calendarCrossCompanyCases,
  ...budgetsCrossCompanyCases,
  ...flightsCrossCompanyCases,
  ...projectFlightsCrossCompanyCases,
  ...hotelsCrossCompanyCases,
  ...attendeesCrossCompanyCases,
  ...attendeeImportExportCrossCompanyCases,
  ...formsCrossCompanyCases,
  ...manualRsvpCrossCompanyCases,
  ...checkinCrossCompanyCases,
  ...photosCrossCompanyCases,
  ...projectSuppliersCrossCompanyCases,
  ...productsCrossCompanyCases,
  ...feesCrossCompanyCases,
  ...badgesCrossCompanyCases,
  ...declarationsCrossCompanyCases,
  ...webformExtrasCrossCompanyCases,
  ...reportsCrossCompanyCases,
  ...financeReportsCrossCompanyCases,
  ...targetsCrossCompanyCases,
]

/** Protected routes whose parameter names shared reference data, not a company's record. */
export const GLOBAL_PARAMETER_ROUTES: Record<string, string> = {
  'GET /api/v1/definition/cities/:country': 'cities are reference data shared by every company',
  'POST /api/v1/imports/:entity/parse': 'the entity names a kind of record (clients, suppliers, contacts)',
  'POST /api/v1/imports/:entity': 'the entity names a kind of record (clients, suppliers, contacts)',
  'PUT /api/v1/approval-chains/:type':
    'the type names a kind of request; the chain saved is always the caller’s company’s own',
  ...ACCOUNTING_GLOBAL_PARAMETER_ROUTES,
  ...REQUESTS_GLOBAL_PARAMETER_ROUTES,
  ...TASKS_GLOBAL_PARAMETER_ROUTES,
  ...MEETINGS_GLOBAL_PARAMETER_ROUTES,
  ...CHECKLISTS_GLOBAL_PARAMETER_ROUTES,
  ...CALENDAR_GLOBAL_PARAMETER_ROUTES,
  ...BUDGETS_GLOBAL_PARAMETER_ROUTES,
  ...FORMS_GLOBAL_PARAMETER_ROUTES,
}
