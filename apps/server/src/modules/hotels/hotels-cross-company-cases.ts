import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

/**
 * The project hotel calls (hotels.routes.ts; test-support/cross-company-cases.ts spreads these): a user
 * of another company gets 404 for a demo project's room blocks and rooming list. The autocomplete and
 * POST /hotels take no record of another company (hotels.routes.test.ts shows they stay in the caller's).
 */

async function call<T>(demo: DemoSession, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await demo.app.inject({ method, url: `/api/v1${url}`, headers: demo.headers, payload })
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
  return response.json() as T
}

const codes = new WeakMap<object, string>()
async function projectCode(demo: DemoSession): Promise<string> {
  const known = codes.get(demo.app)
  if (known) return known
  const { data } = await call<{ data: { code: string }[] }>(demo, 'GET', '/projects?page_size=1')
  const code = data[0]?.code
  if (!code) throw new Error('no demo project')
  codes.set(demo.app, code)
  return code
}

async function blockBody(demo: DemoSession) {
  const { data } = await call<{ data: { id: number }[] }>(demo, 'GET', '/hotels/auto-complete?query=otel')
  const hotel = data[0]
  if (!hotel) throw new Error('no demo hotel')
  return { hotel_id: hotel.id, room_type: 'SINGLE', nights: [{ night: '2026-05-14', rooms: 2 }] }
}

async function freshBlock(demo: DemoSession): Promise<string> {
  const code = await projectCode(demo)
  const { data } = await call<{ data: { id: number } }>(
    demo,
    'POST',
    `/project/${code}/room-blocks`,
    await blockBody(demo),
  )
  return `/api/v1/project/${code}/room-blocks/${data.id}`
}

/** A new attendee of the demo project and a new block of it to put a stay in. */
async function projectAttendee(demo: DemoSession): Promise<{ code: string; id: number; block: number }> {
  const code = await projectCode(demo)
  const { data: projects } = await call<{ data: { id: number }[] }>(demo, 'GET', '/projects?page_size=1')
  const projectId = projects[0]?.id as number
  const added = await call<{ data: { id: number } }>(demo, 'POST', `/project/${projectId}/attendees`, {
    first_name: 'Çapraz',
    last_name: 'Misafir',
  })
  const block = await call<{ data: { id: number } }>(
    demo,
    'POST',
    `/project/${code}/room-blocks`,
    await blockBody(demo),
  )
  return { code, id: added.data.id, block: block.data.id }
}

let stayBlock = 0

export const hotelsCrossCompanyCases: CrossCompanyCase[] = [
  {
    route: 'GET /api/v1/project/:code/room-blocks',
    target: async (demo) => `/api/v1/project/${await projectCode(demo)}/room-blocks`,
  },
  {
    route: 'POST /api/v1/project/:code/room-blocks',
    target: async (demo) => `/api/v1/project/${await projectCode(demo)}/room-blocks`,
    payload: { hotel_id: 1, room_type: 'SINGLE', nights: [{ night: '2026-05-14', rooms: 1 }] },
  },
  {
    route: 'PUT /api/v1/project/:code/room-blocks/:id',
    target: freshBlock,
    payload: { hotel_id: 1, room_type: 'SINGLE', nights: [{ night: '2026-05-14', rooms: 1 }] },
  },
  { route: 'DELETE /api/v1/project/:code/room-blocks/:id', target: freshBlock },
  {
    route: 'GET /api/v1/project/:code/rooming',
    target: async (demo) => `/api/v1/project/${await projectCode(demo)}/rooming`,
  },
  {
    route: 'GET /api/v1/project/:code/rooming/export',
    target: async (demo) => `/api/v1/project/${await projectCode(demo)}/rooming/export`,
  },
  {
    route: 'PUT /api/v1/project/:code/rooming/:attendeeId',
    target: async (demo) => {
      const { code, id, block } = await projectAttendee(demo)
      stayBlock = block
      return `/api/v1/project/${code}/rooming/${id}`
    },
    payload: async () => ({ block_id: stayBlock, check_in: '2026-05-14', check_out: '2026-05-15' }),
  },
  {
    route: 'DELETE /api/v1/project/:code/rooming/:attendeeId',
    target: async (demo) => {
      const { code, id, block } = await projectAttendee(demo)
      await demo.app.inject({
        method: 'PUT',
        url: `/api/v1/project/${code}/rooming/${id}`,
        headers: demo.headers,
        payload: { block_id: block, check_in: '2026-05-14', check_out: '2026-05-15' },
      })
      return `/api/v1/project/${code}/rooming/${id}`
    },
  },
]
