import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { sessionStore } from '../../../shared/session/session-store'
import { ADMIN, jsonResponse } from '../../../test/fixtures'
import { renderWithRouter } from '../../../test/render'
import { registerReportTexts } from '../reports-texts'
import { DrilldownDrawer } from './drilldown-drawer'

registerReportTexts()

const invoice = (id: number) => ({
  kind: 'invoice',
  id,
  code: id === 1 ? 'p1code' : null,
  name: `SF-${id} · Ege Otomotiv`,
  reference: `SF-${id}`,
  date: '2026-02-10',
  amount: '1500.00',
  currency: 'EUR',
  status: 'UNPAID',
})

function mockApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://ajanda.test')
    if (url.pathname.endsWith('/reports/client-financials/drilldown')) {
      const page = Number(url.searchParams.get('page'))
      return jsonResponse({
        data: page === 1 ? Array.from({ length: 25 }, (_, index) => invoice(index + 1)) : [invoice(26)],
        current_page: page,
        per_page: 25,
        total: 26,
        figure: '39000.00',
        from: page === 1 ? 1 : 26,
        to: page === 1 ? 25 : 26,
        last_page: 2,
        links: [],
        metric: 'outstanding',
        bucket: 'client',
        key: '4',
        currency: 'EUR',
      })
    }
    if (url.pathname.includes('/accounting/invoices/')) return jsonResponse({ message: 'no' }, 404)
    return jsonResponse({})
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return fetchMock
}

afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

describe('DrilldownDrawer', () => {
  it('lists the invoices behind a figure a page at a time, in their currency, and opens one', async () => {
    const fetchMock = mockApi()
    sessionStore.start('token', ADMIN, true)
    renderWithRouter(
      <DrilldownDrawer
        name="client-financials"
        query={{ from: '2026-01-01', to: '2026-12-31', scope: 'all' }}
        target={{
          metric: 'outstanding',
          bucket: 'client',
          key: '4',
          currency: 'EUR',
          title: 'Açık bakiye · Ege',
        }}
        onClose={() => {}}
      />,
    )
    const drawer = await screen.findByRole('dialog', { name: 'Açık bakiye · Ege' })
    expect(await within(drawer).findByText('39.000,00 EUR')).toBeTruthy()
    expect(within(drawer).getAllByTestId('drilldown-row')).toHaveLength(25)
    expect(within(drawer).getAllByText('1.500,00 EUR').length).toBe(25)
    expect(within(drawer).getByRole('link', { name: 'p1code' }).getAttribute('href')).toBe(
      '/project/p1code/main',
    )
    const call = String(fetchMock.mock.calls[0]?.[0])
    expect(call).toContain('currency=EUR')
    expect(call).toContain('key=4')

    const user = userEvent.setup()
    await user.click(within(drawer).getByRole('button', { name: '2. sayfa' }))
    expect(await within(drawer).findByText('26 kayıt')).toBeTruthy()
    expect(within(drawer).getAllByTestId('drilldown-row')).toHaveLength(1)

    await user.click(within(drawer).getByRole('button', { name: 'SF-26 · Ege Otomotiv faturasını aç' }))
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/accounting/invoices/26'))).toBe(
        true,
      ),
    )
  }, 20_000)
})
