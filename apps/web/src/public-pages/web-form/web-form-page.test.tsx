import { QUOTA_FULL_MESSAGE, type Webform } from '@ajanda/contracts/webform.contract'
import { MantineProvider } from '@mantine/core'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../shared/api/api-client'
import {
  detailField,
  detailForm,
  detailOption,
  detailSection,
} from '../../shared/form-renderer/renderer-fixtures'
import { stubBrowser } from '../../shared/form-renderer/renderer-test-utils'
import { cssVariablesResolver, theme } from '../../shared/theme'
import { jsonResponse } from '../../test/fixtures'
import { renderRoutes } from '../../test/render'
import { WebFormPage } from './web-form-page'
import { WebFormStandalone } from './web-form-screen'

beforeAll(stubBrowser)

const NAME = 1
const HOTEL = 2
const form = detailForm(
  [
    detailSection(1, [
      detailField(NAME, 'short_answer', { title: { tr: 'Adınız', en: 'Your name' }, is_required: true }),
      detailField(HOTEL, 'radio', {
        title: { tr: 'Otel', en: 'Hotel' },
        options: [detailOption(21, 'Deniz'), detailOption(22, 'Dağ')],
      }),
    ]),
  ],
  { type: 'PUBLIC', status: 'published', slug: 'kongre-kayit', name: 'Kongre kaydı' },
)

const webform = (overrides: Partial<Webform> = {}): Webform => ({
  form,
  project: null,
  branding: { company_name: 'Demo Organizasyon', logo: null, main_color: '#0a6', secondary_color: null },
  remaining: { options: { '21': 3, '22': 0 }, flight_options: {}, form: null },
  is_open: true,
  closed_reason: null,
  attendee: null,
  ...overrides,
})

type Answer = { status: number; body: unknown }
function mockApi(get: Answer, post?: (body: Record<string, unknown>) => Answer) {
  const posts: Record<string, unknown>[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes('/webform/')) return jsonResponse({ message: 'not mocked' }, 404)
    if (init?.method === 'POST') {
      const body = (init.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>
      posts.push(body)
      const answer = post?.(body) ?? { status: 500, body: {} }
      return jsonResponse(answer.body, answer.status)
    }
    return jsonResponse(get.body, get.status)
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => null })
  return { posts, fetchMock }
}

afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args) }))

// The page keeps its own cache across tests: each test opens its own slug.
let slugs = 0
function renderPage(path = '') {
  slugs += 1
  return renderRoutes(
    [
      { path: '/web-form/:slug/:pcode?', element: <WebFormPage /> },
      { path: '/event-badge/:acode', element: <p>badge</p> },
    ],
    `/web-form/kongre-${slugs}${path}?locale=tr`,
  )
}

const confirmation = {
  message: 'Kaydınız alındı.',
  status: 'REGISTERED',
  pcode: 'p'.repeat(22),
  acode: 'a'.repeat(22),
  confirmation_text: 'Kongrede görüşmek üzere.',
  remaining: { options: {}, flight_options: {}, form: null },
}

describe('WebFormPage', () => {
  it('keeps the server’s message when the form does not load', async () => {
    mockApi({ status: 500, body: { message: 'Form şu an açılamıyor.' } })
    renderPage()
    const error = await screen.findByTestId('form-load-error')
    expect(within(error).getByText('Form şu an açılamıyor.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeTruthy()
  })

  it('says a closed form takes no answers and shows no inputs', async () => {
    mockApi({ status: 200, body: webform({ is_open: false, closed_reason: 'closed' }) })
    renderPage()
    expect(await screen.findByText('Bu formun başvuru süresi doldu.')).toBeTruthy()
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Gönder' })).toBeNull()
  })

  it('checks with the engine first, then shows a full option and joins the waiting list', async () => {
    const { posts } = mockApi({ status: 200, body: webform() }, (body) =>
      body.waitlist
        ? {
            status: 200,
            body: { ...confirmation, status: 'WAITLISTED', message: 'Bekleme listesine alındınız.' },
          }
        : {
            status: 422,
            body: {
              code: 'quota_full',
              message: QUOTA_FULL_MESSAGE,
              errors: { [`answers.${HOTEL}`]: [QUOTA_FULL_MESSAGE] },
            },
          },
    )
    renderPage()
    const user = userEvent.setup()
    expect(await screen.findByText('Demo Organizasyon')).toBeTruthy()
    // The option with no seat left is disabled and says so.
    const full = screen.getByRole('radio', { name: /Dağ \(kontenjan doldu\)/ })
    expect(full.hasAttribute('disabled')).toBe(true)

    await user.click(screen.getByRole('button', { name: 'Gönder' }))
    expect(posts).toEqual([])
    expect(await screen.findByText('Lütfen işaretli alanları düzeltin.')).toBeTruthy()

    await user.type(screen.getByRole('textbox', { name: /Adınız/ }), 'Ayşe')
    await user.click(screen.getByRole('radio', { name: 'Deniz' }))
    await user.click(screen.getByRole('button', { name: 'Gönder' }))
    const offer = await screen.findByTestId('waitlist-offer')
    expect(screen.getAllByText(QUOTA_FULL_MESSAGE).length).toBeGreaterThan(1)
    await user.click(within(offer).getByRole('button', { name: 'Bekleme listesine katıl' }))
    expect(await screen.findByText('Durumunuz: Bekleme listesinde')).toBeTruthy()
    expect(posts).toEqual([
      { answers: { [NAME]: 'Ayşe', [HOTEL]: 21 }, locale: 'tr', waitlist: false },
      { answers: { [NAME]: 'Ayşe', [HOTEL]: 21 }, locale: 'tr', waitlist: true },
    ])
  })

  it('lets a newcomer fill a full form for its waiting list', async () => {
    const { posts } = mockApi(
      { status: 200, body: webform({ is_open: false, closed_reason: 'full' }) },
      () => ({ status: 200, body: { ...confirmation, status: 'WAITLISTED' } }),
    )
    renderPage()
    const user = userEvent.setup()
    expect(await screen.findByText(/Bu etkinliğin kontenjanı doldu\./)).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: /Adınız/ }), 'Ali')
    await user.click(screen.getByRole('button', { name: 'Bekleme listesine katıl' }))
    expect(await screen.findByText('Durumunuz: Bekleme listesinde')).toBeTruthy()
    expect(posts).toEqual([{ answers: { [NAME]: 'Ali' }, locale: 'tr', waitlist: true }])
  })

  it('offers the waiting list when the form filled up meanwhile, in English too', async () => {
    const { fetchMock } = mockApi({ status: 200, body: webform() }, () => ({
      status: 422,
      body: { code: 'form_full', message: 'This form is full.', errors: { form: ['This form is full.'] } },
    }))
    renderRoutes(
      [{ path: '/web-form/:slug', element: <WebFormPage /> }],
      `/web-form/full-en-${++slugs}?locale=en`,
    )
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Ali')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('button', { name: 'Join the waiting list' })).toBeTruthy()
    // The counts are loaded again after a refusal for seats.
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method !== 'POST'),
      ).toHaveLength(2),
    )
  })

  it('confirms with the text, the status, the personal link and the badge', async () => {
    mockApi({ status: 200, body: webform() }, () => ({ status: 200, body: confirmation }))
    renderPage()
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: /Adınız/ }), 'Ayşe')
    await user.click(screen.getByRole('button', { name: 'Gönder' }))
    const done = await screen.findByTestId('webform-confirmation')
    expect(within(done).getByText('Kaydınız alındı.')).toBeTruthy()
    expect(within(done).getByText('Kongrede görüşmek üzere.')).toBeTruthy()
    expect(within(done).getByText('Durumunuz: Kayıtlı')).toBeTruthy()
    const personal = within(done).getByTestId('personal-link')
    expect(personal.getAttribute('href')).toBe(`/web-form/kongre-${slugs}/${confirmation.pcode}`)
    expect(within(done).getByRole('link', { name: 'Yaka kartınızı görüntüleyin' }).getAttribute('href')).toBe(
      `/event-badge/${confirmation.acode}`,
    )
  })

  it('opens a personal link with the saved answers and cancels after asking', async () => {
    const { posts, fetchMock } = mockApi(
      {
        status: 200,
        body: webform({
          remaining: { options: { '21': 0, '22': 0 }, flight_options: {}, form: null },
          attendee: {
            first_name: 'Ayşe',
            last_name: 'Yılmaz',
            status: 'REGISTERED',
            columns: {},
            answers: { [NAME]: 'Ayşe', [HOTEL]: 21 },
            can_edit: true,
          },
        }),
      },
      () => ({ status: 200, body: { message: 'Kaydınız iptal edildi.', status: 'CANCELLED' } }),
    )
    renderPage(`/${'p'.repeat(22)}`)
    const user = userEvent.setup()
    expect(await screen.findByText('Merhaba Ayşe Yılmaz,')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: /Adınız/ }) as HTMLInputElement).value).toBe('Ayşe')
    // Their own seat stays theirs; the other full option is disabled.
    expect(screen.getByRole('radio', { name: 'Deniz' }).hasAttribute('disabled')).toBe(false)
    expect(screen.getByRole('radio', { name: /Dağ/ }).hasAttribute('disabled')).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Kaydımı iptal et' }))
    await user.click(screen.getByRole('button', { name: 'Evet, iptal et' }))
    expect(await screen.findByTestId('webform-cancelled')).toBeTruthy()
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain(
      `/webform/kongre-${slugs}/${'p'.repeat(22)}/cancel`,
    )
    expect(posts).toHaveLength(1)
  })

  it('starts from the answer the server wrote into the page, without a router or a second GET', async () => {
    const { fetchMock } = mockApi({ status: 500, body: { message: 'not asked' } })
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <WebFormStandalone
          slug={`inline-${++slugs}`}
          pcode={null}
          search={new URLSearchParams('locale=tr')}
          initial={{ locale: 'tr', data: webform() }}
        />
      </MantineProvider>,
    )
    expect(screen.getByRole('textbox', { name: /Adınız/ })).toBeTruthy()
    expect(screen.getByText('Demo Organizasyon')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks the server itself when the written answer is in another language', async () => {
    const { fetchMock } = mockApi({ status: 200, body: webform() })
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <WebFormStandalone
          slug={`inline-${++slugs}`}
          pcode={null}
          search={new URLSearchParams('locale=en')}
          initial={{ locale: 'tr', data: webform({ is_open: false, closed_reason: 'closed' }) }}
        />
      </MantineProvider>,
    )
    expect(await screen.findByRole('textbox', { name: /Your name/ })).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
