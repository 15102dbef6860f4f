import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

/**
 * The product and pricing period calls (products.routes.ts; test-support/cross-company-cases.ts spreads
 * these): a user of another company gets 404 for a demo project's periods and products, new ones, edits
 * and deletions.
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

/** Each fresh period a year after the last, so they never overlap. */
let year = 2080
const periodBody = () => {
  year += 1
  return { kind: 'EARLY', name: `Erken ${year}`, starts_on: `${year}-01-01`, ends_on: `${year}-01-31` }
}
const productBody = { product_type: 'REG', name: 'Kayıt', vat_rate: '0.2', currency: 'EUR', prices: [] }

async function freshPeriod(demo: DemoSession): Promise<string> {
  const code = await projectCode(demo)
  const { data } = await call<{ data: { id: number } }>(
    demo,
    'POST',
    `/project/${code}/pricing-periods`,
    periodBody(),
  )
  return `/api/v1/project/${code}/pricing-periods/${data.id}`
}

async function freshProduct(demo: DemoSession): Promise<string> {
  const code = await projectCode(demo)
  const { data } = await call<{ data: { id: number } }>(
    demo,
    'POST',
    `/project/${code}/products`,
    productBody,
  )
  return `/api/v1/project/${code}/products/${data.id}`
}

export const productsCrossCompanyCases: CrossCompanyCase[] = [
  {
    route: 'GET /api/v1/project/:code/pricing-periods',
    target: async (demo) => `/api/v1/project/${await projectCode(demo)}/pricing-periods`,
  },
  {
    route: 'POST /api/v1/project/:code/pricing-periods',
    target: async (demo) => `/api/v1/project/${await projectCode(demo)}/pricing-periods`,
    payload: periodBody(),
  },
  { route: 'PUT /api/v1/project/:code/pricing-periods/:id', target: freshPeriod, payload: periodBody() },
  { route: 'DELETE /api/v1/project/:code/pricing-periods/:id', target: freshPeriod },
  {
    route: 'GET /api/v1/project/:code/products',
    target: async (demo) => `/api/v1/project/${await projectCode(demo)}/products`,
  },
  {
    route: 'POST /api/v1/project/:code/products',
    target: async (demo) => `/api/v1/project/${await projectCode(demo)}/products`,
    payload: productBody,
  },
  { route: 'PUT /api/v1/project/:code/products/:id', target: freshProduct, payload: productBody },
  { route: 'DELETE /api/v1/project/:code/products/:id', target: freshProduct },
]
