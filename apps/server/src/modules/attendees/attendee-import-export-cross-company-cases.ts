import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'
import { sheetForm } from '../checklists/checklists-cross-company-cases'

/**
 * The attendee import, export and mailing calls (attendee-import/export/mailing.routes.ts;
 * test-support/cross-company-cases.ts spreads these): a user of another company gets 404 for the demo
 * congress's.
 */

async function call<T>(demo: DemoSession, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const response = await demo.app.inject({ method, url: `/api/v1${url}`, headers: demo.headers, payload })
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
  return response.json() as T
}

/** The demo congress and its PERSONAL registration form (demo-forms.ts). */
async function congress(demo: DemoSession) {
  const { data } = await call<{ data: { id: number; slug: string; project_id: number | null }[] }>(
    demo,
    'GET',
    '/forms',
  )
  const registration = data.find((row) => row.slug === 'kongre-kayit')
  if (!registration?.project_id) throw new Error('no demo congress form')
  return { projectId: registration.project_id, formId: registration.id }
}

const congressUrl = async (demo: DemoSession, path: string) =>
  `/api/v1/project/${(await congress(demo)).projectId}/${path}`

let sequence = 0
async function freshMailing(demo: DemoSession): Promise<string> {
  const { projectId, formId } = await congress(demo)
  const person = await call<{ data: { id: number } }>(demo, 'POST', `/project/${projectId}/attendees`, {
    first_name: 'Çapraz',
    last_name: `Davet ${++sequence}`,
  })
  const mailing = await call<{ data: { id: number } }>(
    demo,
    'POST',
    `/project/${projectId}/attendees/invitations`,
    {
      attendee_ids: [person.data.id],
      form_id: formId,
    },
  )
  return `/api/v1/project/${projectId}/attendees/mailings/${mailing.data.id}`
}

export const attendeeImportExportCrossCompanyCases: CrossCompanyCase[] = [
  {
    route: 'GET /api/v1/project/:id/attendees/export',
    target: (demo) => congressUrl(demo, 'attendees/export'),
  },
  {
    route: 'POST /api/v1/project/:id/attendees/import/parse',
    target: (demo) => congressUrl(demo, 'attendees/import/parse'),
    // FormData: light-my-request sends it as multipart/form-data.
    payload: async () =>
      (await sheetForm([
        ['Ad', 'Soyad'],
        ['Çapraz', 'Dosya'],
      ])) as unknown as Record<string, unknown>,
  },
  {
    route: 'POST /api/v1/project/:id/attendees/import',
    target: (demo) => congressUrl(demo, 'attendees/import'),
    payload: {
      mappings: { first_name: 'Ad', last_name: 'Soyad' },
      headers: ['Ad', 'Soyad'],
      data: [['Yabancı', 'Şirket']],
      dry_run: true,
    },
  },
  {
    route: 'POST /api/v1/project/:id/attendees/invitations',
    target: (demo) => congressUrl(demo, 'attendees/invitations'),
    payload: async (demo) => {
      const { projectId, formId } = await congress(demo)
      const person = await call<{ data: { id: number } }>(demo, 'POST', `/project/${projectId}/attendees`, {
        first_name: 'Çapraz',
        last_name: `Alıcı ${++sequence}`,
      })
      return { attendee_ids: [person.data.id], form_id: formId }
    },
  },
  {
    route: 'GET /api/v1/project/:id/attendees/mailings',
    target: (demo) => congressUrl(demo, 'attendees/mailings'),
  },
  { route: 'GET /api/v1/project/:id/attendees/mailings/:mailingId', target: freshMailing },
]
