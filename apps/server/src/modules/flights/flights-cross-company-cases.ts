import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

/**
 * The form builder's project reads and the field upload (test-support/cross-company-cases.ts spreads
 * these): a user of another company gets 404 for the demo congress's flights, attendee columns and
 * lists, and for an upload to a field of its registration form (demo-forms.ts).
 *
 * The flight modal's lookups GET /flight/search, /flight/airports and /flight/airlines
 * (flight-search.routes.ts) name no record: like /hotels/auto-complete they have no path parameter and
 * no case here. They answer every company alike from the IATA datasets and the flight data service;
 * the search's one company read, the previous flight of the same code, is the caller's company's
 * (flight-search.routes.test.ts: another company gets the airline's name only).
 */

async function get<T>(demo: DemoSession, url: string): Promise<T> {
  const response = await demo.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: demo.headers })
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
  return response.json() as T
}

/** The demo congress's registration form (seeded published, PERSONAL, with a signature field). */
async function registrationForm(demo: DemoSession) {
  const { data } = await get<{ data: { id: number; slug: string; project_id: number | null }[] }>(
    demo,
    '/forms?form_type=registration',
  )
  const form = data.find((row) => row.slug === 'kongre-kayit') ?? data.find((row) => row.project_id)
  if (!form?.project_id) throw new Error('no demo registration form of a project')
  return form as { id: number; project_id: number }
}

const congressUrl = async (demo: DemoSession, path: string) =>
  `/api/v1/project/${(await registrationForm(demo)).project_id}/${path}`

async function signatureField(demo: DemoSession): Promise<number> {
  const form = await get<{ sections: { fields: { id: number; type: string }[] }[] }>(
    demo,
    `/form/${(await registrationForm(demo)).id}`,
  )
  const field = form.sections.flatMap((section) => section.fields).find((f) => f.type === 'signature')
  if (!field) throw new Error('no signature field on the demo registration form')
  return field.id
}

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/** A one-pixel PNG as multipart/form-data (light-my-request sends FormData as such). */
function signatureForm(): FormData {
  const form = new FormData()
  form.append('file', new Blob([PNG_1X1], { type: 'image/png' }), 'imza.png')
  return form
}

export const flightsCrossCompanyCases: CrossCompanyCase[] = [
  { route: 'GET /api/v1/project/:id/flights', target: (demo) => congressUrl(demo, 'flights') },
  {
    route: 'GET /api/v1/project/:id/attendees/column',
    target: (demo) => congressUrl(demo, 'attendees/column'),
  },
  {
    route: 'GET /api/v1/project/:id/attendees/lists',
    target: (demo) => congressUrl(demo, 'attendees/lists'),
  },
  {
    route: 'POST /api/v1/form/field/:id/upload',
    target: async (demo) => `/api/v1/form/field/${await signatureField(demo)}/upload`,
    payload: async () => signatureForm() as unknown as Record<string, unknown>,
  },
]
