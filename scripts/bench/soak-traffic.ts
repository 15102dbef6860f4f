import type { RouteFigures } from './soak-figures'

export interface SoakSession {
  email: string
  id: number
  headers: Record<string, string>
}

/** What a client needs to know of the demo data: a project its user sees, a client to write notes on. */
export interface SoakFixtures {
  /** Absent when the user sees no project: the client lists projects instead. */
  projectCode: string | undefined
  clientCode: string
}

export const SOAK_PASSWORD = 'demo1234'

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const month = `/api/v1/calendar/events?start=${day(-21)}T00:00:00%2B03:00&end=${day(21)}T00:00:00%2B03:00`
const projectList =
  '/api/v1/projects?paginate=1&page_size=20&sort_by=starts_at&sort_order=asc&statuses=PREP,OPERATION,PRECLOSE&page=1'
// The header search takes at least 3 characters.
const SEARCHES = ['ajans', 'düğün', 'lansman', 'otel', 'toplantı', 'kongre']

interface Call {
  route: string
  method: 'GET' | 'POST' | 'PUT'
  path: string
  body?: unknown
  /** Without the session's bearer token (the sign-in). */
  anonymous?: boolean
}

type Action = (session: SoakSession, fixtures: SoakFixtures, client: ClientState) => Call

interface ClientState {
  n: number
  /** The task this client created last: the one it edits. */
  taskId?: number
}

const soon = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

/** The mix, by weight: mostly the lists people keep open, a project page, search, and some writes. */
const MIX: [number, Action][] = [
  [15, () => ({ route: 'GET /projects', method: 'GET', path: projectList })],
  [
    12,
    () => ({
      route: 'GET /clients',
      method: 'GET',
      path: '/api/v1/clients?page=1&page_size=20&sort_by=name&sort_order=asc',
    }),
  ],
  [12, () => ({ route: 'GET /tasks', method: 'GET', path: '/api/v1/tasks?type=team&per_page=50' })],
  [10, () => ({ route: 'GET /calendar/events', method: 'GET', path: month })],
  [
    10,
    (_, f) =>
      f.projectCode === undefined
        ? { route: 'GET /projects', method: 'GET', path: projectList }
        : { route: 'GET /project/{code}', method: 'GET', path: `/api/v1/project/${f.projectCode}` },
  ],
  [
    10,
    (_, __, c) => ({
      route: 'GET /search',
      method: 'GET',
      path: `/api/v1/search?query=${encodeURIComponent(SEARCHES[c.n % SEARCHES.length] as string)}`,
    }),
  ],
  [5, () => ({ route: 'GET /me', method: 'GET', path: '/api/v1/me' })],
  [
    8,
    (s, _, c) => ({
      route: 'POST /tasks',
      method: 'POST',
      path: '/api/v1/tasks',
      body: {
        title: `Soak işi ${c.n}`,
        responsibles: [s.id],
        starts_at: soon(1),
        deadline_at: soon(25),
        priority: 1,
      },
    }),
  ],
  [
    6,
    (_, __, c) =>
      c.taskId === undefined
        ? { route: 'GET /me', method: 'GET', path: '/api/v1/me' }
        : {
            route: 'PUT /tasks/{id}',
            method: 'PUT',
            path: `/api/v1/tasks/${c.taskId}`,
            body: { priority: c.n % 4 },
          },
  ],
  [
    6,
    (_, f, c) => ({
      route: 'POST /notes',
      method: 'POST',
      path: '/api/v1/notes',
      body: {
        note_title: `Soak notu ${c.n}`,
        note_content: 'Yük testi notu.',
        note_type: 'C',
        note_for: f.clientCode,
      },
    }),
  ],
  [
    2,
    (s) => ({
      route: 'POST /login',
      method: 'POST',
      path: '/api/v1/login',
      body: { email: s.email, password: SOAK_PASSWORD },
      anonymous: true,
    }),
  ],
]
const TOTAL_WEIGHT = MIX.reduce((sum, [weight]) => sum + weight, 0)

function pick(n: number): Action {
  // A fixed, spread order (no randomness): runs are comparable, every client walks the mix differently.
  let ticket = (n * 7919) % TOTAL_WEIGHT
  for (const [weight, action] of MIX) {
    if (ticket < weight) return action
    ticket -= weight
  }
  return (MIX[0] as [number, Action])[1]
}

/**
 * One client: calls until `until`, each answer timed into `figures`; back to back, or with a pause of
 * 0 to 2 × `thinkMs` (mean `thinkMs`) between an answer and the next call, as a person reads and clicks.
 */
export async function runClient(
  base: string,
  index: number,
  session: SoakSession,
  fixtures: SoakFixtures,
  figures: RouteFigures,
  until: number,
  thinkMs = 0,
): Promise<void> {
  const state: ClientState = { n: index * 1_000_003 }
  while (Date.now() < until) {
    if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * thinkMs))
    state.n += 1
    const call = pick(state.n)(session, fixtures, state)
    const headers: Record<string, string> = call.anonymous ? {} : { ...session.headers }
    if (call.body !== undefined) headers['content-type'] = 'application/json'
    const started = performance.now()
    try {
      const answer = await fetch(`${base}${call.path}`, {
        method: call.method,
        headers,
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      })
      const text = await answer.text()
      const ms = performance.now() - started
      if (!answer.ok) {
        figures.fail(call.route, `${answer.status} ${text.slice(0, 200)}`)
        continue
      }
      figures.record(call.route, ms)
      if (call.route === 'POST /tasks') state.taskId = (JSON.parse(text) as { data: { id: number } }).data.id
    } catch (error) {
      figures.fail(call.route, String(error))
    }
  }
}

/** /api/health every 200 ms beside the load, timed apart from the routes. */
export async function probeHealth(base: string, figures: RouteFigures, until: number) {
  while (Date.now() < until) {
    const started = performance.now()
    try {
      const answer = await fetch(`${base}/api/health`)
      await answer.text()
      if (answer.ok) figures.record('GET /api/health', performance.now() - started)
      else figures.fail('GET /api/health', String(answer.status))
    } catch (error) {
      figures.fail('GET /api/health', String(error))
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
