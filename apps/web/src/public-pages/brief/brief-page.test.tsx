import type { Brief } from '@ajanda/contracts/brief.contract'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../shared/api/api-client'
import { detailField, detailForm, detailSection } from '../../shared/form-renderer/renderer-fixtures'
import { stubBrowser } from '../../shared/form-renderer/renderer-test-utils'
import { jsonResponse } from '../../test/fixtures'
import { renderRoutes } from '../../test/render'
import { BriefPage } from './brief-page'

beforeAll(stubBrowser)

const EVENT = 1
const COMPANY = 2
const form = detailForm(
  [
    detailSection(1, [
      detailField(EVENT, 'short_answer', {
        title: { tr: 'Etkinlik adı', en: 'Event name' },
        is_required: true,
        code: 'event_name',
      }),
      detailField(COMPANY, 'short_answer', { title: { tr: 'Kurum', en: 'Company' }, code: 'company' }),
    ]),
  ],
  {
    form_type: 'brief',
    type: 'PUBLIC',
    status: 'published',
    slug: 'etkinlik-brifi',
    name: 'Etkinlik Brifi',
    languages: ['tr', 'en'],
  },
)

const brief = (overrides: Partial<Brief> = {}): Brief => ({
  form,
  branding: { company_name: 'Demo Organizasyon', logo: null, main_color: '#0a6', secondary_color: null },
  client: null,
  ...overrides,
})

type Answer = { status: number; body: unknown }
function mockApi(get: Answer, post?: (body: Record<string, unknown>) => Answer) {
  const posts: { url: string; body: Record<string, unknown> }[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes('/brief/')) return jsonResponse({ message: 'not mocked' }, 404)
    if (init?.method === 'POST') {
      const body = (init.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>
      posts.push({ url: String(input), body })
      const answer = post?.(body) ?? { status: 500, body: {} }
      return jsonResponse(answer.body, answer.status)
    }
    return jsonResponse(get.body, get.status)
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => null })
  return { posts }
}

afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args) }))

// The page keeps its own cache across tests: each test opens its own slug.
let slugs = 0
function renderPage(tail = '', query = '?locale=tr') {
  slugs += 1
  return renderRoutes(
    [
      {
        path: '/:slug/:ccode?',
        element: <BriefPage />,
        handle: { layout: 'standalone', name: 'CustomerForm' },
      },
    ],
    `/brif-${slugs}${tail}${query}`,
  )
}

describe('BriefPage (CustomerForm)', () => {
  it('shows the app’s not-found page for an unknown slug', async () => {
    mockApi({ status: 404, body: { message: 'Bulunamadı.' } })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı', level: 1 })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Gönder' })).toBeNull()
  })

  it('checks with the engine, sends the answers to the ccode’s path and thanks', async () => {
    const { posts } = mockApi({ status: 200, body: brief({ client: { name: 'Ege Derneği' } }) }, () => ({
      status: 200,
      body: {
        message: 'Teşekkürler, en kısa sürede size dönüş yapacağız.',
        confirmation_text: 'Brifiniz bize ulaştı.',
      },
    }))
    renderPage('/Kcode123')
    expect(await screen.findByRole('heading', { name: 'Etkinlik Brifi', level: 1 })).toBeTruthy()
    expect(screen.getByText('Ege Derneği için')).toBeTruthy()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Gönder' }))
    expect(await screen.findByText('Lütfen işaretli alanları düzeltin.')).toBeTruthy()
    expect(posts).toHaveLength(0)
    await user.type(screen.getByRole('textbox', { name: /Etkinlik adı/ }), 'Bahar Zirvesi')
    await user.click(screen.getByRole('button', { name: 'Gönder' }))
    const done = await screen.findByTestId('brief-confirmation')
    expect(done.textContent).toContain('Teşekkürler, en kısa sürede size dönüş yapacağız.')
    expect(done.textContent).toContain('Brifiniz bize ulaştı.')
    expect(posts[0]?.url).toContain('/brief/brif-2/Kcode123')
    expect(posts[0]?.body).toEqual({ answers: { [EVENT]: 'Bahar Zirvesi' }, locale: 'tr' })
  })

  it('puts the server’s 422 under its field, in English when asked', async () => {
    mockApi({ status: 200, body: brief() }, () => ({
      status: 422,
      body: { message: 'Please check the form.', errors: { [`answers.${COMPANY}`]: ['Too long.'] } },
    }))
    renderPage('', '?locale=en')
    expect(await screen.findByRole('heading', { name: 'Etkinlik Brifi', level: 1 })).toBeTruthy()
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: /Event name/ }), 'Spring summit')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Too long.')).toBeTruthy()
    expect(screen.getByText('Please check the form.')).toBeTruthy()
  })
})
