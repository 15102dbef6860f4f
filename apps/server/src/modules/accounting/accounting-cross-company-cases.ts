import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

/**
 * The accounting routes with a record parameter (test-support/cross-company-cases.ts spreads these): a
 * user of another company gets 404 for the demo company's invoices, payments and project lists.
 */
const api = (demo: DemoSession, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  demo.app.inject({ method, url: `/api/v1${url}`, headers: demo.headers, payload })

let sequence = 0
async function firstId(demo: DemoSession, url: string): Promise<number> {
  const rows = (await api(demo, 'GET', url)).json() as { id: number }[] | { data: { id: number }[] }
  const list = Array.isArray(rows) ? rows : rows.data
  const id = list[0]?.id
  if (!id) throw new Error(`${url}: nothing in the demo company`)
  return id
}

/** A fresh purchase invoice of the demo company (with one payment when asked). */
async function freshInvoice(
  demo: DemoSession,
  withPayment = false,
): Promise<{ id: number; paymentId: number }> {
  const supplierId = await firstId(demo, '/suppliers')
  const created = await api(demo, 'POST', '/accounting/purchase-invoices', {
    number: `CROSS-${Date.now()}-${++sequence}`,
    invoice_date: '2026-03-10',
    supplier_id: supplierId,
    currency: 'TRY',
    lines: [{ description: 'Kalem', quantity: '1', unit_price: '100', vat_rate: '0.2' }],
  })
  if (created.statusCode !== 200) throw new Error(`invoice: ${created.body}`)
  const id = (created.json() as { data: { id: number } }).data.id
  if (!withPayment) return { id, paymentId: 0 }
  const paid = await api(demo, 'POST', `/accounting/invoices/${id}/payments`, {
    paid_at: '2026-03-11',
    amount: '10',
    method: 'CASH',
  })
  const payments = (paid.json() as { data: { payments: { id: number }[] } }).data.payments
  return { id, paymentId: payments[0]?.id ?? 0 }
}

async function projectCode(demo: DemoSession): Promise<string> {
  const page = (await api(demo, 'GET', '/projects?page_size=1&statuses=')).json() as {
    data: { code: string }[]
  }
  const code = page.data[0]?.code
  if (!code) throw new Error('no project in the demo company')
  return code
}

const purchaseUpdate = async (demo: DemoSession) => ({
  number: `CROSS-UPD-${Date.now()}-${++sequence}`,
  invoice_date: '2026-03-10',
  supplier_id: await firstId(demo, '/suppliers'),
  currency: 'TRY',
  lines: [{ description: 'Kalem', quantity: '1', unit_price: '100', vat_rate: '0.2' }],
})

export const accountingCrossCompanyCases: CrossCompanyCase[] = [
  {
    route: 'GET /api/v1/project/:code/:kind',
    target: async (demo) => `/api/v1/project/${await projectCode(demo)}/purchase_invoices`,
  },
  {
    route: 'GET /api/v1/project/:code/:kind/export',
    target: async (demo) => `/api/v1/project/${await projectCode(demo)}/payments/export`,
  },
  {
    route: 'GET /api/v1/accounting/invoices/:id',
    target: async (demo) => `/api/v1/accounting/invoices/${(await freshInvoice(demo)).id}`,
  },
  {
    route: 'PUT /api/v1/accounting/purchase-invoices/:id',
    target: async (demo) => `/api/v1/accounting/purchase-invoices/${(await freshInvoice(demo)).id}`,
    payload: purchaseUpdate,
  },
  {
    route: 'DELETE /api/v1/accounting/purchase-invoices/:id',
    target: async (demo) => `/api/v1/accounting/purchase-invoices/${(await freshInvoice(demo)).id}`,
  },
  {
    route: 'PUT /api/v1/accounting/sales-invoices/:id',
    target: async (demo) => `/api/v1/accounting/sales-invoices/${await freshSalesInvoice(demo)}`,
    payload: async (demo) => ({
      ...salesBody(await firstId(demo, '/clients')),
      number: `CROSS-S-${++sequence}`,
    }),
  },
  {
    route: 'DELETE /api/v1/accounting/sales-invoices/:id',
    target: async (demo) => `/api/v1/accounting/sales-invoices/${await freshSalesInvoice(demo)}`,
  },
  {
    route: 'POST /api/v1/accounting/invoices/:id/payments',
    target: async (demo) => `/api/v1/accounting/invoices/${(await freshInvoice(demo)).id}/payments`,
    payload: { paid_at: '2026-03-12', amount: '5', method: 'BANK_TRANSFER' },
  },
  {
    route: 'DELETE /api/v1/accounting/invoices/:id/payments/:paymentId',
    target: async (demo) => {
      const { id, paymentId } = await freshInvoice(demo, true)
      return `/api/v1/accounting/invoices/${id}/payments/${paymentId}`
    },
  },
]

const salesBody = (clientId: number) => ({
  invoice_date: '2026-03-10',
  client_id: clientId,
  currency: 'EUR',
  lines: [{ description: 'Kalem', quantity: '1', unit_price: '100', vat_rate: '0.2' }],
})
async function freshSalesInvoice(demo: DemoSession): Promise<number> {
  const created = await api(demo, 'POST', '/accounting/sales-invoices', {
    ...salesBody(await firstId(demo, '/clients')),
    number: `CROSS-S-${Date.now()}-${++sequence}`,
  })
  if (created.statusCode !== 200) throw new Error(`sales invoice: ${created.body}`)
  return (created.json() as { data: { id: number } }).data.id
}

/** Protected accounting routes whose parameter names a kind of list, not a record (GLOBAL_PARAMETER_ROUTES). */
export const ACCOUNTING_GLOBAL_PARAMETER_ROUTES: Record<string, string> = {
  'GET /api/v1/accounting/:kind':
    'the kind names one of the nine accounting lists; rows are the caller’s company’s',
  'GET /api/v1/accounting/:kind/export':
    'the kind names one of the nine accounting lists; rows are the caller’s company’s',
}
