import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

const post = (demo: DemoSession, url: string, payload: object) =>
  demo.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: demo.headers, payload })

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

/** A fresh task of the demo admin, given to themself (each case may change or delete its own). */
async function demoTask(demo: DemoSession): Promise<string> {
  const response = await post(demo, '/tasks', {
    title: 'Şirketler arası görev',
    starts_at: inHours(1),
    deadline_at: inHours(3),
    responsibles: [demo.userId],
  })
  if (response.statusCode !== 200) throw new Error(`POST /tasks: ${response.statusCode} ${response.body}`)
  return `/api/v1/tasks/${(response.json() as { data: { id: number } }).data.id}`
}

/** A fresh section of the demo admin's board. */
async function demoSection(demo: DemoSession): Promise<string> {
  const response = await post(demo, '/tasks/section', { title: 'Şirketler arası bölüm' })
  if (response.statusCode !== 200)
    throw new Error(`POST /tasks/section: ${response.statusCode} ${response.body}`)
  return `/api/v1/tasks/section/${(response.json() as { data: { id: number } }).data.id}`
}

/** The tasks routes with a record parameter: another company's user gets 404 (test-support/cross-company-cases.ts). */
export const tasksCrossCompanyCases: CrossCompanyCase[] = [
  { route: 'GET /api/v1/tasks/:id', target: demoTask },
  { route: 'PUT /api/v1/tasks/:id', target: demoTask, payload: { title: 'Başka başlık' } },
  { route: 'DELETE /api/v1/tasks/:id', target: demoTask },
  { route: 'PUT /api/v1/tasks/section/:id', target: demoSection, payload: { title: 'Başka bölüm' } },
  { route: 'DELETE /api/v1/tasks/section/:id', target: demoSection },
]

/** tasks routes whose parameter is not a company's record. */
export const TASKS_GLOBAL_PARAMETER_ROUTES: Record<string, string> = {}
