import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

const inject = (demo: DemoSession, method: 'GET' | 'POST', url: string, payload?: object) =>
  demo.app.inject({ method, url: `/api/v1${url}`, headers: demo.headers, ...(payload ? { payload } : {}) })

/** A valid body for the demo company: an internal meeting tomorrow at 10:00 (Istanbul). */
async function meetingBody(demo: DemoSession): Promise<Record<string, unknown>> {
  const types = (await inject(demo, 'GET', '/definition/meeting-types')).json() as { id: number }[]
  const typeId = types[0]?.id
  if (!typeId) throw new Error('no meeting type in the demo company')
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
  return {
    meeting_type_id: typeId,
    starts_at: `${day}T10:00:00+03:00`,
    ends_at: `${day}T11:00:00+03:00`,
    location_code: 1,
    location: 'Ajans ofisi',
  }
}

/** A fresh meeting of the demo admin (each case may cancel or change its own). */
async function demoMeeting(demo: DemoSession): Promise<string> {
  const response = await inject(demo, 'POST', '/meetings', await meetingBody(demo))
  if (response.statusCode !== 200) throw new Error(`POST /meetings: ${response.statusCode} ${response.body}`)
  return `/api/v1/meetings/${(response.json() as { data: { id: number } }).data.id}`
}

/** The meetings routes with a record parameter: another company's user gets 404 (test-support/cross-company-cases.ts). */
export const meetingsCrossCompanyCases: CrossCompanyCase[] = [
  { route: 'GET /api/v1/meetings/:id', target: demoMeeting },
  { route: 'PUT /api/v1/meetings/:id', target: demoMeeting, payload: { location: 'Başka yer' } },
  { route: 'DELETE /api/v1/meetings/:id', target: demoMeeting },
]

/** meetings routes whose parameter is not a company's record. */
export const MEETINGS_GLOBAL_PARAMETER_ROUTES: Record<string, string> = {}
