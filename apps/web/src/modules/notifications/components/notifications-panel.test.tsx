import type { Notification } from '@ajanda/contracts/notifications.contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { setLanguage } from '../../../shared/i18n/i18n'
import { sessionStore } from '../../../shared/session/session-store'
import { jsonResponse, makeMe } from '../../../test/fixtures'
import { renderRoutes } from '../../../test/render'
import { NotificationsPanel } from './notifications-panel'

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const NOTIFICATIONS: Notification[] = [
  {
    id: 2,
    type: 'BizdevCreated',
    data: { subject: 'Bayi Toplantısı', actor_name: 'Gizem Aydın', record: { kind: 'lead', code: 'abc' } },
    read_at: null,
    created_at: minutesAgo(5),
  },
  {
    id: 1,
    type: 'ClientCreated',
    data: { subject: 'Örnek A.Ş.', record: { kind: 'client', code: 'c1' } },
    read_at: minutesAgo(60),
    created_at: minutesAgo(120),
  },
]

function page(data: Notification[]) {
  return {
    data,
    current_page: 1,
    per_page: 15,
    total: data.length,
    from: 1,
    to: data.length,
    last_page: 1,
    links: [],
  }
}

function mockApi(list: Notification[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    if (url.includes('/notifications/read-all')) return jsonResponse({ unread_notifications_count: 0 })
    if (url.includes('/read') && init?.method === 'PUT')
      return jsonResponse({ unread_notifications_count: 0 })
    if (url.includes('/notifications')) return jsonResponse(page(list))
    return jsonResponse({ message: 'not mocked' }, 404)
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return fetchMock
}

afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

function renderPanel(onNavigate = vi.fn()) {
  const view = renderRoutes([
    { path: '/', element: <NotificationsPanel unreadCount={1} onNavigate={onNavigate} /> },
    { path: '/bizdev/:code', element: <p>lead page</p> },
  ])
  return { ...view, onNavigate }
}

describe('NotificationsPanel', () => {
  it('lists newest first with unread marked, the actor and the time', async () => {
    mockApi(NOTIFICATIONS)
    sessionStore.start('token', makeMe({ unread_notifications_count: 1 }), true)
    renderPanel()
    const first = await screen.findByRole('button', { name: /Yeni iş fırsatı: Bayi Toplantısı/ })
    expect(first.textContent).toContain('Okunmadı')
    expect(first.textContent).toContain('Gizem Aydın tarafından · 5 dakika önce')
    const second = screen.getByRole('button', { name: /Yeni müşteri: Örnek A.Ş./ })
    expect(second.textContent).not.toContain('Okunmadı')
  })

  it('names a notice in English when the app is in English and the notice has an English subject', async () => {
    mockApi([
      {
        id: 3,
        type: 'ApproveRequested',
        data: {
          subject: 'Avans Talebi · Ayşe Kaya',
          subject_en: 'Advance payment · Ayşe Kaya',
          record: { kind: 'request', code: '9' },
        },
        read_at: null,
        created_at: minutesAgo(1),
      },
      ...NOTIFICATIONS,
    ])
    await setLanguage('en')
    sessionStore.start('token', makeMe({ unread_notifications_count: 1 }), true)
    renderPanel()
    expect(await screen.findByRole('button', { name: /Advance payment · Ayşe Kaya/ })).toBeTruthy()
    // A notice stored without English forms shows as it was.
    expect(screen.getByRole('button', { name: /Bayi Toplantısı/ })).toBeTruthy()
  })

  it('a click marks it read, updates the badge and opens the record', async () => {
    const fetchMock = mockApi(NOTIFICATIONS)
    sessionStore.start('token', makeMe({ unread_notifications_count: 1 }), true)
    const { router, onNavigate } = renderPanel()
    await userEvent.setup().click(await screen.findByRole('button', { name: /Bayi Toplantısı/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/bizdev/abc'))
    expect(onNavigate).toHaveBeenCalled()
    await waitFor(() => expect(sessionStore.user()?.unread_notifications_count).toBe(0))
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/notifications/2/read'))).toBe(true)
  })

  it('marks all read, and shows the empty state', async () => {
    const fetchMock = mockApi([])
    sessionStore.start('token', makeMe({ unread_notifications_count: 1 }), true)
    renderPanel()
    expect(await screen.findByText('Henüz bildirimin yok.')).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tümünü okundu işaretle' }))
    await waitFor(() => expect(sessionStore.user()?.unread_notifications_count).toBe(0))
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/notifications/read-all'))).toBe(true)
  })
})
