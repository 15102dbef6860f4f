import type { Webform } from '@ajanda/contracts/webform.contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../shared/api/api-client'
import { detailField, detailForm, detailSection } from '../../shared/form-renderer/renderer-fixtures'
import { stubBrowser } from '../../shared/form-renderer/renderer-test-utils'
import { jsonResponse } from '../../test/fixtures'
import { renderRoutes } from '../../test/render'
import { solveCaptchaWork } from './captcha-solver'
import { WebFormPage } from './web-form-page'

beforeAll(stubBrowser)

const NAME = 1
const EMAIL = 2
const CAPTCHA = 3

const formWith = (captcha: boolean) =>
  detailForm(
    [
      detailSection(1, [
        detailField(NAME, 'short_answer', { title: { tr: 'Adınız', en: 'Your name' }, is_required: true }),
        detailField(EMAIL, 'email_input', { title: { tr: 'E-posta', en: 'E-mail' } }),
        ...(captcha ? [detailField(CAPTCHA, 'captcha', { title: { tr: 'Doğrulama', en: 'Check' } })] : []),
      ]),
    ],
    { type: 'PUBLIC', status: 'published', slug: 'kongre-kayit', name: 'Kongre kaydı' },
  )

const webform = (captcha = false): Webform => ({
  form: formWith(captcha),
  project: null,
  branding: { company_name: 'Demo Organizasyon', logo: null, main_color: '#0a6', secondary_color: null },
  remaining: { options: {}, flight_options: {}, form: null },
  is_open: true,
  closed_reason: null,
  attendee: null,
})

const CHALLENGE = {
  challenge: 'imzali-meydan-okuma',
  algorithm: 'SHA-256',
  nonce: '0f'.repeat(16),
  salt: 'a1'.repeat(16),
  key_prefix: '0',
  expires_at: 2_000_000_000,
}

const confirmation = {
  message: 'Kaydınız alındı.',
  status: 'REGISTERED',
  pcode: 'p'.repeat(22),
  acode: 'a'.repeat(22),
  confirmation_text: null,
  remaining: { options: {}, flight_options: {}, form: null },
}

interface Call {
  url: string
  method: string
  body: Record<string, unknown>
}

/** The server: the form, the captcha, drafts and the submission; every call is kept. */
function mockApi(
  captcha: boolean,
  draft: { status: number; body: unknown } = { status: 404, body: {} },
  refuseCaptchaOnce = false,
) {
  const calls: Call[] = []
  let refused = false
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    calls.push({
      url,
      method,
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {},
    })
    if (url.includes('/captcha')) return jsonResponse(CHALLENGE)
    if (url.includes('/draft/')) return jsonResponse(draft.body, draft.status)
    if (url.includes('/draft'))
      return jsonResponse({ message: 'Yanıtlarınız kaydedildi.', expires_at: '2027-01-01T00:00:00.000Z' })
    if (method === 'POST' && refuseCaptchaOnce && !refused) {
      refused = true
      const failed = 'Doğrulama başarısız, lütfen tekrar deneyin.'
      return jsonResponse({ message: failed, errors: { [`answers.${CAPTCHA}`]: [failed] } }, 422)
    }
    if (method === 'POST') return jsonResponse(confirmation)
    return jsonResponse(webform(captcha))
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => null })
  return calls
}

afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args) }))

let slugs = 0
function renderPage(query = '') {
  slugs += 1
  const slug = `ekstra-${slugs}`
  renderRoutes(
    [{ path: '/web-form/:slug/:pcode?', element: <WebFormPage /> }],
    `/web-form/${slug}?locale=tr${query}`,
  )
  return slug
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')
}

describe('captcha solver', () => {
  it('finds the counter whose SHA-256(salt ‖ nonce ‖ counter) starts with the prefix', async () => {
    const work = { salt: 'a1'.repeat(16), nonce: '0f'.repeat(16), key_prefix: '00' }
    const found = await solveCaptchaWork(work)
    const data = new Uint8Array(36)
    data.set(new Uint8Array(16).fill(0xa1), 0)
    data.set(new Uint8Array(16).fill(0x0f), 16)
    new DataView(data.buffer).setUint32(32, found.counter, false)
    const key = await sha256Hex(data)
    expect(key).toBe(found.derivedKey)
    expect(key.startsWith('00')).toBe(true)
  })
})

describe('WebFormPage extras', () => {
  it('solves the server’s captcha challenge and sends the proof with the answers', async () => {
    const calls = mockApi(true)
    const slug = renderPage()
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: /Adınız/ }), 'Ayşe')
    await user.click(screen.getByRole('button', { name: 'Ben robot değilim' }))
    expect(await screen.findByText('Doğrulandı')).toBeTruthy()
    expect(calls.some((call) => call.url.includes(`/webform/${slug}/captcha`))).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Gönder' }))
    expect(await screen.findByText(/Kaydınız alındı/)).toBeTruthy()
    const sent = calls.find((call) => call.method === 'POST' && !call.url.includes('/draft'))
    const proof = (sent?.body.answers ?? {}) as Record<string, { challenge: string; nonce: string }>
    const captchaAnswer = proof[CAPTCHA]
    expect(captchaAnswer?.challenge).toBe(CHALLENGE.challenge)
    expect(captchaAnswer?.nonce).toMatch(/^\d+:0[0-9a-f]{63}$/)
  })

  it('asks for a new proof when the server refuses the captcha', async () => {
    const calls = mockApi(true, undefined, true)
    renderPage()
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: /Adınız/ }), 'Ayşe')
    await user.click(screen.getByRole('button', { name: 'Ben robot değilim' }))
    expect(await screen.findByText('Doğrulandı')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Gönder' }))
    expect(
      (await screen.findAllByText('Doğrulama başarısız, lütfen tekrar deneyin.')).length,
    ).toBeGreaterThan(0)
    await user.click(await screen.findByRole('button', { name: 'Ben robot değilim' }))
    expect(await screen.findByText('Doğrulandı')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Gönder' }))
    expect(await screen.findByText(/Kaydınız alındı/)).toBeTruthy()
    expect(calls.filter((call) => call.url.includes('/captcha'))).toHaveLength(2)
  })

  it('saves a draft with the e-mail asked for and says the link is on its way', async () => {
    const calls = mockApi(false)
    const slug = renderPage()
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: /Adınız/ }), 'Ali')
    await user.type(screen.getByRole('textbox', { name: /E-posta/ }), 'ali@example.com')
    await user.click(screen.getByRole('button', { name: 'Kaydet ve sonra devam et' }))
    const dialog = await screen.findByRole('dialog')
    const email = within(dialog).getByRole('textbox', { name: /E-posta adresiniz/ }) as HTMLInputElement
    expect(email.value).toBe('ali@example.com')
    await user.clear(email)
    await user.type(email, 'yanlis')
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet ve bağlantıyı gönder' }))
    expect(await within(dialog).findByText('Geçerli bir e-posta adresi yazın')).toBeTruthy()
    await user.clear(email)
    await user.type(email, 'ali2@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet ve bağlantıyı gönder' }))
    expect(await screen.findByTestId('draft-saved')).toBeTruthy()
    const saved = calls.filter((call) => call.url.includes(`/webform/${slug}/draft`))
    expect(saved).toHaveLength(1)
    expect(saved[0]?.body).toEqual({
      email: 'ali2@example.com',
      answers: { [NAME]: 'Ali', [EMAIL]: 'ali@example.com' },
      locale: 'tr',
    })
    // The form itself was not sent.
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1)
  })

  it('opens with the saved answers of ?draft= and names the draft when sending', async () => {
    const code = 'd'.repeat(22)
    const calls = mockApi(false, {
      status: 200,
      body: {
        answers: { [NAME]: 'Zeynep' },
        email: 'z@example.com',
        pcode: null,
        expires_at: '2027-01-01T00:00:00Z',
      },
    })
    const slug = renderPage(`&draft=${code}`)
    const user = userEvent.setup()
    expect(await screen.findByTestId('draft-loaded')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: /Adınız/ }) as HTMLInputElement).value).toBe('Zeynep')
    expect(calls.some((call) => call.url.includes(`/webform/${slug}/draft/${code}`))).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Gönder' }))
    expect(await screen.findByText(/Kaydınız alındı/)).toBeTruthy()
    const sent = calls.find((call) => call.method === 'POST')
    expect(sent?.url).toContain(`draft=${code}`)
  })

  it('says when the saved answers are gone and shows the empty form', async () => {
    mockApi(false, { status: 404, body: { message: 'Bulunamadı.' } })
    renderPage(`&draft=${'e'.repeat(22)}`)
    expect(await screen.findByTestId('draft-missing')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: /Adınız/ }) as HTMLInputElement).value).toBe('')
  })
})
