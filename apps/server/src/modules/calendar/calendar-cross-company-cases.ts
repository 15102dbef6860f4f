import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

/** Links a calendar account as the demo admin and answers its id. */
async function linkedAccount(demo: DemoSession): Promise<number> {
  const response = await demo.app.inject({
    method: 'POST',
    url: '/api/v1/user/calendars',
    headers: demo.headers,
    payload: { platform: 'microsoft', email: `paylasim-${Date.now()}@demo.ajanda.test` },
  })
  if (response.statusCode !== 200) throw new Error(`/user/calendars: ${response.statusCode} ${response.body}`)
  return (response.json() as { data: { id: number } }).data.id
}

/** The calendar routes with a record parameter: another company's user gets 404 (test-support/cross-company-cases.ts). */
export const calendarCrossCompanyCases: CrossCompanyCase[] = [
  {
    route: 'DELETE /api/v1/user/calendars/:id',
    target: async (demo) => `/api/v1/user/calendars/${await linkedAccount(demo)}`,
  },
]

/** calendar routes whose parameter is not a company's record. */
export const CALENDAR_GLOBAL_PARAMETER_ROUTES: Record<string, string> = {}
