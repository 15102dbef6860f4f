import { REQUEST_FORM_PATHS, type RequestForm } from '@ajanda/contracts/requests.contract'
import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'
import { loginAs } from '../../test-support/test-app'

/**
 * The request routes with a record parameter (test-support/cross-company-cases.ts spreads these): a
 * user of another company gets 404 for the demo company's requests, while the demo admin may edit
 * their own pending request and decide one waiting for them.
 */
const inject = (
  demo: DemoSession,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers = demo.headers,
  payload?: unknown,
) =>
  demo.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload ? { payload: payload as object } : {}),
  })

async function firstId(demo: DemoSession, url: string): Promise<number> {
  const page = (await inject(demo, 'GET', url)).json() as { data: { id: number }[] }
  const id = page.data[0]?.id
  if (!id) throw new Error(`${url}: nothing in the demo company`)
  return id
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** A valid body of each form for the demo company. */
async function bodyOf(demo: DemoSession, form: RequestForm): Promise<Record<string, unknown>> {
  const project_id = await firstId(demo, '/projects?page_size=1')
  const supplier_id =
    form === 'cc_request' || form === 'payment_request' ? await firstId(demo, '/suppliers?page_size=1') : 0
  switch (form) {
    case 'leave':
      return {
        leave_type: 'annual_leave',
        starts_at: `${inDays(30)}T09:00:00Z`,
        ends_at: `${inDays(31)}T18:00:00Z`,
      }
    case 'inspection':
      return {
        location_type: 'off_city',
        location: 'Bursa',
        starts_at: inDays(2),
        ends_at: inDays(3),
        transportation_type: 'bus',
      }
    case 'operation':
      return {
        project_id,
        starts_at: `${inDays(5)}T08:00:00Z`,
        ends_at: `${inDays(5)}T09:00:00Z`,
        transportation_type: 'company_car',
      }
    case 'advance_payment':
      return {
        source: 'PROJECT',
        project_id,
        requested_date: inDays(7),
        currency: 'TRY',
        items: [{ description: 'Taksi', amount: '100', payment_method: 'CASH' }],
      }
    case 'expense':
      return {
        expense_source: 'PROJECT',
        project_id,
        currency: 'TRY',
        items: [
          {
            assign_to: 'AGENCY',
            expense_date: inDays(-1),
            description: 'Taksi',
            amount: '100',
            vat_rate: '0',
            payment_type: 'CASH',
          },
        ],
      }
    case 'cc_request':
      return { project_id, supplier_id, payment_date: inDays(3), currency: 'TRY', amount: '100' }
    case 'payment_request':
      return {
        project_id,
        supplier_id,
        bank_name: 'Banka',
        bank_account_no: 'TR330006100519786457841326',
        payment_date: inDays(3),
        description: 'Ödeme',
        currency: 'TRY',
        amount: '100',
        note: 'Not',
      }
    case 'sales_invoice_request':
      return {
        project_id,
        invoice_date: inDays(1),
        currency: 'TRY',
        lines: [{ description: 'Hizmet', quantity: '1', unit_price: '100', vat_rate: '0.2' }],
      }
  }
}

const TYPE_OF_FORM: Record<RequestForm, string> = {
  leave: 'ANNUAL_LEAVE',
  inspection: 'INSPECTION',
  operation: 'OPERATION',
  advance_payment: 'ADVANCE_PAYMENT',
  expense: 'EXPENSE',
  cc_request: 'CC_REQUEST',
  payment_request: 'PAYMENT_REQUEST',
  sales_invoice_request: 'SALES_INVOICE_REQUEST',
}

/**
 * A pending request of the demo admin: the admin has no manager, so the type's chain is first set to
 * one named colleague (else the request would be approved on submission and no longer editable).
 */
async function ownPending(demo: DemoSession, form: RequestForm): Promise<number> {
  const colleague = await loginAs(demo.app, 'division@demo.ajanda.test')
  await inject(demo, 'PUT', `/approval-chains/${TYPE_OF_FORM[form]}`, demo.headers, {
    needs_approval: true,
    steps: [{ approver: 'USER', user_id: colleague.user.id }],
  })
  const created = await inject(demo, 'POST', REQUEST_FORM_PATHS[form], demo.headers, await bodyOf(demo, form))
  if (created.statusCode !== 200) throw new Error(`${form}: ${created.statusCode} ${created.body}`)
  return (created.json() as { data: { id: number } }).data.id
}

/** A leave of the division director (who reports to the admin): it waits for the admin. */
async function waitingForAdmin(demo: DemoSession): Promise<number> {
  await inject(demo, 'PUT', '/approval-chains/REST_LEAVE', demo.headers, {
    needs_approval: true,
    steps: [{ approver: 'MANAGER' }],
  })
  const director = await loginAs(demo.app, 'division@demo.ajanda.test')
  const created = await inject(demo, 'POST', '/leaves', director.headers, {
    leave_type: 'rest_leave',
    starts_at: `${inDays(40)}T09:00:00Z`,
    ends_at: `${inDays(41)}T18:00:00Z`,
  })
  if (created.statusCode !== 200) throw new Error(`leave: ${created.statusCode} ${created.body}`)
  return (created.json() as { data: { id: number } }).data.id
}

const putCases: CrossCompanyCase[] = (Object.keys(REQUEST_FORM_PATHS) as RequestForm[]).map((form) => ({
  route: `PUT /api/v1${REQUEST_FORM_PATHS[form]}/:id`,
  target: async (demo) => `/api/v1${REQUEST_FORM_PATHS[form]}/${await ownPending(demo, form)}`,
  payload: (demo) => bodyOf(demo, form),
}))

/** A receipt the demo admin uploads (a JPEG signature is all the upload reads), as its download URL. */
async function ownReceipt(demo: DemoSession): Promise<string> {
  const boundary = '----ajanda-cross-receipt'
  const response = await demo.app.inject({
    method: 'POST',
    url: '/api/v1/accounting/expenses/receipts',
    headers: { ...demo.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fis.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  })
  if (response.statusCode !== 200) throw new Error(`receipt upload: ${response.statusCode} ${response.body}`)
  return (response.json() as { data: { url: string } }).data.url
}

export const requestsCrossCompanyCases: CrossCompanyCase[] = [
  ...putCases,
  { route: 'GET /api/v1/accounting/expenses/receipts/:id', target: ownReceipt },
  {
    route: 'GET /api/v1/requests/:id',
    target: async (demo) => `/api/v1/requests/${await ownPending(demo, 'expense')}`,
  },
  {
    route: 'GET /api/v1/user/inspection/:id',
    target: async (demo) => `/api/v1/user/inspection/${await ownPending(demo, 'inspection')}`,
  },
  {
    route: 'POST /api/v1/approvals/:id/approve',
    target: async (demo) => `/api/v1/approvals/${await waitingForAdmin(demo)}/approve`,
  },
  {
    route: 'POST /api/v1/approvals/:id/decline',
    target: async (demo) => `/api/v1/approvals/${await waitingForAdmin(demo)}/decline`,
    payload: { reason: 'Uygun değil' },
  },
]

export const REQUESTS_GLOBAL_PARAMETER_ROUTES: Record<string, string> = {
  'GET /api/v1/approval-decision/:id/:person/:type':
    'public: the single-use token in the query decides, and it only matches its own request and person',
  'POST /api/v1/approval-decision/:id/:person/:type':
    'public: the single-use token in the body decides, and it only matches its own request and person',
}
