import type { Declaration } from '@ajanda/contracts/declarations.contract'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../shared/api/api-client'
import { detailField, detailForm, detailSection } from '../../shared/form-renderer/renderer-fixtures'
import { stubBrowser } from '../../shared/form-renderer/renderer-test-utils'
import { jsonResponse } from '../../test/fixtures'
import { renderRoutes } from '../../test/render'
import { DeclarationPage } from './declaration-page'

beforeAll(stubBrowser)

const CONTRACT = 1
const form = detailForm(
  [
    detailSection(1, [
      detailField(CONTRACT, 'contract', {
        title: { tr: 'KVKK Aydınlatma Metni' },
        props: { contract_type: 'text', text: { tr: 'Verilerim işlenebilir.' } },
      }),
    ]),
  ],
  {
    type: 'PERSONAL',
    status: 'published',
    slug: 'beyan',
    name: 'Katılımcı Beyanı',
    form_type: 'declaration',
  },
)

const declaration = (overrides: Partial<Declaration> = {}): Declaration => ({
  form,
  slug: 'beyan',
  project: { name: 'Kongre', starts_at: '2027-03-04', ends_at: '2027-03-06', city: 'Antalya' },
  branding: { company_name: 'Demo Organizasyon', logo: null, main_color: null, secondary_color: null },
  attendee: { first_name: 'Şule', last_name: 'Çağlayan', columns: {} },
  declared_at: null,
  ...overrides,
})

type Answer = { status: number; body: unknown }
function mockApi(get: Answer, post?: Answer) {
  const posts: Record<string, unknown>[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes('/declaration/')) return jsonResponse({ message: 'not mocked' }, 404)
    if (init?.method === 'POST') {
      posts.push(JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>)
      return jsonResponse(post?.body ?? {}, post?.status ?? 500)
    }
    return jsonResponse(get.body, get.status)
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => null })
  return { posts }
}

afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args) }))

// The page keeps its own cache across tests: each test opens its own code.
let codes = 0
const renderPage = () =>
  renderRoutes(
    [{ path: '/declaration/:code', element: <DeclarationPage /> }],
    `/declaration/kod-${++codes}-abcdefghijklmnop?locale=tr`,
  )

describe('DeclarationPage', () => {
  it('checks the contract with the engine before sending, then shows the date', async () => {
    const { posts } = mockApi(
      { status: 200, body: declaration() },
      { status: 200, body: { message: 'Beyanınız alındı.', declared_at: '2026-11-27T10:00:00.000Z' } },
    )
    renderPage()
    expect(await screen.findByText('Merhaba Şule Çağlayan,')).toBeTruthy()
    expect(screen.getByText('Verilerim işlenebilir.')).toBeTruthy()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Beyanımı gönder' }))
    expect(await screen.findByText('Lütfen işaretli alanları kontrol edin.')).toBeTruthy()
    expect(posts).toEqual([])
    await user.click(screen.getByRole('checkbox', { name: 'Okudum, kabul ediyorum' }))
    await user.click(screen.getByRole('button', { name: 'Beyanımı gönder' }))
    expect(await screen.findByTestId('declared')).toBeTruthy()
    expect(posts).toEqual([{ answers: { [CONTRACT]: true }, locale: 'tr' }])
  })

  it('shows the date instead of the form once declared', async () => {
    mockApi({ status: 200, body: declaration({ declared_at: '2026-11-20T09:30:00.000Z' }) })
    renderPage()
    expect((await screen.findByTestId('declared')).textContent).toContain('tarihinde alındı')
    expect(screen.queryByRole('button', { name: 'Beyanımı gönder' })).toBeNull()
  })

  it("says so when the project has no declaration form (the server's 404 sentence)", async () => {
    mockApi({ status: 404, body: { message: 'Bu etkinlik için yayımlanmış bir beyan formu yok.' } })
    renderPage()
    expect((await screen.findByTestId('declaration-missing')).textContent).toBe(
      'Bu etkinlik için yayımlanmış bir beyan formu yok.',
    )
  })
})
