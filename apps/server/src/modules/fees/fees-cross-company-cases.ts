import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

/**
 * The registration-fee calls (fees.routes.ts; test-support/cross-company-cases.ts spreads these): a user
 * of another company gets 404 for a demo project's fees and export, and for a demo attendee's fee, pro
 * forma, a new payment and the deletion of one.
 */

async function call<T>(demo: DemoSession, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await demo.app.inject({ method, url: `/api/v1${url}`, headers: demo.headers, payload })
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
  return response.json() as T
}

const projectCode = async (demo: DemoSession) => {
  const { data } = await call<{ data: { code: string }[] }>(demo, 'GET', '/projects?page_size=1')
  if (!data[0]) throw new Error('no demo project')
  return data[0].code
}

/** A registered attendee of the demo (any project the demo admin sees). */
const attendeeId = async (demo: DemoSession) => {
  const { data } = await call<{ data: { id: number }[] }>(demo, 'GET', '/attendees?page_size=1')
  if (!data[0]) throw new Error('no demo attendee')
  return data[0].id
}

const payment = (day = new Date().toISOString().slice(0, 10)) => ({
  amount: '10',
  currency: 'TRY',
  paid_on: day,
  method: 'CASH',
})

async function freshPayment(demo: DemoSession): Promise<string> {
  const id = await attendeeId(demo)
  const { data } = await call<{ data: { payments: { id: number }[] } }>(
    demo,
    'POST',
    `/attendees/${id}/payments`,
    payment(),
  )
  return `/api/v1/attendees/${id}/payments/${data.payments.at(-1)?.id}`
}

export const feesCrossCompanyCases: CrossCompanyCase[] = [
  {
    route: 'GET /api/v1/project/:code/fees',
    target: async (demo) => `/api/v1/project/${await projectCode(demo)}/fees`,
  },
  {
    route: 'GET /api/v1/project/:code/fees/export',
    target: async (demo) => `/api/v1/project/${await projectCode(demo)}/fees/export`,
  },
  {
    route: 'GET /api/v1/attendees/:id/fee',
    target: async (demo) => `/api/v1/attendees/${await attendeeId(demo)}/fee`,
  },
  {
    route: 'GET /api/v1/attendees/:id/proforma',
    target: async (demo) => `/api/v1/attendees/${await attendeeId(demo)}/proforma`,
  },
  {
    route: 'POST /api/v1/attendees/:id/payments',
    target: async (demo) => `/api/v1/attendees/${await attendeeId(demo)}/payments`,
    payload: payment(),
  },
  { route: 'DELETE /api/v1/attendees/:id/payments/:paymentId', target: freshPayment },
]
