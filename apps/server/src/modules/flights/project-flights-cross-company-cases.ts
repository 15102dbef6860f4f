import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

/**
 * The group flights by project code (project-flights.routes.ts; test-support/cross-company-cases.ts
 * spreads these): a user of another company gets 404 for the demo congress's flights, a new flight, an
 * edit, a deletion and a manifest.
 */
async function get<T>(demo: DemoSession, url: string): Promise<T> {
  const response = await demo.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: demo.headers })
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
  return response.json() as T
}

/** The demo congress's code and its first group flight. */
async function congressFlight(demo: DemoSession): Promise<{ code: string; flightId: number }> {
  const { data } = await get<{ data: { slug: string; project_code: string | null }[] }>(demo, '/forms')
  const code = data.find((form) => form.slug === 'kongre-kayit')?.project_code
  if (!code) throw new Error('no demo congress')
  const flights = await get<{ data: { id: number }[] }>(demo, `/project/${code}/flights`)
  const flightId = flights.data[0]?.id
  if (!flightId) throw new Error('no demo group flight')
  return { code, flightId }
}

const body = {
  airline_code: 'TK',
  flight_code: '2135',
  flight_date: '2026-05-13',
  departure_airport_code: 'ESB',
  departure_airport_name: 'Ankara Esenboğa',
  arrival_airport_code: 'IST',
  arrival_airport_name: 'İstanbul Havalimanı',
  seats: 10,
}

const flightUrl = async (demo: DemoSession, tail = '') => {
  const { code, flightId } = await congressFlight(demo)
  return `/api/v1/project/${code}/flights/${flightId}${tail}`
}

export const projectFlightsCrossCompanyCases: CrossCompanyCase[] = [
  {
    route: 'POST /api/v1/project/:code/flights',
    target: async (demo) => `/api/v1/project/${(await congressFlight(demo)).code}/flights`,
    payload: body,
  },
  { route: 'PUT /api/v1/project/:code/flights/:flightId', target: (demo) => flightUrl(demo), payload: body },
  { route: 'DELETE /api/v1/project/:code/flights/:flightId', target: (demo) => flightUrl(demo) },
  {
    route: 'GET /api/v1/project/:code/flights/:flightId/manifest',
    target: (demo) => flightUrl(demo, '/manifest'),
  },
]
