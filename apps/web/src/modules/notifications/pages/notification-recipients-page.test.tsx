import { NOTIFICATION_TYPES } from '@ajanda/contracts/notifications.contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { sessionStore } from '../../../shared/session/session-store'
import { ADMIN, jsonResponse, makeUserListItem } from '../../../test/fixtures'
import { renderRoutes } from '../../../test/render'
import { NotificationRecipientsPage } from './notification-recipients-page'

const person = makeUserListItem

function mockApi(fail = false) {
  const saved: unknown[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    if (url.includes('/settings/notification-recipients') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body))
      saved.push(body)
      if (fail) return jsonResponse({ message: 'Hata' }, 500)
      return jsonResponse({ message: 'ok', data: body })
    }
    if (url.includes('/settings/notification-recipients'))
      return jsonResponse({
        data: Object.fromEntries(
          NOTIFICATION_TYPES.map((type) => [type, type === 'BizdevCreated' ? [1] : []]),
        ),
      })
    if (url.includes('/users'))
      return jsonResponse([person(1, 'Ayşe Yılmaz'), person(2, 'Can Öztürk'), person(3, 'Eski Çalışan', 'x')])
    return jsonResponse({ message: 'not mocked' }, 404)
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return saved
}

afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

describe('NotificationRecipientsPage', () => {
  it('shows a card per area and saves a type’s list on change', async () => {
    const saved = mockApi()
    sessionStore.start('token', ADMIN, true)
    renderRoutes([{ path: '/', element: <NotificationRecipientsPage /> }])
    expect(await screen.findByRole('heading', { name: 'İş geliştirme ve projeler' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Muhasebe' })).toBeTruthy()
    const box = screen.getByRole('combobox', { name: /^İş fırsatı eklendi/ })
    const user = userEvent.setup()
    await user.click(box)
    const listbox = await screen.findByRole('listbox')
    // Deactivated people are not offered; the one already chosen is hidden from the options.
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Can Öztürk'])
    await user.click(within(listbox).getByRole('option', { name: 'Can Öztürk' }))
    await waitFor(() => expect(saved).toEqual([{ BizdevCreated: [1, 2] }]))
    expect(await screen.findByText('Kaydedildi')).toBeTruthy()
  })

  it('says when a save failed', async () => {
    mockApi(true)
    sessionStore.start('token', ADMIN, true)
    renderRoutes([{ path: '/', element: <NotificationRecipientsPage /> }])
    const user = userEvent.setup()
    await user.click(await screen.findByRole('combobox', { name: /^Müşteri eklendi/ }))
    await user.click(await screen.findByRole('option', { name: 'Ayşe Yılmaz' }))
    expect(await screen.findByText('Kaydedilemedi')).toBeTruthy()
  })
})
