import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { ApiError } from '../../../shared/api/api-error'
import { sessionStore } from '../../../shared/session/session-store'
import { ADMIN, jsonResponse } from '../../../test/fixtures'
import { renderRoutes } from '../../../test/render'
import { BudgetCategoryForm } from './budget-category-form'

function mockApi() {
  configureApi({
    fetch: vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input)
      if (url.includes('/event-companies/'))
        return jsonResponse({
          id: 10,
          currency: 'TRY',
          currencies: [{ shortcode: 'TRY' }, { shortcode: 'EUR' }],
        })
      if (url.includes('/definition/supplier-categories')) return jsonResponse([{ id: 4, name: 'Otel' }])
      return jsonResponse({ message: 'not mocked' }, 404)
    }) as unknown as typeof fetch,
    getToken: () => 'token',
  })
}
afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

function renderForm(onSave = vi.fn(async () => ({ message: 'Kayıt eklendi.' }))) {
  mockApi()
  sessionStore.start('token', ADMIN, true)
  const onClose = vi.fn()
  renderRoutes([{ path: '/', element: <BudgetCategoryForm row={null} onClose={onClose} onSave={onSave} /> }])
  return { onSave, onClose }
}

describe('BudgetCategoryForm', () => {
  it('saves once a name and a VAT rate are in, sending rates as fractions and no blank rows', async () => {
    const { onSave, onClose } = renderForm()
    const user = userEvent.setup()
    const save = await screen.findByRole('button', { name: 'Kaydet' })
    expect((save as HTMLButtonElement).disabled).toBe(true)
    // One row is always there and cannot be removed.
    expect(
      (screen.getByRole('button', { name: '1. vergi satırını kaldır' }) as HTMLButtonElement).disabled,
    ).toBe(true)

    await user.type(screen.getByRole('textbox', { name: 'Ad' }), 'Teknik')
    await user.type(screen.getByRole('textbox', { name: 'Varsayılan KDV oranı (%)' }), '18')
    await user.click(screen.getByRole('button', { name: 'Vergi satırı ekle' }))
    const second = screen.getByRole('group', { name: '2. vergi satırı' })
    await user.type(within(second).getByRole('textbox', { name: 'Vergi adı' }), 'Belediye Payı')
    await user.type(within(second).getByRole('textbox', { name: 'Oran (%)' }), '5')
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false))
    await user.click(save)

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(onSave).toHaveBeenCalledWith(
      {
        name: 'Teknik',
        name_en: null,
        vat_rate: '0.18',
        supplier_categories: [],
        taxes: [
          {
            name: 'Belediye Payı',
            price_type: 'PERCENTAGE',
            currency_code: null,
            price: '0.05',
            vat_rate: '0',
          },
        ],
      },
      null,
    )
  })

  it('stops adding rows at ten', async () => {
    renderForm()
    const user = userEvent.setup()
    const add = await screen.findByRole('button', { name: 'Vergi satırı ekle' })
    for (let row = 2; row <= 10; row += 1) await user.click(add)
    expect(screen.getAllByRole('group', { name: /vergi satırı$/ })).toHaveLength(10)
    expect((add as HTMLButtonElement).disabled).toBe(true)
  })

  it("puts the server's error on the row the user sees, past the blank rows that were not sent", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(422, 'Geçersiz seçim', { 'taxes.0.currency_code': ['Geçersiz seçim'] })
    })
    renderForm(onSave)
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: 'Ad' }), 'Teknik')
    await user.type(screen.getByRole('textbox', { name: 'Varsayılan KDV oranı (%)' }), '18')
    await user.click(screen.getByRole('button', { name: 'Vergi satırı ekle' }))
    const second = screen.getByRole('group', { name: '2. vergi satırı' })
    await user.type(within(second).getByRole('textbox', { name: 'Vergi adı' }), 'Damga')
    await user.type(within(second).getByRole('textbox', { name: 'Oran (%)' }), '1')
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect(await within(second).findByText('Geçersiz seçim')).toBeTruthy()
    expect(
      within(screen.getByRole('group', { name: '1. vergi satırı' })).queryByText('Geçersiz seçim'),
    ).toBeNull()
  })
})
