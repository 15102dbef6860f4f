import type { WebformRoomMateRequest } from '@ajanda/contracts/webform-room-mates.contract'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../shared/api/api-client'
import { stubBrowser } from '../../shared/form-renderer/renderer-test-utils'
import { jsonResponse } from '../../test/fixtures'
import { renderRoutes } from '../../test/render'
import { RoomMatePage } from './room-mate-page'

beforeAll(stubBrowser)
afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args) }))

const request: WebformRoomMateRequest = {
  requester_name: 'Ayşe Yılmaz',
  mate_first_name: 'Zeynep',
  project: { name: 'Hemşirelik Kongresi', starts_at: '2027-03-04', ends_at: '2027-03-06' },
  locale: 'tr',
}

type Answer = { status: number; body: unknown }
function mockApi(get: Answer, post?: Answer) {
  const calls: { method: string; url: string; body: unknown }[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    })
    const answer = init?.method === 'POST' ? (post ?? { status: 500, body: {} }) : get
    return jsonResponse(answer.body, answer.status)
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => null })
  return calls
}

let codes = 0
function renderPage() {
  codes += 1
  const code = `${'r'.repeat(20)}${String(codes).padStart(2, '0')}`
  renderRoutes(
    [
      { path: '/web-form/room-mate/:code', element: <RoomMatePage /> },
      { path: '/web-form/:slug/:pcode?', element: <p>form page</p> },
    ],
    `/web-form/room-mate/${code}?locale=tr`,
  )
  return code
}

describe('RoomMatePage', () => {
  it('says who asks and confirms with "Onaylıyorum"', async () => {
    const calls = mockApi(
      { status: 200, body: request },
      { status: 200, body: { message: 'Oda arkadaşlığını onayladınız.', confirmed: true } },
    )
    const code = renderPage()
    expect(await screen.findByText('Ayşe Yılmaz sizi oda arkadaşı olarak seçti.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Oda arkadaşlığı isteği' })).toBeTruthy()
    expect(screen.getByText('Merhaba Zeynep,')).toBeTruthy()
    expect(screen.getByText('Etkinlik: Hemşirelik Kongresi')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Onaylıyorum' }))
    expect((await screen.findByTestId('room-mate-done')).textContent).toContain(
      'Oda arkadaşlığını onayladınız.',
    )
    const post = calls.find((call) => call.method === 'POST')
    expect(post?.url).toContain(`/webform/room-mate/${code}`)
    expect(post?.body).toEqual({ decision: 'confirm' })
    expect(screen.queryByRole('button', { name: 'Reddet' })).toBeNull()
  })

  it('declines with "Reddet"', async () => {
    const calls = mockApi(
      { status: 200, body: request },
      { status: 200, body: { message: 'Oda arkadaşlığı isteğini reddettiniz.', confirmed: false } },
    )
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Reddet' }))
    expect((await screen.findByTestId('room-mate-done')).textContent).toContain('reddettiniz')
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ decision: 'decline' })
  })

  it('says a used or unknown link is not valid', async () => {
    mockApi({ status: 404, body: { message: 'Bulunamadı.' } })
    renderPage()
    expect(await screen.findByTestId('room-mate-missing')).toBeTruthy()
    expect(screen.getByText('Bu bağlantı geçersiz ya da zaten yanıtlanmış.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Onaylıyorum' })).toBeNull()
  })

  it('speaks the mate’s language', async () => {
    mockApi({ status: 200, body: { ...request, locale: 'en' } })
    renderPage()
    expect(await screen.findByText('Ayşe Yılmaz has chosen you as their room mate.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'I confirm' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy()
  })
})
