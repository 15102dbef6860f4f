import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

/**
 * The staff attendee calls (attendee-staff.routes.ts; test-support/cross-company-cases.ts spreads
 * these): a user of another company gets 404 for the demo congress's attendees, an attendee, its
 * answers and codes, bulk changes and lists. Writes act on attendees and lists made for the case.
 */

async function call<T>(demo: DemoSession, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const response = await demo.app.inject({ method, url: `/api/v1${url}`, headers: demo.headers, payload })
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
  return response.json() as T
}

/** The demo congress's registration and RSVP forms (demo-forms.ts). */
async function congressForms(demo: DemoSession) {
  const { data } = await call<{ data: { id: number; slug: string; project_id: number | null }[] }>(
    demo,
    'GET',
    '/forms',
  )
  const registration = data.find((row) => row.slug === 'kongre-kayit')
  const rsvp = data.find((row) => row.slug === 'gala-yemegi-lcv')
  if (!registration?.project_id || !rsvp) throw new Error('no demo congress forms')
  return { projectId: registration.project_id, rsvpId: rsvp.id }
}

const congressUrl = async (demo: DemoSession, path: string) =>
  `/api/v1/project/${(await congressForms(demo)).projectId}/${path}`

let sequence = 0
/** A fresh attendee of the demo congress (one without seats, so deleting it succeeds). */
async function freshAttendee(demo: DemoSession): Promise<number> {
  const { projectId } = await congressForms(demo)
  const body = await call<{ data: { id: number } }>(demo, 'POST', `/project/${projectId}/attendees`, {
    first_name: 'Çapraz',
    last_name: `Deneme ${++sequence}`,
  })
  return body.data.id
}

async function freshList(demo: DemoSession): Promise<string> {
  const { projectId } = await congressForms(demo)
  const body = await call<{ data: { id: number } }>(demo, 'POST', `/project/${projectId}/attendees/lists`, {
    name: `Çapraz liste ${++sequence} ${Date.now()}`,
  })
  return `/api/v1/project/${projectId}/attendees/lists/${body.data.id}`
}

export const attendeesCrossCompanyCases: CrossCompanyCase[] = [
  { route: 'GET /api/v1/project/:id/attendees', target: (demo) => congressUrl(demo, 'attendees') },
  {
    route: 'POST /api/v1/project/:id/attendees',
    target: (demo) => congressUrl(demo, 'attendees'),
    payload: { first_name: 'Yabancı', last_name: 'Şirket' },
  },
  {
    route: 'GET /api/v1/attendees/:id',
    target: async (demo) => `/api/v1/attendees/${await freshAttendee(demo)}`,
  },
  {
    route: 'PUT /api/v1/attendees/:id',
    target: async (demo) => `/api/v1/attendees/${await freshAttendee(demo)}`,
    payload: { city: 'Van' },
  },
  {
    route: 'DELETE /api/v1/attendees/:id',
    target: async (demo) => `/api/v1/attendees/${await freshAttendee(demo)}`,
  },
  {
    route: 'PUT /api/v1/attendees/:id/answers/:formId',
    target: async (demo) =>
      `/api/v1/attendees/${await freshAttendee(demo)}/answers/${(await congressForms(demo)).rsvpId}`,
    payload: async (demo) => {
      const form = await call<{ sections: { fields: { id: number; type: string }[] }[] }>(
        demo,
        'GET',
        `/form/${(await congressForms(demo)).rsvpId}`,
      )
      const attendance = form.sections.flatMap((s) => s.fields).find((f) => f.type === 'attendance')
      return { answers: { [String(attendance?.id)]: 0 } }
    },
  },
  {
    route: 'POST /api/v1/attendees/:id/revoke-codes',
    target: async (demo) => `/api/v1/attendees/${await freshAttendee(demo)}/revoke-codes`,
  },
  {
    route: 'POST /api/v1/project/:id/attendees/bulk',
    target: (demo) => congressUrl(demo, 'attendees/bulk'),
    payload: async (demo) => ({ attendee_ids: [await freshAttendee(demo)], status: 'REGISTERED' }),
  },
  {
    route: 'POST /api/v1/project/:id/attendees/lists',
    target: (demo) => congressUrl(demo, 'attendees/lists'),
    payload: async () => ({ name: `Çapraz yeni liste ${++sequence} ${Date.now()}` }),
  },
  {
    route: 'PUT /api/v1/project/:id/attendees/lists/:listId',
    target: freshList,
    payload: async () => ({ name: `Çapraz ad ${++sequence} ${Date.now()}` }),
  },
  { route: 'DELETE /api/v1/project/:id/attendees/lists/:listId', target: freshList },
]
