import { APPROVAL_CHAIN_MAX_STEPS, REQUEST_TYPES } from '@ajanda/contracts/approvals.contract'
import { Notifications } from '@mantine/notifications'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { sessionStore } from '../../../shared/session/session-store'
import { ADMIN, jsonResponse, makeUserListItem } from '../../../test/fixtures'
import { renderRoutes } from '../../../test/render'
import { ApprovalChainsPage } from './approval-chains-page'

const person = makeUserListItem
const manager = { approver: 'MANAGER', user_id: null, position_id: null }
const chains = REQUEST_TYPES.map((type) => ({
  request_type: type,
  needs_approval: true,
  configured: type !== 'OPERATION',
  steps:
    type === 'PAYMENT_REQUEST' ? Array.from({ length: APPROVAL_CHAIN_MAX_STEPS }, () => manager) : [manager],
}))

type Answer = { status: number; body: unknown }
/**
 * The fake server. `types` limits the chains answered: a card is a dozen Mantine inputs, and the tests that
 * click through one card need not render twelve (jsdom is slow on a loaded machine).
 */
function mockApi(
  options: { put?: (body: unknown) => Answer; failChains?: boolean; types?: readonly string[] } = {},
) {
  const puts: { url: string; body: unknown }[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    if (url.includes('/approval-chains/') && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body))
      puts.push({ url, body })
      const answer = options.put?.(body) ?? {
        status: 200,
        body: {
          message: 'Onay zinciri kaydedildi.',
          data: {
            request_type: url.split('/approval-chains/')[1]?.split('?')[0],
            needs_approval: body.needs_approval,
            configured: true,
            steps: body.steps.map((step: object) => ({ user_id: null, position_id: null, ...step })),
          },
        },
      }
      return jsonResponse(answer.body, answer.status)
    }
    if (url.includes('/approval-chains'))
      return options.failChains
        ? jsonResponse({ message: 'Hata' }, 403)
        : jsonResponse({
            data: chains.filter((chain) => !options.types || options.types.includes(chain.request_type)),
          })
    if (url.includes('/definition/positions'))
      return jsonResponse([{ id: 30, name: 'Finans Müdürü', scope: 'USER', scope_text: 'Kullanıcı' }])
    if (url.includes('/users'))
      return jsonResponse([
        person(1, 'Ayşe Yılmaz'),
        person(2, 'Murat Şahin'),
        person(3, 'Eski Çalışan', 'x'),
      ])
    return jsonResponse({ message: 'not mocked' }, 404)
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return puts
}

afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

function renderPage() {
  sessionStore.start('token', ADMIN, true)
  return renderRoutes([
    {
      path: '/',
      element: (
        <>
          <Notifications />
          <ApprovalChainsPage />
        </>
      ),
    },
  ])
}
// A text query, not a role query: role queries walk the whole tree, slow with twelve cards in jsdom.
const card = async (name: string) =>
  (await screen.findByText(name, { selector: 'h3' })).closest('section') as HTMLElement

describe('ApprovalChainsPage', () => {
  it('shows a card per request type, saying which are not saved yet', { timeout: 20_000 }, async () => {
    mockApi()
    renderPage()
    await card('Masraf')
    expect(document.querySelectorAll('section h3')).toHaveLength(REQUEST_TYPES.length)
    expect(within(await card('Operasyon')).getByText(/Henüz kaydedilmedi/)).toBeTruthy()
    expect(within(await card('Masraf')).queryByText(/Henüz kaydedilmedi/)).toBeNull()
  })

  it('saves a two-step expense chain', { timeout: 20_000 }, async () => {
    const puts = mockApi({ types: ['EXPENSE'] })
    renderPage()
    const expense = await card('Masraf')
    const user = userEvent.setup()

    await user.click(within(expense).getByRole('button', { name: 'Adım ekle' }))
    await user.click(within(expense).getByRole('combobox', { name: '2. adım' }))
    await user.click(await screen.findByRole('option', { name: 'Kişi' }))
    await user.click(within(expense).getByRole('combobox', { name: 'Kişi seç' }))
    const listbox = await screen.findByRole('listbox')
    // Deactivated people are not offered.
    expect(within(listbox).queryByRole('option', { name: 'Eski Çalışan' })).toBeNull()
    await user.click(within(listbox).getByRole('option', { name: 'Murat Şahin' }))
    await user.click(within(expense).getByRole('button', { name: 'Kaydet' }))

    await waitFor(() =>
      expect(puts).toEqual([
        {
          url: expect.stringContaining('/approval-chains/EXPENSE'),
          body: { needs_approval: true, steps: [{ approver: 'MANAGER' }, { approver: 'USER', user_id: 2 }] },
        },
      ]),
    )
    expect(await screen.findByText('BAŞARILI!')).toBeTruthy()
    expect(screen.getByText('Onay zinciri kaydedildi.')).toBeTruthy()
  })

  it('moves and removes steps with labelled buttons, and sends no steps without approval', {
    timeout: 20_000,
  }, async () => {
    const puts = mockApi({ types: ['ANNUAL_LEAVE'] })
    renderPage()
    const leave = await card('Yıllık İzin')
    const user = userEvent.setup()
    await user.click(within(leave).getByRole('button', { name: 'Adım ekle' }))
    await user.click(within(leave).getByRole('combobox', { name: '2. adım' }))
    await user.click(await screen.findByRole('option', { name: 'Pozisyon' }))
    await user.click(within(leave).getByRole('button', { name: '2. adımı yukarı taşı' }))
    expect((within(leave).getByRole('combobox', { name: '1. adım' }) as HTMLInputElement).value).toBe(
      'Pozisyon',
    )
    await user.click(within(leave).getByRole('button', { name: '2. adımı sil' }))
    expect(within(leave).queryByRole('combobox', { name: '2. adım' })).toBeNull()

    await user.click(within(leave).getByRole('switch', { name: 'Onay gerekli' }))
    expect(within(leave).getByText('Bu tür talepler onaysız kaydedilir.')).toBeTruthy()
    await user.click(within(leave).getByRole('button', { name: 'Kaydet' }))
    await waitFor(() => expect(puts.map((put) => put.body)).toEqual([{ needs_approval: false, steps: [] }]))
  })

  it('disables "Adım ekle" at the maximum, with a hint', async () => {
    mockApi({ types: ['PAYMENT_REQUEST'] })
    renderPage()
    const payment = await card('Ödeme Talebi')
    expect((within(payment).getByRole('button', { name: 'Adım ekle' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    expect(within(payment).getByText(`En fazla ${APPROVAL_CHAIN_MAX_STEPS} adım eklenebilir.`)).toBeTruthy()
  })

  it('shows a 422 field error under the select', { timeout: 20_000 }, async () => {
    mockApi({
      types: ['INSPECTION'],
      put: () => ({
        status: 422,
        body: { message: 'Geçersiz', errors: { 'steps.1.position_id': ['Bu alan zorunludur'] } },
      }),
    })
    renderPage()
    const inspection = await card('Keşif')
    const user = userEvent.setup()
    await user.click(within(inspection).getByRole('button', { name: 'Adım ekle' }))
    await user.click(within(inspection).getByRole('combobox', { name: '2. adım' }))
    await user.click(await screen.findByRole('option', { name: 'Pozisyon' }))
    await user.click(within(inspection).getByRole('button', { name: 'Kaydet' }))
    expect(await within(inspection).findByText('Bu alan zorunludur')).toBeTruthy()
  })

  it('says when the chains could not be loaded', async () => {
    mockApi({ failChains: true })
    renderPage()
    expect(await screen.findByText('Onay zincirleri yüklenemedi.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeTruthy()
  })
})
