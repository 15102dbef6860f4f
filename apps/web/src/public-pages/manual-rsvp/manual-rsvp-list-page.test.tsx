import type { ManualRsvpInvitee } from '@ajanda/contracts/manual-rsvp.contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../shared/api/api-client'
import { stubBrowser } from '../../shared/form-renderer/renderer-test-utils'
import { jsonResponse } from '../../test/fixtures'
import { renderRoutes } from '../../test/render'
import { HELPER_SESSION_KEY, readHelperSession } from './manual-rsvp.api'
import { ManualRsvpListPage, manualRsvpQueryClient } from './manual-rsvp-list-page'

beforeAll(stubBrowser)

const SESSION = {
  token: 'mrsvp_helper-token',
  user: {
    name: 'Selin Arslan',
    project: { code: 'KONGRE', name: 'Şifa Hastaneleri Hemşirelik Kongresi' },
    form: { id: 7, name: 'Gala Yemeği Telefon LCV' },
  },
}

const invitee = (code: string, overrides: Partial<ManualRsvpInvitee> = {}): ManualRsvpInvitee => ({
  code: code.padEnd(22, 'x'),
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  company: 'Şifa Hastanesi',
  status: 'INVITED',
  answered: false,
  helper_name: null,
  ...overrides,
})

function page(data: ManualRsvpInvitee[], total = data.length, lastPage = 1) {
  return {
    data,
    current_page: 1,
    per_page: 20,
    total,
    from: data.length ? 1 : null,
    to: data.length || null,
    last_page: lastPage,
    links: [],
  }
}

function mockFetch(answer: (url: URL) => { status: number; body: unknown }) {
  const calls: { url: URL; authorization: string | null }[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const headers = (init?.headers ?? {}) as Record<string, string>
    calls.push({ url, authorization: headers.Authorization ?? null })
    const { status, body } = answer(url)
    return jsonResponse(body, status)
  })
  vi.stubGlobal('fetch', fetchMock)
  return calls
}

function renderList() {
  return renderRoutes(
    [
      { path: '/manuel-rsvp/form', element: <ManualRsvpListPage /> },
      { path: '/manuel-rsvp/form/:code', element: <p>form {'page'}</p> },
    ],
    '/manuel-rsvp/form?locale=tr',
  )
}

beforeEach(() => {
  manualRsvpQueryClient.clear()
  localStorage.clear()
  // A staff session in the same browser must never be sent by the helper pages.
  configureApi({ getToken: () => 'staff-token' })
})
afterEach(() => {
  vi.unstubAllGlobals()
  configureApi({ getToken: () => null })
})

describe('manual RSVP invitee list', () => {
  it('lists the invitees with status and answer, with the helper token only', async () => {
    localStorage.setItem(HELPER_SESSION_KEY, JSON.stringify(SESSION))
    const calls = mockFetch(() => ({
      status: 200,
      body: page(
        [
          invitee('a'),
          invitee('b', {
            first_name: 'Mehmet',
            last_name: 'Demir',
            status: 'REGISTERED',
            answered: true,
            helper_name: 'Selin Arslan',
          }),
        ],
        2,
      ),
    }))
    renderList()
    expect(await screen.findByRole('button', { name: /^Ayşe Yılmaz/ })).toBeTruthy()
    expect(screen.getByText('Gala Yemeği Telefon LCV')).toBeTruthy()
    expect(screen.getByText(/Yardımcı: Selin Arslan/)).toBeTruthy()
    expect(screen.getByText('2 davetli')).toBeTruthy()
    const list = within(screen.getByTestId('manual-rsvp-invitees'))
    expect(list.getByText('Kayıtlı')).toBeTruthy()
    expect(list.getByText('Yanıtlandı')).toBeTruthy()
    expect(list.getByText('Yanıt bekleniyor')).toBeTruthy()
    expect(list.getByText('Selin Arslan girdi')).toBeTruthy()
    expect(calls[0]?.url.pathname).toBe('/api/v1/manuel-rsvp/form')
    expect(calls.every((call) => call.authorization === 'Bearer mrsvp_helper-token')).toBe(true)
  })

  it('searches by name and opens an invitee', async () => {
    localStorage.setItem(HELPER_SESSION_KEY, JSON.stringify(SESSION))
    const calls = mockFetch((url) => ({
      status: 200,
      body: page(url.searchParams.get('search') ? [invitee('c', { first_name: 'Şükrü' })] : [invitee('a')]),
    }))
    const { router } = renderList()
    await screen.findByRole('button', { name: /^Ayşe Yılmaz/ })
    await userEvent.type(screen.getByLabelText('İsim ya da kurum ara'), 'şükrü')
    const row = await screen.findByRole('button', { name: /^Şükrü Yılmaz/ })
    expect(calls.at(-1)?.url.searchParams.get('search')).toBe('şükrü')
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('1')
    await userEvent.click(row)
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/manuel-rsvp/form/${'c'.padEnd(22, 'x')}`),
    )
  })

  it('without a session asks to open the link again and calls nothing', async () => {
    const calls = mockFetch(() => ({ status: 500, body: {} }))
    renderList()
    expect(await screen.findByTestId('manual-rsvp-signed-out')).toBeTruthy()
    expect(calls).toHaveLength(0)
  })

  it('a 401 ends the helper session', async () => {
    localStorage.setItem(HELPER_SESSION_KEY, JSON.stringify(SESSION))
    mockFetch(() => ({ status: 401, body: { message: 'Oturum açmanız gerekiyor.' } }))
    renderList()
    expect(await screen.findByTestId('manual-rsvp-signed-out')).toBeTruthy()
    expect(readHelperSession()).toBeNull()
  })
})
