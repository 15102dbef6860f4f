import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

/**
 * The badge calls (badges.routes.ts; test-support/cross-company-cases.ts spreads these): a user of
 * another company gets 404 for the demo congress's designs, and for its designs' preview, pictures and
 * printing. Writes act on designs made for the case.
 */

async function call<T>(demo: DemoSession, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const response = await demo.app.inject({ method, url: `/api/v1${url}`, headers: demo.headers, payload })
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
  return response.json() as T
}

async function congressId(demo: DemoSession): Promise<number> {
  const { data } = await call<{ data: { slug: string; project_id: number | null }[] }>(demo, 'GET', '/forms')
  const id = data.find((row) => row.slug === 'kongre-kayit')?.project_id
  if (!id) throw new Error('no demo congress')
  return id
}

const DESIGN = {
  name: 'Çapraz kart',
  size: 'CR80',
  width_mm: 53.98,
  height_mm: 85.6,
  elements: [{ id: 'qr', type: 'qr', x_mm: 10, y_mm: 10, width_mm: 30, height_mm: 30 }],
}

async function freshDesign(demo: DemoSession): Promise<number> {
  const body = await call<{ data: { id: number } }>(
    demo,
    'POST',
    `/project/${await congressId(demo)}/badges`,
    DESIGN,
  )
  return body.data.id
}

/** A one-pixel PNG. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

export const badgesCrossCompanyCases: CrossCompanyCase[] = [
  {
    route: 'GET /api/v1/project/:id/badges',
    target: async (demo) => `/api/v1/project/${await congressId(demo)}/badges`,
  },
  {
    route: 'POST /api/v1/project/:id/badges',
    target: async (demo) => `/api/v1/project/${await congressId(demo)}/badges`,
    payload: DESIGN,
  },
  { route: 'GET /api/v1/badges/:id', target: async (demo) => `/api/v1/badges/${await freshDesign(demo)}` },
  {
    route: 'PUT /api/v1/badges/:id',
    target: async (demo) => `/api/v1/badges/${await freshDesign(demo)}`,
    payload: { ...DESIGN, name: 'Yabancı şirket' },
  },
  { route: 'DELETE /api/v1/badges/:id', target: async (demo) => `/api/v1/badges/${await freshDesign(demo)}` },
  {
    route: 'POST /api/v1/badges/:id/images',
    target: async (demo) => `/api/v1/badges/${await freshDesign(demo)}/images`,
    payload: { data_url: PIXEL },
  },
  {
    route: 'GET /api/v1/badges/:id/preview',
    target: async (demo) => `/api/v1/badges/${await freshDesign(demo)}/preview`,
  },
  {
    route: 'POST /api/v1/badges/:id/print',
    target: async (demo) => `/api/v1/badges/${await freshDesign(demo)}/print`,
    payload: async (demo) => {
      const page = await call<{ data: { id: number }[] }>(
        demo,
        'GET',
        `/project/${await congressId(demo)}/attendees?page_size=1`,
      )
      return { layout: 'single', target: 'selection', attendee_ids: page.data.map((row) => row.id) }
    },
  },
]
