import type { WebformClaim } from '@ajanda/contracts/webform-claim.contract'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../shared/api/api-client'
import { stubBrowser } from '../../shared/form-renderer/renderer-test-utils'
import { jsonResponse } from '../../test/fixtures'
import { renderRoutes } from '../../test/render'
import { ClaimPage } from './claim-page'

beforeAll(stubBrowser)
afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args) }))

const offer: WebformClaim = {
  form: { name: 'Kongre kaydı', slug: 'kongre-kayit' },
  project: { name: 'Hemşirelik Kongresi', starts_at: '2027-03-04', ends_at: '2027-03-06' },
  first_name: 'Zeynep',
  last_name: 'Kaya',
  option_text: 'Öğrenci kaydı',
  expires_at: '2027-01-10T09:00:00.000Z',
  locale: 'tr',
}

type Answer = { status: number; body: unknown }
function mockApi(get: Answer, post?: Answer) {
  const calls: string[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`)
    const answer = init?.method === 'POST' ? (post ?? { status: 500, body: {} }) : get
    return jsonResponse(answer.body, answer.status)
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => null })
  return calls
}

let codes = 0
function renderPage() {
  codes += 1
  const code = `${'c'.repeat(20)}${String(codes).padStart(2, '0')}`
  renderRoutes(
    [
      { path: '/web-form/claim/:code', element: <ClaimPage /> },
      { path: '/web-form/:slug/:pcode?', element: <p>form page</p> },
      { path: '/event-badge/:acode', element: <p>badge</p> },
    ],
    `/web-form/claim/${code}?locale=tr`,
  )
  return code
}

describe('ClaimPage', () => {
  it('shows the offer, takes the place with "Yerimi al" and confirms', async () => {
    const calls = mockApi(
      { status: 200, body: offer },
      {
        status: 200,
        body: {
          message: 'Yer sizin. Kaydınız tamamlandı.',
          status: 'REGISTERED',
          slug: 'kongre-kayit',
          pcode: 'p'.repeat(22),
          acode: 'a'.repeat(22),
        },
      },
    )
    const code = renderPage()
    expect(await screen.findByText('Beklediğiniz yer açıldı: Öğrenci kaydı')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Kongre kaydı' })).toBeTruthy()
    expect(screen.getByText('Hemşirelik Kongresi')).toBeTruthy()
    expect(screen.getByText(/tarihine kadar sizin için ayrıldı/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Yerimi al' }))
    expect(await screen.findByText('Yer sizin!')).toBeTruthy()
    expect(screen.getByText('Yer sizin. Kaydınız tamamlandı.')).toBeTruthy()
    expect(screen.getByText('Durumunuz: Kayıtlı')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Yaka kartınızı görüntüleyin' }).getAttribute('href')).toBe(
      `/event-badge/${'a'.repeat(22)}`,
    )
    expect(
      screen.getByRole('link', { name: 'Yanıtlarınızı görüntüleyin ya da değiştirin' }).getAttribute('href'),
    ).toBe(`/web-form/kongre-kayit/${'p'.repeat(22)}`)
    expect(calls.some((call) => call.startsWith('POST') && call.includes(`/webform/claim/${code}`))).toBe(
      true,
    )
  })

  it('says an offer has expired', async () => {
    mockApi({ status: 422, body: { message: 'Bu teklifin süresi doldu.', code: 'claim_expired' } })
    renderPage()
    expect(await screen.findByTestId('claim-expired')).toBeTruthy()
    expect(screen.getByText('Bu teklifin süresi doldu; yer sıradaki kişiye geçti.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Yerimi al' })).toBeNull()
  })

  it('says the place was already taken when the claim comes too late', async () => {
    mockApi(
      { status: 200, body: { ...offer, option_text: null } },
      { status: 422, body: { message: 'Bu yer zaten alındı.', code: 'claim_taken' } },
    )
    renderPage()
    expect(await screen.findByText('Bu formda sizin için bir yer açıldı.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Yerimi al' }))
    expect(await screen.findByTestId('claim-taken')).toBeTruthy()
  })

  it('says an unknown link was not found', async () => {
    mockApi({ status: 404, body: { message: 'Bulunamadı.' } })
    renderPage()
    expect(await screen.findByTestId('claim-missing')).toBeTruthy()
  })

  it('speaks the attendee’s language', async () => {
    mockApi({ status: 200, body: { ...offer, locale: 'en' } })
    renderPage()
    expect(await screen.findByText('The place you were waiting for has opened: Öğrenci kaydı')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Take my place' })).toBeTruthy()
  })
})
