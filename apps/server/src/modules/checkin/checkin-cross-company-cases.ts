import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

/**
 * The staff check-in calls (checkin.routes.ts; test-support/cross-company-cases.ts spreads these): a
 * user of another company gets 404 for the demo congress's points, a new one, an edit, a revocation,
 * its conflicts and a resolution. The public routes go by a point's code (checkin.routes.test.ts).
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

async function freshPoint(demo: DemoSession): Promise<string> {
  const projectId = await congressId(demo)
  const made = await call<{ data: { id: number } }>(demo, 'POST', `/project/${projectId}/checkin-points`, {
    name: 'Çapraz Kapı',
    admits: 'ALL',
  })
  return `/api/v1/project/${projectId}/checkin-points/${made.data.id}`
}

async function openConflict(demo: DemoSession): Promise<string> {
  const projectId = await congressId(demo)
  const { data } = await call<{ data: { scan_id: number }[] }>(
    demo,
    'GET',
    `/project/${projectId}/checkin-conflicts`,
  )
  const conflict = data[0]
  if (!conflict) throw new Error('no demo check-in conflict')
  return `/api/v1/project/${projectId}/checkin-conflicts/${conflict.scan_id}/resolve`
}

export const checkinCrossCompanyCases: CrossCompanyCase[] = [
  {
    route: 'GET /api/v1/project/:id/checkin-points',
    target: async (demo) => `/api/v1/project/${await congressId(demo)}/checkin-points`,
  },
  {
    route: 'POST /api/v1/project/:id/checkin-points',
    target: async (demo) => `/api/v1/project/${await congressId(demo)}/checkin-points`,
    payload: { name: 'Çapraz Giriş', admits: 'ALL' },
  },
  {
    route: 'PUT /api/v1/project/:id/checkin-points/:pointId',
    target: freshPoint,
    payload: { name: 'Çapraz Değişen', admits: 'ALL', with_exit: true },
  },
  { route: 'DELETE /api/v1/project/:id/checkin-points/:pointId', target: freshPoint },
  {
    route: 'GET /api/v1/project/:id/checkin-conflicts',
    target: async (demo) => `/api/v1/project/${await congressId(demo)}/checkin-conflicts`,
  },
  { route: 'POST /api/v1/project/:id/checkin-conflicts/:scanId/resolve', target: openConflict },
]
