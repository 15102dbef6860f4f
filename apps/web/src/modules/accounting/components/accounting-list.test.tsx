import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { sessionStore } from '../../../shared/session/session-store'
import { ADMIN, jsonResponse, USER_SCOPE } from '../../../test/fixtures'
import { renderRoutes } from '../../../test/render'
import { AccountingPage } from '../pages/accounting-page'
import { InvoiceFormModal } from './invoice-form-modal'

const PAGE = { current_page: 1, per_page: 20, total: 1, from: 1, to: 1, last_page: 1, links: [] }
const INVOICE = {
  record: 'invoice',
  id: 7,
  kind: 'PURCHASE',
  number: 'ALF-7',
  invoice_date: '2026-03-10',
  due_date: null,
  supplier: { id: 3, code: 's3', name: 'Otel A.Ş.' },
  client: null,
  project: null,
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
}

function mockApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input)
    if (url.includes('/accounting/purchase_invoices'))
      return jsonResponse({
        paginator: { ...PAGE, data: [INVOICE] },
        total: [
          { currency: 'EUR', amount: '50.00' },
          { currency: 'TRY', amount: '1234567.5' },
        ],
      })
    if (url.includes('/event-companies/'))
      return jsonResponse({
        id: 10,
        currency: 'TRY',
        currencies: [],
        vat_rates: [{ vat_rate: '0.2' }, { vat_rate: '0.1' }],
      })
    if (url.includes('/accounting/'))
      return jsonResponse({ paginator: { ...PAGE, total: 0, data: [] }, total: [] })
    if (url.includes('/users/scope-options')) return jsonResponse([])
    return jsonResponse({ data: [], ...PAGE, total: 0 })
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return fetchMock
}

afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

describe('AccountingPage', () => {
  it('shows the kind of the URL, the totals per currency and a row per invoice; a tab changes the kind', async () => {
    const fetchMock = mockApi()
    sessionStore.start('token', ADMIN, true)
    const { router } = renderRoutes(
      [{ path: '/accounting', element: <AccountingPage /> }],
      '/accounting?kind=purchase-invoices&status=PARTIAL',
    )
    const totals = await screen.findByTestId('accounting-totals')
    expect(await within(totals).findByText('1.234.567,50 TRY')).toBeTruthy()
    expect(within(totals).getByText('50,00 EUR')).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'ALF-7 numaralı faturayı aç' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Yeni alış faturası' })).toBeTruthy()
    const listCall = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('/accounting/purchase_invoices'))
    expect(listCall).toContain('status=PARTIAL')
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Masraflar' }))
    expect(router.state.location.search).toBe('?kind=expenses')
    expect((await screen.findAllByRole('button', { name: 'Yeni masraf' })).length).toBeGreaterThan(0)
  }, 20_000)

  it('offers no invoice button to a user outside finance', async () => {
    mockApi()
    sessionStore.start('token', USER_SCOPE, true)
    renderRoutes([{ path: '/accounting', element: <AccountingPage /> }], '/accounting?kind=purchase_invoices')
    await screen.findByRole('button', { name: 'ALF-7 numaralı faturayı aç' })
    expect(screen.queryByRole('button', { name: 'Yeni alış faturası' })).toBeNull()
  })
})

describe('InvoiceFormModal', () => {
  it('totals the lines live as they are typed', async () => {
    mockApi()
    sessionStore.start('token', ADMIN, true)
    renderRoutes([{ path: '/', element: <InvoiceFormModal kind="PURCHASE" opened onClose={() => {}} /> }])
    const user = userEvent.setup()
    const price = await screen.findByRole('textbox', { name: '1. kalem birim fiyatı' })
    await user.type(price, '250.5')
    const quantity = screen.getByRole('textbox', { name: '1. kalem miktarı' })
    await user.clear(quantity)
    await user.type(quantity, '3')
    expect(screen.getByTestId('grand-total').textContent).toContain('901,80 TRY')
    expect((screen.getByRole('button', { name: 'Kaydet' }) as HTMLButtonElement).disabled).toBe(true)
  }, 20_000)
})
