import { shortcutRange } from '@ajanda/contracts/reports/report-query'
import type { PerformanceReport } from '@ajanda/contracts/reports/sales-reports'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { sessionStore } from '../../../shared/session/session-store'
import { todayDay } from '../../../shared/ui/date-range-shortcuts'
import { ADMIN, jsonResponse } from '../../../test/fixtures'
import { renderRoutes } from '../../../test/render'
import { ReportsPage } from './reports-page'

const month = (m: string, turnover: string, target: string | null, events: number) => ({
  month: m,
  turnover,
  buy: '0.00',
  profit: turnover,
  profit_ratio: turnover === '0.00' ? null : '1.0000',
  events,
  target,
  target_ratio: target ? '0.5000' : null,
})

const PERFORMANCE: PerformanceReport = {
  currency: 'TRY',
  from: '2026-01-01',
  to: '2026-03-31',
  scope: 'all',
  months: [
    month('2026-01', '125000.00', '250000.00', 2),
    month('2026-02', '0.00', null, 0),
    month('2026-03', '0.00', null, 0),
  ],
  totals: {
    turnover: '125000.00',
    buy: '0.00',
    profit: '125000.00',
    profit_ratio: '1.0000',
    events: 2,
    target: '250000.00',
    target_ratio: '0.5000',
  },
}

const DRILLDOWN = {
  data: [
    {
      kind: 'project',
      id: 5,
      code: 'p5code',
      name: 'Bahar Gala Yemeği',
      reference: 'KRM-2026-5',
      date: '2026-01-20',
      amount: '125000.00',
      currency: 'TRY',
      status: 'CLOSED',
    },
  ],
  current_page: 1,
  per_page: 25,
  total: 1,
  figure: '125000.00',
  from: 1,
  to: 1,
  last_page: 1,
  links: [],
  metric: 'turnover',
  bucket: 'month',
  key: '2026-01',
  currency: 'TRY',
}

function mockApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input)
    if (url.includes('/reports/performance/drilldown')) return jsonResponse(DRILLDOWN)
    if (url.includes('/reports/performance')) return jsonResponse(PERFORMANCE)
    if (url.includes('/reports/clients'))
      return jsonResponse({
        currency: 'TRY',
        from: '2026-01-01',
        to: '2026-03-31',
        scope: 'all',
        previous_from: '2025-10-02',
        previous_to: '2025-12-31',
        rows: [],
        client_count: 0,
        totals: {
          turnover: '0.00',
          buy: '0.00',
          profit: '0.00',
          profit_ratio: null,
          events: 0,
          previous_turnover: '0.00',
          growth: null,
        },
      })
    if (url.includes('/users/scope-options'))
      return jsonResponse([
        {
          value: 'all',
          title: 'Tümü',
          options: [{ value: 'all', text: 'Herkes', subtext: null, image: null }],
        },
        {
          value: 'teams',
          title: 'Takımlar',
          options: [{ value: 'team|5', text: 'Lansman', subtext: null, image: null }],
        },
      ])
    return jsonResponse({})
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return fetchMock
}

afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

const routes = [{ path: '/reports/:sub', element: <ReportsPage /> }]

describe('ReportsPage', () => {
  it('asks for the URL’s range and scope, shows the months, and drills a figure down to its projects', async () => {
    const fetchMock = mockApi()
    sessionStore.start('token', ADMIN, true)
    renderRoutes(routes, '/reports/performance?from=2026-01-01&to=2026-03-31&scope=team%7C5')
    expect(await screen.findByRole('heading', { name: 'Performans' })).toBeTruthy()
    const january = await screen.findByTestId('month-2026-01')
    expect(within(january).getByText('Ocak 2026')).toBeTruthy()
    expect(within(january).getByText('250.000,00 TRY')).toBeTruthy()
    expect(within(january).getByText('%50,0')).toBeTruthy()
    const call = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('/reports/performance?'))
    expect(call).toContain('from=2026-01-01')
    expect(call).toContain('to=2026-03-31')
    expect(call).toContain('scope=team%7C5')

    await userEvent
      .setup()
      .click(
        within(january).getByRole('button', { name: 'Ciro · Ocak 2026: 125.000,00 TRY, kayıtları göster' }),
      )
    const drawer = await screen.findByRole('dialog', { name: 'Ciro · Ocak 2026' })
    expect(await within(drawer).findByRole('link', { name: 'Bahar Gala Yemeği' })).toHaveProperty(
      'href',
      expect.stringContaining('/project/p5code/main'),
    )
    expect(within(drawer).getByText('1 kayıt')).toBeTruthy()
    const drill = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes('/drilldown'))
    expect(drill).toContain('metric=turnover')
    expect(drill).toContain('bucket=month')
    expect(drill).toContain('key=2026-01')
    expect(drill).toContain('scope=team%7C5')
  }, 20_000)

  it('puts a range shortcut and a scope into the URL, keeping the other', async () => {
    mockApi()
    sessionStore.start('token', ADMIN, true)
    const { router } = renderRoutes(routes, '/reports/performance?scope=team%7C5')
    const user = userEvent.setup()
    await screen.findByTestId('month-2026-01')
    await user.click(screen.getByRole('button', { name: 'Tarih aralığı' }))
    await user.click(await screen.findByRole('button', { name: '2. çeyrek' }))
    const q2 = shortcutRange('q2', todayDay())
    expect(router.state.location.search).toBe(`?from=${q2.from}&to=${q2.to}&scope=team%7C5`)
    await user.click(screen.getByRole('combobox', { name: 'Kapsam' }))
    await user.click(await screen.findByRole('option', { name: 'Herkes' }))
    expect(router.state.location.search).toBe(`?from=${q2.from}&to=${q2.to}`)
  }, 20_000)

  it('says when a report has nothing in the range', async () => {
    mockApi()
    sessionStore.start('token', ADMIN, true)
    renderRoutes(routes, '/reports/clients?from=2026-01-01&to=2026-03-31')
    expect(await screen.findByText('Bu aralıkta gösterilecek kayıt yok')).toBeTruthy()
  })

  it('shows the not-found page for a name that is not a report', async () => {
    mockApi()
    sessionStore.start('token', ADMIN, true)
    renderRoutes(routes, '/reports/nope')
    expect(await screen.findByText('Ana sayfaya dön', { exact: false })).toBeTruthy()
  })
})
