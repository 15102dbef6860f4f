import type { ClientReview } from '@ajanda/contracts/budgets.contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { configureApi } from '../../shared/api/api-client'
import { renderRoutes } from '../../test/render'
import { ClientReviewPage } from './client-review-page'
import { makeReview, mockReviewApi } from './review-fixtures'

/** Mantine's autosize textarea listens for web fonts; jsdom has no FontFaceSet. */
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  })
}

afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args) }))

// The page keeps its own cache across tests: each test opens its own link.
let links = 0
function renderPage(query = 'locale=tr') {
  links += 1
  const code = `c${links}`
  renderRoutes(
    [{ path: '/client-review/:code', element: <ClientReviewPage /> }],
    `/client-review/${code}?${query}`,
  )
  return code
}
const nextCode = () => `c${links + 1}`

const ok = (body: unknown) => ({ status: 200, body })

describe('ClientReviewPage', () => {
  it('shows the company, the budget and the sell side only', async () => {
    const review = makeReview()
    // A field the page must never show, were the server to send it.
    Object.assign(review.budget.categories[1]?.items[0] ?? {}, { price_buy: '777.00' })
    mockReviewApi(nextCode(), () => ok(review))
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Kongre Bütçesi' })).toBeTruthy()
    expect(screen.getByText('Demo Organizasyon')).toBeTruthy()
    expect(screen.getByText('Proje: Kardiyoloji Kongresi 2026')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Konaklama' })).toBeTruthy()
    // Money in Turkish notation, rounded half-up on the decimal digits (1400.005 → 1.400,01).
    expect(screen.getByText('Miktar: 10 oda × 3 gece · Birim fiyat: 1.400,01 TRY')).toBeTruthy()
    expect(screen.getByText('Miktar: 2 kişi × 1 kez · Birim fiyat: 50,00 EUR')).toBeTruthy()
    expect(screen.getAllByText('Konaklama').length).toBeGreaterThan(1)
    const totals = screen.getByTestId('review-totals')
    expect(within(totals).getByText('47.557,95 TRY')).toBeTruthy()
    expect(within(totals).getByText('9.511,59 TRY')).toBeTruthy()
    expect(screen.queryByText(/777/)).toBeNull()
    expect(screen.getByText('Fiyatlara KDV dahil değildir.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Onaylıyorum' })).toBeTruthy()
  })

  it('shows the category taxes on their own line and the total the client pays with them', async () => {
    mockReviewApi(nextCode(), () => ok(makeReview()))
    renderPage()
    const taxes = await screen.findByTestId('review-total-taxes')
    expect(taxes.textContent).toBe('Vergiler840,00 TRY')
    const total = screen.getByTestId('review-total-total_with_taxes')
    expect(total.textContent).toBe('Vergiler dahil toplam48.397,95 TRY')
    // What the client pays is the bold line; the total with fee is no longer the last word.
    expect(within(total).getByText('Vergiler dahil toplam').getAttribute('style') ?? '').toContain('700')
    expect(
      within(screen.getByTestId('review-total-total_sell_with_service_fee'))
        .getByText('Hizmet bedeli dahil toplam')
        .getAttribute('style') ?? '',
    ).not.toContain('700')
  })

  it('shows no tax line for a budget without category taxes, and the English labels', async () => {
    const review = makeReview()
    review.budget.taxes = '0'
    review.budget.total_with_taxes = review.budget.total_sell_with_service_fee
    mockReviewApi(nextCode(), () => ok(review))
    renderPage()
    expect(await screen.findByTestId('review-total-total_sell_with_service_fee')).toBeTruthy()
    expect(screen.queryByTestId('review-total-taxes')).toBeNull()
    expect(screen.queryByTestId('review-total-total_with_taxes')).toBeNull()

    mockReviewApi(nextCode(), () => ok(makeReview()))
    renderPage('locale=en')
    expect((await screen.findByTestId('review-total-taxes')).textContent).toContain('Taxes')
    expect(screen.getByTestId('review-total-total_with_taxes').textContent).toContain('Total with taxes')
    // The company's English footer note for an English reader (the Turkish page above keeps its own).
    expect(screen.getByText('Prices exclude VAT.')).toBeTruthy()
  })

  it('posts a picked alternative and shows the totals the server recounted', async () => {
    const code = nextCode()
    let review = makeReview()
    const calls = mockReviewApi(
      code,
      () => ok(review),
      (call) => {
        if (call.path !== '/choice') return undefined
        review = structuredClone(review)
        const hotels = review.budget.categories[0]?.items ?? []
        for (const item of hotels) item.client_selected = item.id === 12
        review.budget.total_sell_with_service_fee = '40557.95'
        return ok({ message: 'Seçiminiz kaydedildi.', data: review })
      },
    )
    renderPage()
    const group = await screen.findByRole('radiogroup', { name: 'Alternatifler: birini seçin' })
    expect(within(group).getByRole('radio', { name: 'Otel A' }).getAttribute('aria-checked')).toBe('true')
    await userEvent.setup().click(within(group).getByRole('radio', { name: 'Otel B' }))
    await waitFor(() =>
      expect(within(screen.getByTestId('review-totals')).getByText('40.557,95 TRY')).toBeTruthy(),
    )
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/choice', body: { item_id: 12 } },
    ])
    expect(within(group).getByRole('radio', { name: 'Otel B' }).getAttribute('aria-checked')).toBe('true')
    expect(within(group).getByRole('radio', { name: 'Otel A' }).getAttribute('aria-checked')).toBe('false')
  })

  it('saves a comment on a line when the field is left', async () => {
    const code = nextCode()
    let review = makeReview()
    const calls = mockReviewApi(
      code,
      () => ok(review),
      (call) => {
        review = structuredClone(review)
        const transfer = review.budget.categories[1]?.items[0]
        if (transfer) transfer.client_comment = (call.body as { comment: string }).comment
        return ok({ message: 'Yorumunuz kaydedildi.', data: review })
      },
    )
    renderPage()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Yorum yaz: Transfer' }))
    const field = screen.getByRole('textbox', { name: '“Transfer” için yorumunuz' })
    await user.type(field, 'Havalimanından otele')
    expect(screen.getByText('20 / 1000')).toBeTruthy()
    await user.tab()
    expect(await screen.findByText('Yorumunuz kaydedildi.')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/items/21/comment', body: { comment: 'Havalimanından otele' } },
    ])
  })

  it('asks for changes only with a comment', async () => {
    const code = nextCode()
    let review = makeReview()
    const calls = mockReviewApi(
      code,
      () => ok(review),
      (call) => {
        const { comment } = call.body as { comment: string }
        review = makeReview({ status: 'CHANGES_REQUESTED', comment, decided_at: '2026-03-12T10:00:00+03:00' })
        return ok({ message: 'İsteğiniz iletildi.', data: review })
      },
    )
    renderPage()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Değişiklik İste' }))
    const dialog = await screen.findByRole('dialog', { name: 'Değişiklik isteyin' })
    // Every button has a name, the modal's close button too.
    expect(within(dialog).getByRole('button', { name: 'Kapat' })).toBeTruthy()
    const send = within(dialog).getByRole('button', { name: 'İsteği gönder' })
    expect(send.hasAttribute('disabled')).toBe(true)
    const comment = within(dialog).getByRole('textbox', { name: /İstediğiniz değişiklikler/ })
    await user.click(comment)
    await user.tab()
    expect(within(dialog).getByText('Bu alan zorunludur')).toBeTruthy()
    await user.type(comment, '   ')
    expect(send.hasAttribute('disabled')).toBe(true)
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    await user.type(comment, 'Otel B daha uygun olur')
    await user.click(send)
    expect(await screen.findByText('Değişiklik isteğiniz iletildi.')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/decision',
        body: { decision: 'CHANGES_REQUESTED', comment: 'Otel B daha uygun olur' },
      },
    ])
    expect(screen.queryByRole('button', { name: 'Değişiklik İste' })).toBeNull()
  })

  it('approves after the confirmation', async () => {
    const code = nextCode()
    let review = makeReview()
    const calls = mockReviewApi(
      code,
      () => ok(review),
      () => {
        review = makeReview({ status: 'APPROVED', decided_at: '2026-03-12T10:00:00+03:00' })
        return ok({ message: 'Onayınız iletildi.', data: review })
      },
    )
    renderPage()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Onaylıyorum' }))
    const dialog = await screen.findByRole('dialog', { name: 'Bütçeyi onaylıyor musunuz?' })
    await user.click(within(dialog).getByRole('button', { name: 'Onayla' }))
    const notice = await screen.findByTestId('review-decided')
    expect(notice.textContent).toContain('Bu bütçeyi 12 Mart 2026 tarihinde onayladınız.')
    await waitFor(() => expect(document.activeElement).toBe(notice))
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/decision', body: { decision: 'APPROVED' } },
    ])
  })

  it('shows a decided review read only', async () => {
    const review: ClientReview = makeReview({
      status: 'APPROVED',
      comment: 'Teşekkürler',
      decided_at: '2026-03-12T10:00:00+03:00',
    })
    const transfer = review.budget.categories[1]?.items[0]
    if (transfer) transfer.client_comment = 'Havalimanından otele'
    mockReviewApi(nextCode(), () => ok(review))
    renderPage()
    expect(await screen.findByText('Bu bütçeyi 12 Mart 2026 tarihinde onayladınız.')).toBeTruthy()
    expect(screen.getByText('Teşekkürler')).toBeTruthy()
    expect(screen.getByText('Havalimanından otele')).toBeTruthy()
    for (const radio of screen.getAllByRole('radio')) expect(radio.hasAttribute('disabled')).toBe(true)
    expect(screen.queryByRole('button', { name: 'Onaylıyorum' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Yorum yaz/ })).toBeNull()
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('offers no controls while the budget is not shared for review', async () => {
    mockReviewApi(nextCode(), () => ok(makeReview({ status: 'NONE' })))
    renderPage()
    expect(await screen.findByText(/Bu bütçe şu anda incelemeye açık değil./)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Onaylıyorum' })).toBeNull()
    for (const radio of screen.getAllByRole('radio')) expect(radio.hasAttribute('disabled')).toBe(true)
  })

  it('says when the link is unknown or revoked (404)', async () => {
    mockReviewApi(nextCode(), () => ({ status: 404, body: { message: 'Bulunamadı' } }))
    renderPage()
    expect(await screen.findByText('Bu bağlantı geçersiz ya da kaldırılmış.')).toBeTruthy()
    expect(screen.getByText(/Yeni bir bağlantı için/)).toBeTruthy()
  })

  it('shows the server’s word when the review was decided meanwhile (409)', async () => {
    const code = nextCode()
    let review = makeReview()
    mockReviewApi(
      code,
      () => ok(review),
      () => {
        review = makeReview({ status: 'APPROVED', decided_at: '2026-03-12T10:00:00+03:00' })
        return { status: 409, body: { message: 'Bu bütçe için zaten karar verildi.' } }
      },
    )
    renderPage()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Onaylıyorum' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Onayla' }))
    expect(await screen.findByText('Bu bütçe için zaten karar verildi.')).toBeTruthy()
    expect(await screen.findByText('Bu bütçeyi 12 Mart 2026 tarihinde onayladınız.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Onaylıyorum' })).toBeNull()
  })

  it('offers to try again when the budget could not be loaded', async () => {
    let down = true
    mockReviewApi(nextCode(), () =>
      down ? { status: 503, body: { message: 'Hizmet dışı' } } : ok(makeReview()),
    )
    renderPage()
    const retry = await screen.findByRole('button', { name: 'Tekrar dene' }, { timeout: 8000 })
    down = false
    await userEvent.setup().click(retry)
    expect(await screen.findByRole('heading', { level: 1, name: 'Kongre Bütçesi' })).toBeTruthy()
  }, 15_000)

  it('speaks English with the English names when asked', async () => {
    mockReviewApi(nextCode(), () => ok(makeReview()))
    renderPage('locale=en')
    expect(await screen.findByRole('heading', { name: 'Accommodation' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Hotel A' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'I approve' })).toBeTruthy()
    expect(screen.getByText('Quantity: 10 rooms × 3 nights · Unit price: 1,400.01 TRY')).toBeTruthy()
  })
})
