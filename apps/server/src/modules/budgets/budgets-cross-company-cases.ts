import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

const call = async (demo: DemoSession, method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await demo.app.inject({ method, url: `/api/v1${url}`, headers: demo.headers, payload })
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`)
  return response.json()
}

const demoProject = async (demo: DemoSession) =>
  (await call(demo, 'GET', '/projects?page_size=1')).data[0].code as string

/** The budget the last target made: a payload naming its rows is built after its target (route-security.test). */
let last = { code: '', category: 0, line: 0 }

/** A fresh budget of the demo company with one category and one line (each case may change or delete it). */
async function demoBudget(demo: DemoSession) {
  const project = await demoProject(demo)
  const { code } = await call(demo, 'POST', `/project/${project}/budgets`, { name: 'Şirketler arası bütçe' })
  const category = (await call(demo, 'POST', `/budget/${code}/categories`, { name: 'Kategori' })).data
    .categories[0].id as number
  const line = (
    await call(demo, 'POST', `/budget/${code}/items`, {
      budget_category_id: category,
      items: [{ name: 'Kalem' }],
    })
  ).data[0] as { id: number }
  last = { code: code as string, category, line: line.id }
  return last
}

const budget =
  (suffix = '') =>
  async (demo: DemoSession) =>
    `/api/v1/budget/${(await demoBudget(demo)).code}${suffix}`
const category =
  (suffix = '') =>
  async (demo: DemoSession) => {
    const b = await demoBudget(demo)
    return `/api/v1/budget/${b.code}/categories/${b.category}${suffix}`
  }
const line =
  (suffix = '') =>
  async (demo: DemoSession) => {
    const b = await demoBudget(demo)
    return `/api/v1/budget/${b.code}/items/${b.line}${suffix}`
  }

/** The budgets routes with a record parameter: another company's user gets 404 (test-support/cross-company-cases.ts). */
export const budgetsCrossCompanyCases: CrossCompanyCase[] = [
  {
    route: 'GET /api/v1/project/:code/budgets',
    target: async (demo) => `/api/v1/project/${await demoProject(demo)}/budgets`,
  },
  {
    route: 'POST /api/v1/project/:code/budgets',
    target: async (demo) => `/api/v1/project/${await demoProject(demo)}/budgets`,
    payload: { name: 'Başka şirketin bütçesi' },
  },
  {
    route: 'GET /api/v1/client/:code/budgets',
    target: async (demo) =>
      `/api/v1/client/${(await call(demo, 'GET', '/clients?page_size=1')).data[0].code}/budgets`,
  },
  { route: 'GET /api/v1/budget/:code', target: budget() },
  {
    route: 'PUT /api/v1/budget/:code',
    target: budget(),
    payload: { name: 'X', currency: 'TRY', currencies: [], service_fee: null },
  },
  { route: 'DELETE /api/v1/budget/:code', target: budget() },
  { route: 'PUT /api/v1/budget/:code/main', target: budget('/main') },
  { route: 'POST /api/v1/budget/:code/rates/refresh', target: budget('/rates/refresh') },
  { route: 'PUT /api/v1/budget/:code/rates', target: budget('/rates'), payload: { rates: { USD: '40' } } },
  { route: 'POST /api/v1/budget/:code/categories', target: budget('/categories'), payload: { name: 'X' } },
  { route: 'PUT /api/v1/budget/:code/categories/:id', target: category(), payload: { name: 'X' } },
  { route: 'DELETE /api/v1/budget/:code/categories/:id', target: category() },
  {
    route: 'POST /api/v1/budget/:code/categories/:id/save-as-template',
    target: category('/save-as-template'),
    payload: { name: 'Başka şirketin şablonu' },
  },
  {
    route: 'POST /api/v1/budget/:code/items',
    target: budget('/items'),
    payload: async () => ({ budget_category_id: last.category, items: [{ name: 'X' }] }),
  },
  { route: 'PUT /api/v1/budget/:code/items/:id', target: line(), payload: { name: 'X', version: 1 } },
  { route: 'DELETE /api/v1/budget/:code/items/:id', target: line() },
  { route: 'POST /api/v1/budget/:code/items/:id/default', target: line('/default') },
  {
    route: 'PUT /api/v1/budget/:code/order',
    target: budget('/order'),
    payload: async () => ({ categories: [{ id: last.category, items: [last.line] }] }),
  },
  {
    route: 'POST /api/v1/budget/:code/save-as-template',
    target: budget('/save-as-template'),
    payload: { name: 'X' },
  },
  { route: 'GET /api/v1/budget/:code/export', target: budget('/export?format=xlsx') },
  { route: 'POST /api/v1/budget/:code/review', target: budget('/review') },
  { route: 'DELETE /api/v1/budget/:code/review', target: budget('/review') },
  { route: 'GET /api/v1/budget/:code/review/recipients', target: budget('/review/recipients') },
  { route: 'GET /api/v1/budget/:code/review/sendings', target: budget('/review/sendings') },
  {
    route: 'POST /api/v1/budget/:code/review/send',
    target: budget('/review/send'),
    // A contact the demo budget's project may be sent to, so the owner's own call succeeds.
    payload: async (demo) => {
      const { data } = await call(demo, 'GET', `/budget/${last.code}/review/recipients`)
      return { recipients: [data[0]?.id ?? 1], subject: 'Bütçe', message: 'Merhaba' }
    },
  },
]

/** budgets routes whose parameter is not a company's record. */
export const BUDGETS_GLOBAL_PARAMETER_ROUTES: Record<string, string> = {}
