import type { InvoiceDetail } from '@ajanda/contracts/accounting.contract'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { sessionStore } from '../../../shared/session/session-store'
import { ADMIN, jsonResponse } from '../../../test/fixtures'
import { renderRoutes } from '../../../test/render'
import { ProjectAccountingTab } from './project-accounting-tab'

const PAGE = { current_page: 1, per_page: 20, total: 1, from: 1, to: 1, last_page: 1, links: [] }
const PROJECT_REF = { id: 3, code: 'DEMO26', name: 'Demo Kongresi' }
const SUMMARY = {
  record: 'invoice',
  id: 7,
  kind: 'PURCHASE',
  number: 'ALF-7',
  invoice_date: '2026-03-10',
  due_date: null,
  supplier: { id: 3, code: 's3', name: 'Otel A.Ş.' },
  client: null,
  project: PROJECT_REF,
  currency: 'TRY',
  subtotal: '1000.00',
  vat_total: '200.00',
  total: '1200.00',
  paid: '200.00',
  remaining: '1000.00',
  status: 'PARTIAL',
  note: null,
  sales_invoice_request_id: null,
  created_by: null,
  created_at: '2026-03-10T10:00:00.000Z',
  updated_at: '2026-03-10T10:00:00.000Z',
} as const
// can_write as an admin's answer: the read-only project alone must hide the writes.
const DETAIL: InvoiceDetail = {
  ...SUMMARY,
  lines: [
    {
      id: 1,
      description: 'Oda',
      quantity: '1',
      unit_price: '1000',
      vat_rate: '0.2',
      net: '1000.00',
      total: '1200.00',
    },
  ],
  payments: [
    {
      record: 'payment',
      id: 9,
      invoice_id: 7,
      invoice_kind: 'PURCHASE',
      invoice_number: 'ALF-7',
      supplier: SUMMARY.supplier,
      client: null,
      project: PROJECT_REF,
      paid_at: '2026-03-12',
      amount: '200.00',
      currency: 'TRY',
      method: 'BANK_TRANSFER',
      note: null,
      created_by: null,
      created_at: '2026-03-12T10:00:00.000Z',
    },
  ],
  can_write: true,
}

function mockApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input)
    if (url.includes('/project/DEMO26/purchase_invoices'))
      return jsonResponse({ paginator: { ...PAGE, data: [SUMMARY] }, total: [] })
    if (url.includes('/accounting/invoices/7')) return jsonResponse({ data: DETAIL })
    if (url.includes('/users/scope-options')) return jsonResponse([])
    return jsonResponse({ data: [], ...PAGE, total: 0 })
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
}

afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

/** The project's purchase invoices, the invoice opened from its row. */
async function openInvoice(readOnly: boolean) {
  mockApi()
  sessionStore.start('token', ADMIN, true)
  renderRoutes(
    [
      {
        path: '/project/:code/:subpage',
        element: (
          <ProjectAccountingTab
            project={{ id: 3, code: 'DEMO26', read_only: readOnly }}
            subpage="purchase_invoices"
          />
        ),
      },
    ],
    '/project/DEMO26/purchase_invoices',
  )
  await userEvent.setup().click(await screen.findByRole('button', { name: 'ALF-7 numaralı faturayı aç' }))
  await screen.findByRole('heading', { name: 'Fatura ALF-7' })
  await screen.findByText('Oda')
}

describe('the invoice drawer of a project', () => {
  it('offers edit, delete and payments on a project the viewer may write on', async () => {
    await openInvoice(false)
    expect(screen.getByRole('button', { name: 'Düzenle' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Faturayı sil' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ödeme ekle' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ödemeyi sil' })).toBeTruthy()
  }, 20_000)

  it('shows the invoice and its payments without any write on a project read only to the viewer', async () => {
    await openInvoice(true)
    expect(screen.getByTestId('remaining').textContent).toContain('1.000,00 TRY')
    expect(screen.getByRole('table', { name: 'Ödemeler' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Düzenle' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Faturayı sil' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Ödeme ekle' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Ödemeyi sil' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Yeni alış faturası' })).toBeNull()
  }, 20_000)
})
