import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

/**
 * The staff manual-RSVP calls (manual-rsvp.routes.ts; test-support/cross-company-cases.ts spreads
 * these): a user of another company gets 404 for the demo congress's helper accesses, a new one and a
 * revocation. The helper routes are public (their own session) and tested in manual-rsvp.routes.test.ts.
 */

async function call<T>(demo: DemoSession, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const response = await demo.app.inject({ method, url: `/api/v1${url}`, headers: demo.headers, payload })
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
  return response.json() as T
}

/** The demo congress and its manual RSVP form (demo-manual-rsvp.ts). */
async function congress(demo: DemoSession) {
  const { data } = await call<{ data: { id: number; slug: string; project_id: number | null }[] }>(
    demo,
    'GET',
    '/forms',
  )
  const mma = data.find((row) => row.slug === 'gala-telefon-lcv')
  if (!mma?.project_id) throw new Error('no demo mma form')
  return { projectId: mma.project_id, formId: mma.id }
}

export const manualRsvpCrossCompanyCases: CrossCompanyCase[] = [
  {
    route: 'GET /api/v1/project/:id/manual-rsvp-accesses',
    target: async (demo) => `/api/v1/project/${(await congress(demo)).projectId}/manual-rsvp-accesses`,
  },
  {
    route: 'POST /api/v1/project/:id/manual-rsvp-accesses',
    target: async (demo) => `/api/v1/project/${(await congress(demo)).projectId}/manual-rsvp-accesses`,
    payload: async (demo) => ({ name: 'Çapraz Yardımcı', form_id: (await congress(demo)).formId }),
  },
  {
    route: 'DELETE /api/v1/project/:id/manual-rsvp-accesses/:accessId',
    target: async (demo) => {
      const { projectId, formId } = await congress(demo)
      const made = await call<{ data: { id: number } }>(
        demo,
        'POST',
        `/project/${projectId}/manual-rsvp-accesses`,
        {
          name: 'Çapraz Silinecek',
          form_id: formId,
        },
      )
      return `/api/v1/project/${projectId}/manual-rsvp-accesses/${made.data.id}`
    },
  },
]
