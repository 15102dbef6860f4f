import type { BudgetDetail } from '@ajanda/contracts/budgets.contract'
import { Notifications } from '@mantine/notifications'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../shared/api/api-client'
import { sessionStore } from '../../shared/session/session-store'
import { ADMIN, jsonResponse } from '../../test/fixtures'
import { renderRoutes } from '../../test/render'
import { makeCategory, makeDetail, makeLine } from './budget-test-data'

vi.mock('../../shared/realtime/realtime-client', () => ({
  retainRealtime: () => () => {},
  onRealtimeEvent: () => () => {},
}))
const { BudgetEditorPage } = await import('./pages/budget-editor-page')

type Handler = (body: unknown) => Response
interface Call {
  key: string
  body: unknown
  keepalive: boolean
}

function fakeApi(detail: BudgetDetail, handlers: Record<string, Handler> = {}) {
  const calls: Call[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}`
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ key, body, keepalive: init?.keepalive === true })
    const handler = handlers[key]
    if (handler) return handler(body)
    if (key === 'GET /budget/B1') return jsonResponse(detail)
    return key.startsWith('GET ') ? jsonResponse([]) : jsonResponse({ message: 'not mocked' }, 404)
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return calls
}

function open() {
  return renderRoutes(
    [
      {
        path: 'project/:code/budget/:bcode',
        element: (
          <>
            <Notifications />
            <BudgetEditorPage />
          </>
        ),
      },
    ],
    '/project/P1/budget/B1',
  )
}

const hotel = makeLine(1, { name: 'Otel', quantity: '2', price_buy: '80', price_sell: '100' })
const dinner = makeLine(2, { name: 'Akşam yemeği', quantity: '1', price_buy: '50', price_sell: '60' })

beforeEach(() => sessionStore.start('token', ADMIN, true))
afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

describe('the budget grid', () => {
  it('holds rows and row groups only: the drag live region lives outside it', async () => {
    fakeApi(makeDetail([makeCategory(1, [hotel, dinner])]))
    open()
    await screen.findByText('Otel')
    const grid = screen.getByRole('grid', { name: 'Bütçe kalemleri' })
    expect([...grid.children].map((child) => child.getAttribute('role'))).toEqual(['rowgroup', 'rowgroup'])
    expect(within(grid).queryByRole('status')).toBeNull()
  })

  it('moves with the arrows, edits on typing, commits with Enter and cancels with Escape', async () => {
    fakeApi(makeDetail([makeCategory(1, [hotel, dinner])]))
    open()
    const user = userEvent.setup()
    await user.click(await screen.findByText('Otel'))
    const grid = screen.getByRole('grid', { name: 'Bütçe kalemleri' })
    expect(grid.getAttribute('aria-activedescendant')).toBe('budget-cell-l1-0')

    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(grid.getAttribute('aria-activedescendant')).toBe('budget-cell-l1-2')
    await user.keyboard('5')
    const quantity = screen.getByRole('textbox', { name: 'Miktar: Otel' })
    expect((quantity as HTMLInputElement).value).toBe('5')
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('textbox', { name: 'Miktar: Otel' })).toBeNull()
    expect(grid.getAttribute('aria-activedescendant')).toBe('budget-cell-l2-2')
    expect(document.getElementById('budget-cell-l1-2')?.textContent).toBe('5')

    await user.keyboard('{ArrowLeft}{ArrowLeft}{Enter}')
    const name = screen.getByRole('textbox', { name: 'Kalem: Akşam yemeği' })
    await user.clear(name)
    await user.type(name, 'Gala')
    await user.keyboard('{Escape}')
    expect(document.getElementById('budget-cell-l2-0')?.textContent).toBe('Akşam yemeği')
    expect(document.activeElement).toBe(grid)

    await user.keyboard('{Tab}')
    expect(grid.getAttribute('aria-activedescendant')).toBe('budget-cell-l2-1')
  })

  it('updates the totals as a price is typed', async () => {
    fakeApi(makeDetail([makeCategory(1, [hotel, dinner])]))
    open()
    const user = userEvent.setup()
    // Sell 2 × 100 + 1 × 60 = 260; the 10 % service fee makes 286.
    expect(await screen.findByTestId('total-totalSellWithFee')).toHaveProperty('textContent', '286,00 TRY')
    await user.click(await screen.findByText('Otel'))
    await user.keyboard('{End}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('grid').getAttribute('aria-activedescendant')).toBe('budget-cell-l1-9')
    await user.keyboard('1')
    await user.keyboard('50,5')
    // Sell 2 × 150.5 + 60 = 361; with the fee 397.10. Buy 2 × 80 + 50 = 210; profit 187.10, 47.117 %.
    expect(screen.getByTestId('total-totalSell').textContent).toBe('361,00 TRY')
    expect(screen.getByTestId('total-totalSellWithFee').textContent).toBe('397,10 TRY')
    expect(screen.getByTestId('total-profit').textContent).toBe('187,10 TRY')
    expect(screen.getByTestId('total-profitRatio').textContent).toBe('%47,117')
  })

  it('pastes TSV rows after the active row with one POST', async () => {
    const calls = fakeApi(makeDetail([makeCategory(1, [hotel, dinner])]), {
      'POST /budget/B1/items': () =>
        jsonResponse({ message: 'Eklendi', version: 2, data: [makeLine(3, { name: 'Transfer' })] }),
    })
    open()
    const user = userEvent.setup()
    await user.click(await screen.findByText('Otel'))
    fireEvent.paste(screen.getByRole('grid'), {
      clipboardData: {
        getData: () =>
          'Transfer\tTransfer\t2\tPEOPLE\t1\tTIMES\t1.250,50\tEUR\t1500\tEUR\tA\tHavalimanı\nÖğle yemeği\tEVENT\t40\t\t\t\t20\t\t25\t\t\t\n',
      },
    })
    await waitFor(() => expect(calls.some((call) => call.key === 'POST /budget/B1/items')).toBe(true))
    const post = calls.find((call) => call.key === 'POST /budget/B1/items')
    expect(post?.body).toEqual({
      budget_category_id: 1,
      after_id: 1,
      items: [
        {
          name: 'Transfer',
          product_type: 'TRANSFER',
          quantity: '2',
          quantity_unit: 'PEOPLE',
          unit_count: '1',
          count_unit: 'TIMES',
          price_buy: '1250.50',
          currency_buy: 'EUR',
          price_sell: '1500',
          currency_sell: 'EUR',
          alt_group: 'A',
          notes: 'Havalimanı',
        },
        {
          name: 'Öğle yemeği',
          product_type: 'EVENT',
          quantity: '40',
          quantity_unit: 'PEOPLE',
          unit_count: '1',
          count_unit: 'TIMES',
          price_buy: '20',
          currency_buy: 'TRY',
          price_sell: '25',
          currency_sell: 'TRY',
        },
      ],
    })
    expect(await screen.findByText('Transfer')).toBeTruthy()
  })

  it('makes one line the default of its group at once and clears the others', async () => {
    const a = makeLine(1, { name: 'Otel A', alt_group: 'H', is_default: true, price_sell: '100' })
    const b = makeLine(2, { name: 'Otel B', alt_group: 'H', is_default: false, price_sell: '200' })
    let answer: (response: Response) => void = () => {}
    const calls = fakeApi(makeDetail([makeCategory(1, [a, b])], { service_fee: null }), {
      'POST /budget/B1/items/2/default': () =>
        new Promise<Response>((resolve) => {
          answer = resolve
        }) as never,
    })
    open()
    const user = userEvent.setup()
    expect((await screen.findByTestId('total-totalSell')).textContent).toBe('100,00 TRY')
    await user.click(screen.getByRole('checkbox', { name: 'Varsayılan yap: Otel B' }))
    // Before the server answers: B counts, A does not.
    expect(
      (screen.getByRole('checkbox', { name: 'Varsayılan yap: Otel B' }) as HTMLInputElement).checked,
    ).toBe(true)
    expect(
      (screen.getByRole('checkbox', { name: 'Varsayılan yap: Otel A' }) as HTMLInputElement).checked,
    ).toBe(false)
    expect(screen.getByTestId('total-totalSell').textContent).toBe('200,00 TRY')
    expect(calls.some((call) => call.key === 'POST /budget/B1/items/2/default')).toBe(true)
    answer(
      jsonResponse({
        message: 'Tamam',
        version: 2,
        data: [
          { ...a, is_default: false, version: 2 },
          { ...b, is_default: true, version: 2 },
        ],
      }),
    )
  })

  it("edits a unit with the app's combobox: Enter opens its list, a pick saves, Escape puts it back", async () => {
    let version = 1
    const calls = fakeApi(makeDetail([makeCategory(1, [hotel, dinner])]), {
      'PUT /budget/B1/items/1': (body) => {
        version += 1
        return jsonResponse({ message: 'Tamam', version, data: [{ ...hotel, ...(body as object), version }] })
      },
    })
    open()
    const user = userEvent.setup()
    await user.click(await screen.findByText('Otel'))
    // Kalem, Ürün türü, Miktar, Birim.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}')
    const unit = screen.getByRole('combobox', { name: 'Birim: Otel' })
    // Mantine's combobox (an input with a listbox), not a native <select>.
    expect(unit.tagName).toBe('INPUT')
    expect(unit.getAttribute('aria-haspopup')).toBe('listbox')
    expect(document.activeElement).toBe(unit)
    const list = await screen.findByRole('listbox')
    await user.click(within(list).getByRole('option', { name: 'Oda' }))
    expect(screen.queryByRole('combobox', { name: 'Birim: Otel' })).toBeNull()
    expect(document.getElementById('budget-cell-l1-3')?.textContent).toBe('Oda')
    expect(document.activeElement).toBe(screen.getByRole('grid'))
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'PUT /budget/B1/items/1')?.body).toEqual({
        quantity_unit: 'ROOMS',
        version: 1,
      }),
    )

    // Picked again, then opened and left with Escape: the value stays, the active cell too.
    await user.keyboard('{Enter}')
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Adet' }))
    expect(document.getElementById('budget-cell-l1-3')?.textContent).toBe('Adet')
    await user.keyboard('{Enter}{Escape}')
    expect(screen.queryByRole('combobox', { name: 'Birim: Otel' })).toBeNull()
    expect(document.getElementById('budget-cell-l1-3')?.textContent).toBe('Adet')
    expect(screen.getByRole('grid').getAttribute('aria-activedescendant')).toBe('budget-cell-l1-3')
    // The second pick is saved too (on the line's new version) before the test hands the API back.
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'PUT /budget/B1/items/1').at(-1)?.body).toEqual({
        quantity_unit: 'PIECES',
        version: 2,
      }),
    )
  })

  it('passes the category taxes on: the totals show them and the total with them', async () => {
    const taxed = makeCategory(1, [hotel, dinner], {
      info: {
        name: 'Konaklama',
        vat_rate: '0.1',
        taxes: [
          {
            name: 'Konaklama Vergisi',
            price_type: 'PERCENTAGE',
            price: '0.02',
            currency_code: null,
            vat_rate: '0',
          },
        ],
      },
    })
    fakeApi(makeDetail([taxed]))
    open()
    // Sell 260, fee 26: 286 with the fee; 2 % of each line's sell amount (4 + 1,20) = 5,20; 291,20.
    expect(await screen.findByTestId('total-totalSellWithFee')).toHaveProperty('textContent', '286,00 TRY')
    expect(screen.getByTestId('total-taxes').textContent).toBe('5,20 TRY')
    expect(screen.getByTestId('total-totalWithTaxes').textContent).toBe('291,20 TRY')
    expect(screen.getByTestId('totals-bar').textContent).toContain('291,20 TRY')
    // Taxes are not profit: 286 − 210.
    expect(screen.getByTestId('total-profit').textContent).toBe('76,00 TRY')
  })

  it('shows the conflict notice and takes the server row on a 409', async () => {
    const theirs = { ...hotel, name: 'Otel (Ayşe)', version: 3 }
    const calls = fakeApi(makeDetail([makeCategory(1, [hotel, dinner])]), {
      'PUT /budget/B1/items/1': () => jsonResponse({ message: 'Çakışma', data: theirs }, 409),
    })
    open()
    const user = userEvent.setup()
    await user.click(await screen.findByText('Otel'))
    await user.keyboard('X{Enter}')
    expect(
      await screen.findByText('Bu satırı başka biri değiştirdi; son hali yüklendi', {}, { timeout: 3000 }),
    ).toBeTruthy()
    const put = calls.find((call) => call.key === 'PUT /budget/B1/items/1')
    expect(put?.body).toEqual({ name: 'X', version: 1 })
    expect(document.getElementById('budget-cell-l1-0')?.textContent).toBe('Otel (Ayşe)')
    expect(within(screen.getByRole('grid')).queryByText('X')).toBeNull()
  })
})

describe('the autosave', () => {
  it('says "saving" while a change waits for its pause, and sends it at once when the tab goes', async () => {
    const calls = fakeApi(makeDetail([makeCategory(1, [hotel, dinner])]), {
      'PUT /budget/B1/items/1': (body) =>
        jsonResponse({ data: [{ ...hotel, ...(body as object), version: 2 }], version: 2 }),
    })
    open()
    const user = userEvent.setup()
    await user.click(await screen.findByText('Otel'))
    // Tab stays on the row (leaving the row would send the change at once).
    await user.keyboard('Y{Tab}')
    // Typed, not yet sent: "Kaydedildi" would tell someone about to reload that it is safe.
    expect(screen.getByText('Kaydediliyor…')).toBeTruthy()
    expect(calls.some((call) => call.key === 'PUT /budget/B1/items/1')).toBe(false)

    fireEvent(window, new Event('pagehide'))
    const put = calls.find((call) => call.key === 'PUT /budget/B1/items/1')
    expect(put).toMatchObject({ body: { name: 'Y', version: 1 }, keepalive: true })
    expect(await screen.findByText('Kaydedildi')).toBeTruthy()
    expect(calls.filter((call) => call.key === 'PUT /budget/B1/items/1')).toHaveLength(1)
  })
})

describe('the editor dialogs', () => {
  it('saves the budget as a template from a modal: name required, Enter submits, Escape closes', async () => {
    const calls = fakeApi(makeDetail([makeCategory(1, [hotel])]), {
      'POST /budget/B1/save-as-template': () => jsonResponse({ message: 'Şablon kaydedildi' }),
    })
    open()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Şablon olarak kaydet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Şablon Olarak Kaydet' })
    const name = within(dialog).getByRole('textbox', { name: /Şablon adı/ })
    expect((name as HTMLInputElement).value).toBe('Ana Bütçe')

    await user.clear(name)
    await user.type(name, '   {Enter}')
    expect(await within(dialog).findByText('Bu alan zorunludur')).toBeTruthy()
    expect(calls.some((call) => call.key === 'POST /budget/B1/save-as-template')).toBe(false)

    await user.clear(name)
    await user.type(name, ' Gala şablonu {Enter}')
    expect(await screen.findByText('Şablon kaydedildi')).toBeTruthy()
    expect(calls.find((call) => call.key === 'POST /budget/B1/save-as-template')?.body).toEqual({
      name: 'Gala şablonu',
    })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Şablon Olarak Kaydet' })).toBeNull())

    await user.click(screen.getByRole('button', { name: 'Şablon olarak kaydet' }))
    await screen.findByRole('dialog', { name: 'Şablon Olarak Kaydet' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Şablon Olarak Kaydet' })).toBeNull())
    expect(calls.filter((call) => call.key === 'POST /budget/B1/save-as-template')).toHaveLength(1)
  })

  it('shows the server refusal of a template name under the field', async () => {
    fakeApi(makeDetail([makeCategory(1, [hotel])]), {
      'POST /budget/B1/save-as-template': () =>
        jsonResponse({ message: 'Hatalı', errors: { name: ['Bu ad zaten kullanılıyor.'] } }, 422),
    })
    open()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Şablon olarak kaydet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Şablon Olarak Kaydet' })
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }))
    expect(await within(dialog).findByText('Bu ad zaten kullanılıyor.')).toBeTruthy()
  })

  it('renames a category from its header row and takes the budget the server answers', async () => {
    const detail = makeDetail([makeCategory(1, [hotel, dinner], { name: 'Konaklama' })])
    const renamed = makeDetail([
      makeCategory(1, [hotel, dinner], {
        name: 'Otel ve Konaklama',
        name_en: 'Accommodation',
        info: { name: 'Konaklama', vat_rate: '0.1', taxes: [] },
      }),
    ])
    const calls = fakeApi(detail, {
      'PUT /budget/B1/categories/1': () =>
        jsonResponse({ message: 'Kategori güncellendi', data: { ...renamed, version: 2 } }),
    })
    open()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Kategoriyi düzenle: Konaklama' }))
    const dialog = await screen.findByRole('dialog', { name: 'Kategoriyi Düzenle' })
    const name = within(dialog).getByRole('textbox', { name: /Kategori adı/ })
    expect((name as HTMLInputElement).value).toBe('Konaklama')

    await user.clear(name)
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }))
    expect(await within(dialog).findByText('Bu alan zorunludur')).toBeTruthy()
    expect(calls.some((call) => call.key === 'PUT /budget/B1/categories/1')).toBe(false)

    await user.type(name, 'Otel ve Konaklama')
    await user.type(within(dialog).getByRole('textbox', { name: /İngilizce adı/ }), 'Accommodation')
    const vat = within(dialog).getByRole('textbox', { name: /KDV oranı/ })
    await user.clear(vat)
    await user.type(vat, '10{Enter}')
    expect(await screen.findByText('Kategori güncellendi')).toBeTruthy()
    expect(calls.find((call) => call.key === 'PUT /budget/B1/categories/1')?.body).toEqual({
      name: 'Otel ve Konaklama',
      name_en: 'Accommodation',
      vat_rate: '0.1',
    })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kategoriyi Düzenle' })).toBeNull())
    expect(within(screen.getByRole('grid')).getByText('Otel ve Konaklama')).toBeTruthy()
  })

  it('opens the category form with Enter on its header row and closes it with Escape', async () => {
    const calls = fakeApi(makeDetail([makeCategory(1, [hotel], { name: 'Konaklama' })]))
    open()
    const user = userEvent.setup()
    await user.click(await screen.findByText('Otel'))
    await user.keyboard('{ArrowUp}{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Kategoriyi Düzenle' })
    expect((within(dialog).getByRole('textbox', { name: /Kategori adı/ }) as HTMLInputElement).value).toBe(
      'Konaklama',
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kategoriyi Düzenle' })).toBeNull())
    expect(calls.some((call) => call.key.startsWith('PUT /budget/B1/categories'))).toBe(false)
  })
})
