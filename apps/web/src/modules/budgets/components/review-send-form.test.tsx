import type { ReviewRecipient } from '@ajanda/contracts/budget-review-mail.contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { sessionStore } from '../../../shared/session/session-store'
import { ADMIN, jsonResponse } from '../../../test/fixtures'
import { renderWithRouter } from '../../../test/render'
import { makeDetail } from '../budget-test-data'
import { ReviewSendForm } from './review-send-form'

/** Mantine's autosize listens for web fonts; jsdom has no FontFaceSet. */
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  })
}

const RECIPIENTS: ReviewRecipient[] = [
  { id: 7, name: 'Levent Aksoy', email: 'levent@kuzey.com.tr', source: 'project' },
  { id: 8, name: 'İpek Tunç', email: 'ipek@kuzey.com.tr', source: 'client' },
]

function fakeApi(answer: () => Response) {
  const posts: unknown[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '')
    if (init?.method === 'POST' && path === '/budget/B1/review/send') {
      posts.push(JSON.parse(String(init.body)))
      return answer()
    }
    return jsonResponse({})
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return posts
}

const sent = {
  message: 'Bütçe bağlantısı 1 kişiye e-postayla gönderildi.',
  data: {
    id: 1,
    recipients: [{ contact_id: 8, name: 'İpek Tunç', email: 'ipek@kuzey.com.tr' }],
    subject: 'x',
    message: 'y',
    language: 'en',
    url: 'http://x/client-review/c',
    sent_by: { id: 1, full_name: 'Ayşe Yılmaz' },
    sent_at: '2026-11-27T11:05:00Z',
  },
}

beforeEach(() => sessionStore.start('token', ADMIN, true))
afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

describe('the review mail form', () => {
  it("prefills in the project's language, refills untouched texts on a switch and sends the picks", async () => {
    const posts = fakeApi(() => jsonResponse(sent))
    const onSent = vi.fn(async () => {})
    renderWithRouter(
      <ReviewSendForm budget={makeDetail([])} recipients={RECIPIENTS} projectLanguage="en" onSent={onSent} />,
    )
    const user = userEvent.setup()
    const subject = screen.getByRole('textbox', { name: /^Konu/ })
    const message = screen.getByRole('textbox', { name: /^Mesaj/ })
    expect(subject).toHaveProperty('value', 'Kongre: Ana Bütçe for your review')
    expect((message as HTMLTextAreaElement).value).toContain('Kind regards,\nAyşe Yılmaz')
    expect(screen.getByText('levent@kuzey.com.tr')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Gönder' })).toHaveProperty('disabled', true)

    await user.clear(message)
    await user.type(message, 'Yeni seçenekler ekledik.')
    await user.click(screen.getByText('Türkçe'))
    expect(subject).toHaveProperty('value', 'Kongre: Ana Bütçe onayınıza sunulmuştur')
    expect(message).toHaveProperty('value', 'Yeni seçenekler ekledik.')

    await user.click(screen.getByRole('checkbox', { name: /İpek Tunç/ }))
    await user.click(screen.getByRole('button', { name: 'Gönder' }))
    await waitFor(() => expect(onSent).toHaveBeenCalled())
    expect(posts).toEqual([
      {
        recipients: [8],
        subject: 'Kongre: Ana Bütçe onayınıza sunulmuştur',
        message: 'Yeni seçenekler ekledik.',
        language: 'tr',
      },
    ])
  })

  it("shows the server's refusal of a recipient and says so when there is nobody to send to", async () => {
    const refusal = 'Bu kişi projenin ya da müşterisinin e-posta adresi olan kişilerinden değil.'
    fakeApi(() => jsonResponse({ message: refusal, errors: { 'recipients.0': [refusal] } }, 422))
    const onSent = vi.fn(async () => {})
    const { unmount } = renderWithRouter(
      <ReviewSendForm
        budget={makeDetail([])}
        recipients={RECIPIENTS}
        projectLanguage={null}
        onSent={onSent}
      />,
    )
    const user = userEvent.setup()
    expect(screen.getByRole('textbox', { name: /^Konu/ })).toHaveProperty(
      'value',
      'Kongre: Ana Bütçe onayınıza sunulmuştur',
    )
    await user.click(screen.getByRole('checkbox', { name: /Levent Aksoy/ }))
    await user.click(screen.getByRole('button', { name: 'Gönder' }))
    expect(await screen.findByText(refusal)).toBeTruthy()
    expect(onSent).not.toHaveBeenCalled()
    unmount()
    renderWithRouter(
      <ReviewSendForm budget={makeDetail([])} recipients={[]} projectLanguage={null} onSent={onSent} />,
    )
    expect(screen.getByText(/e-posta adresi olan bir kişisi yok/)).toBeTruthy()
  })
})
