import type { DecisionLinkView } from '@ajanda/contracts/requests.contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeRequest } from '../../modules/approvals/request-fixtures'
import { configureApi } from '../../shared/api/api-client'
import { jsonResponse } from '../../test/fixtures'
import { renderRoutes } from '../../test/render'
import { ApprovalDecisionPage } from './approval-decision-page'

/** Mantine's autosize textarea listens for web fonts; jsdom has no FontFaceSet. */
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  })
}

const view = (overrides: Partial<DecisionLinkView> = {}): DecisionLinkView => ({
  state: 'valid',
  request: makeRequest(),
  approver: { full_name: 'Ayşe Yılmaz' },
  company: { name: 'Demo Organizasyon', square_logo: null },
  expires_at: '2026-03-08T09:00:00+03:00',
  ...overrides,
})

type Answer = { status: number; body: unknown }
function mockApi(get: Answer, post?: (body: Record<string, unknown>) => Answer) {
  const posts: unknown[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes('/approval-decision/41/u2/ADVANCE_PAYMENT'))
      return jsonResponse({ message: 'not mocked' }, 404)
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body))
      posts.push(body)
      const answer = post?.(body) ?? { status: 200, body: { message: 'Kararın kaydedildi.', state: 'used' } }
      return jsonResponse(answer.body, answer.status)
    }
    return jsonResponse(get.body, get.status)
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => null })
  return { posts, fetchMock }
}

afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args) }))

// The page keeps its own cache across tests: each test uses its own token.
let tokens = 0
function renderPage(query = 'locale=tr') {
  tokens += 1
  return renderRoutes(
    [{ path: '/approval-decision/:id/:person/:type', element: <ApprovalDecisionPage /> }],
    `/approval-decision/41/u2/ADVANCE_PAYMENT?token=t${tokens}&${query}`,
  )
}

describe('ApprovalDecisionPage', () => {
  it('shows a valid link’s request with the company and approves it', async () => {
    const { posts } = mockApi({ status: 200, body: view() })
    renderPage()
    expect(await screen.findByText('Merhaba Ayşe Yılmaz, bu talep senin onayını bekliyor.')).toBeTruthy()
    expect(screen.getByText('Demo Organizasyon')).toBeTruthy()
    expect(screen.getByText('Avans talebi')).toBeTruthy()
    expect(screen.getAllByText('1.234,50 TRY').length).toBeGreaterThan(0)
    expect(screen.getByText('Taksi')).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Onayla' }))
    expect(await screen.findByText('Talebi onayladın. Teşekkürler!')).toBeTruthy()
    expect(posts).toEqual([{ token: `t${tokens}`, decision: 'APPROVED' }])
  })

  it('declines only with a reason', async () => {
    const { posts } = mockApi({ status: 200, body: view() })
    renderPage()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Reddet' }))
    const submit = screen.getByRole('button', { name: 'Reddet' })
    expect(submit.hasAttribute('disabled')).toBe(true)
    const reason = screen.getByRole('textbox', { name: /Ret gerekçesi/ })
    await user.click(reason)
    await user.tab()
    expect(screen.getByText('Bu alan zorunludur')).toBeTruthy()
    await user.type(reason, 'Bütçe yok')
    await user.click(submit)
    expect(await screen.findByText('Talebi reddettin. Talep eden bilgilendirildi.')).toBeTruthy()
    expect(posts).toEqual([{ token: `t${tokens}`, decision: 'DECLINED', reason: 'Bütçe yok' }])
  })

  it('says when the link was used', async () => {
    mockApi({ status: 200, body: view({ state: 'used' }) })
    renderPage()
    expect(await screen.findByText('Bu bağlantı zaten kullanıldı.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Onayla' })).toBeNull()
  })

  it('says when the link expired and points to the app', async () => {
    mockApi({ status: 200, body: view({ state: 'expired' }) })
    renderPage()
    expect(
      await screen.findByText(/Bu bağlantının süresi doldu. Talebi uygulamadan onaylayabilirsin./),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Onaylar sayfasını aç' }).getAttribute('href')).toBe(
      '/approves?request=41',
    )
    expect(screen.queryByRole('button', { name: 'Onayla' })).toBeNull()
  })

  it('says when someone else decided the step', async () => {
    mockApi({ status: 200, body: view({ state: 'decided' }) })
    renderPage()
    expect(await screen.findByText(/başka bir onaylayan karar verdi/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Onayla' })).toBeNull()
  })

  it('says when the link is invalid (404, or no token)', async () => {
    mockApi({ status: 404, body: { message: 'Bulunamadı' } })
    renderPage()
    expect(await screen.findByText(/Bu bağlantı geçersiz/)).toBeTruthy()
    const { fetchMock } = mockApi({ status: 200, body: view() })
    renderRoutes(
      [{ path: '/approval-decision/:id/:person/:type', element: <ApprovalDecisionPage /> }],
      '/approval-decision/41/u2/ADVANCE_PAYMENT?locale=tr',
    )
    await waitFor(() => expect(screen.getAllByText(/Bu bağlantı geçersiz/)).toHaveLength(2))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('reloads the state when the link closed meanwhile (410)', async () => {
    let state: DecisionLinkView['state'] = 'valid'
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return jsonResponse(view({ state }))
      // A colleague decided the step while the page was open.
      state = 'decided'
      return jsonResponse({ message: 'Bu adım için karar verildi.', state }, 410)
    })
    configureApi({ fetch: fetchMock as unknown as typeof fetch })
    renderPage()
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Onayla' }))
    expect(await screen.findByText(/başka bir onaylayan karar verdi/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Onayla' })).toBeNull()
  })

  it('speaks English when the link asks for it', async () => {
    mockApi({ status: 200, body: view({ state: 'used' }) })
    renderPage('locale=en')
    expect(await screen.findByText('This link has already been used.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Approval decision' })).toBeTruthy()
  })
})
