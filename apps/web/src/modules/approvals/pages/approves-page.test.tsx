import { Notifications } from '@mantine/notifications'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { sessionStore } from '../../../shared/session/session-store'
import { jsonResponse, USER_SCOPE } from '../../../test/fixtures'
import { renderRoutes } from '../../../test/render'
import { openRequestForm } from '../../requests/open-request-form'
import { makeApprovalsPage, makeRequest } from '../request-fixtures'
import { ApprovesPage } from './approves-page'

vi.mock('../../requests/open-request-form', () => ({ openRequestForm: vi.fn() }))

/** Mantine's autosize textarea listens for web fonts; jsdom has no FontFaceSet. */
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  })
}

type Call = { method: string; path: string; query: URLSearchParams; body: unknown }

/** The fake server: GET /approvals answers `lists[tab]`, GET /requests/{id} the detail, decisions echo it. */
function mockApi(
  options: { lists?: Record<string, ReturnType<typeof makeApprovalsPage>>; detail?: object } = {},
) {
  const calls: Call[] = []
  let detail = makeRequest(options.detail)
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const path = url.pathname.replace('/api/v1', '')
    const method = init?.method ?? 'GET'
    calls.push({
      method,
      path,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    })
    if (path === '/approvals') {
      const tab = url.searchParams.get('tab') ?? 'waiting'
      return jsonResponse(options.lists?.[tab] ?? makeApprovalsPage([], 3))
    }
    if (path === `/requests/${detail.id}`) return jsonResponse({ data: detail })
    if (path === `/approvals/${detail.id}/approve`) {
      detail = { ...detail, can_decide: false }
      return jsonResponse({ message: 'Talep onaylandı.', data: detail })
    }
    if (path === `/approvals/${detail.id}/decline`) {
      detail = { ...detail, status: 'DECLINED', can_decide: false }
      return jsonResponse({ message: 'Talep reddedildi.', data: detail })
    }
    return jsonResponse({ message: 'not mocked' }, 404)
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return calls
}

beforeEach(() => vi.mocked(openRequestForm).mockClear())
afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

function renderPage(path = '/approves') {
  sessionStore.start('token', USER_SCOPE, true)
  return renderRoutes(
    [
      {
        path: '/approves',
        element: (
          <>
            <Notifications />
            <ApprovesPage />
          </>
        ),
      },
    ],
    path,
  )
}

const listCalls = (calls: Call[]) => calls.filter((call) => call.path === '/approvals')

describe('ApprovesPage', () => {
  it('opens on the waiting tab with its count and the rows', async () => {
    const calls = mockApi({ lists: { waiting: makeApprovalsPage([makeRequest()], 4) } })
    renderPage()
    const row = (await screen.findByText('1.234,50 TRY')).closest('tr') as HTMLElement
    expect(within(row).getByText('Avans')).toBeTruthy()
    expect(within(row).getByText('Mehmet Kaya')).toBeTruthy()
    expect(within(row).getByText('Bahar Lansmanı')).toBeTruthy()
    expect(within(row).getByText('1/2')).toBeTruthy()
    expect(within(row).getByText('Bekleyen: Ayşe Yılmaz')).toBeTruthy()
    expect(within(row).getByText('Onay bekliyor')).toBeTruthy()
    expect(screen.getByRole('tab', { name: /Bekleyen Onaylarım/ }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByTestId('waiting-badge').textContent).toBe('4')
    expect(listCalls(calls)[0]?.query.get('tab')).toBe('waiting')
  })

  it('switches tabs and says when a tab is empty', async () => {
    const calls = mockApi()
    const { router } = renderPage()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Taleplerim' }))
    expect(await screen.findByText('Henüz bir talep oluşturmadın.')).toBeTruthy()
    expect(router.state.location.search).toBe('?tab=mine')
    expect(listCalls(calls).at(-1)?.query.get('tab')).toBe('mine')
  })

  it('filters by status and clears the filters from the empty state', async () => {
    const calls = mockApi()
    const { router } = renderPage('/approves?tab=decided')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('combobox', { name: 'Durum' }))
    await user.click(await screen.findByRole('option', { name: 'Reddedildi' }))
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('status')).toBe('DECLINED'))
    expect(listCalls(calls).at(-1)?.query.get('tab')).toBe('decided')
    await user.click(await screen.findByRole('button', { name: 'Filtreleri temizle' }))
    await waitFor(() => expect(router.state.location.search).toBe('?tab=decided'))
  })

  it('lists the eight request forms under "Yeni talep"', async () => {
    mockApi()
    renderPage()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Yeni talep' }))
    const items = await screen.findAllByRole('menuitem')
    expect(items).toHaveLength(8)
    await user.click(screen.getByRole('menuitem', { name: 'Masraf Formu' }))
    expect(openRequestForm).toHaveBeenCalledWith('expense')
  })
})

describe('the request drawer', () => {
  it('opens from a row and puts the request in the URL', async () => {
    mockApi({ lists: { waiting: makeApprovalsPage([makeRequest()]) } })
    const { router } = renderPage()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Avans talebini aç (Mehmet Kaya)' }))
    const drawer = await screen.findByRole('dialog')
    expect(await within(drawer).findByText('Fuar masrafları')).toBeTruthy()
    expect(within(drawer).getByTestId('request-items').textContent).toContain('Taksi')
    expect(within(drawer).getByText('Toplam')).toBeTruthy()
    expect(within(drawer).getByText(/Mehmet Kaya talebi gönderdi/)).toBeTruthy()
    expect(router.state.location.search).toBe('?request=41')
  })

  it('approves a request it may decide', async () => {
    const calls = mockApi()
    renderPage('/approves?request=41')
    const user = userEvent.setup()
    const drawer = await screen.findByRole('dialog')
    await user.click(await within(drawer).findByRole('button', { name: 'Onayla' }))
    expect(await screen.findByText('Talep onaylandı.')).toBeTruthy()
    expect(calls.some((call) => call.method === 'POST' && call.path === '/approvals/41/approve')).toBe(true)
    await waitFor(() => expect(within(drawer).queryByRole('button', { name: 'Onayla' })).toBeNull())
  })

  it('declines only with a reason', async () => {
    const calls = mockApi()
    renderPage('/approves?request=41')
    const user = userEvent.setup()
    const drawer = await screen.findByRole('dialog')
    await user.click(await within(drawer).findByRole('button', { name: 'Reddet' }))
    const reason = within(drawer).getByRole('textbox', { name: /Ret gerekçesi/ })
    const submit = within(drawer).getByRole('button', { name: 'Reddet' })
    expect(submit.hasAttribute('disabled')).toBe(true)
    await user.click(reason)
    await user.tab()
    expect(within(drawer).getByText('Bu alan zorunludur')).toBeTruthy()
    await user.type(reason, 'Bütçe aşıldı')
    expect(within(drawer).getByTestId('char-counter').textContent).toBe('12 / 500')
    await user.click(submit)
    expect(await screen.findByText('Talep reddedildi.')).toBeTruthy()
    expect(calls.find((call) => call.path === '/approvals/41/decline')?.body).toEqual({
      reason: 'Bütçe aşıldı',
    })
  })

  it('offers editing in place to the requester of a pending request', async () => {
    mockApi({ detail: { can_decide: false, can_edit: true } })
    renderPage('/approves?request=41')
    const user = userEvent.setup()
    const drawer = await screen.findByRole('dialog')
    await user.click(await within(drawer).findByRole('button', { name: 'Düzenle' }))
    expect(within(drawer).queryByRole('button', { name: 'Onayla' })).toBeNull()
    expect(within(drawer).queryByRole('button', { name: 'Düzenle ve tekrar gönder' })).toBeNull()
    expect(openRequestForm).toHaveBeenCalledWith(
      'advance_payment',
      expect.objectContaining({ request: expect.objectContaining({ id: 41 }) }),
    )
  })

  it('offers a declined request to be edited and resent, and links the request it replaced', async () => {
    mockApi({
      detail: {
        status: 'DECLINED',
        can_decide: false,
        can_resubmit: true,
        replaces_id: 30,
        declined_reason: 'Eksik fiş',
      },
    })
    const { router } = renderPage('/approves?request=41')
    const user = userEvent.setup()
    const drawer = await screen.findByRole('dialog')
    await user.click(await within(drawer).findByRole('button', { name: 'Düzenle ve tekrar gönder' }))
    expect(within(drawer).queryByRole('button', { name: 'Düzenle' })).toBeNull()
    expect(within(drawer).getByText('Eksik fiş')).toBeTruthy()
    const options = vi.mocked(openRequestForm).mock.calls[0]?.[1]
    options?.onSaved?.(makeRequest({ id: 55 }))
    await waitFor(() => expect(router.state.location.search).toBe('?request=55'))
  })

  it('shows no actions without a flag', async () => {
    mockApi({ detail: { can_decide: false } })
    renderPage('/approves?request=41')
    const drawer = await screen.findByRole('dialog')
    await within(drawer).findByText('Fuar masrafları')
    expect(within(drawer).queryByTestId('request-actions')).toBeNull()
  })
})
