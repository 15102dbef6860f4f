import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render as renderBare, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { stubBrowser, withMantine } from '../../../../shared/form-renderer/renderer-test-utils'
import { makeTestForm } from '../../test-form'
import { FormPreview } from './form-preview'

beforeAll(stubBrowser)

/** The preview reads the address lists through the app's query cache (modules/definitions/address-places.ts). */
const render = (element: React.ReactElement) =>
  renderBare(<QueryClientProvider client={new QueryClient()}>{element}</QueryClientProvider>)

const fieldBox = (id: number) => document.querySelector(`[data-field-id="${id}"]`) as HTMLElement

async function chooseAttendance(user: ReturnType<typeof userEvent.setup>, option: string) {
  await user.click(screen.getByRole('combobox', { name: 'Katılacak mısınız?' }))
  await user.click(await screen.findByRole('option', { name: option }))
}

describe('FormPreview', () => {
  it('shows the ruled section live as the answer changes, and hides it again', async () => {
    const user = userEvent.setup()
    render(withMantine(<FormPreview form={makeTestForm()} />))
    expect(screen.getByRole('heading', { name: 'Kişisel bilgiler' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Konaklama' })).toBeNull()

    await chooseAttendance(user, 'Evet')
    expect(screen.getByRole('heading', { name: 'Konaklama' })).toBeTruthy()
    await chooseAttendance(user, 'Hayır')
    expect(screen.queryByRole('heading', { name: 'Konaklama' })).toBeNull()
  })

  it('validates with the engine: errors under the fields, following the answers; Sıfırla starts over', async () => {
    const user = userEvent.setup()
    render(withMantine(<FormPreview form={makeTestForm()} />))
    await user.click(screen.getByRole('button', { name: 'Doğrula' }))

    expect(within(fieldBox(101)).getByText(/zorunlu/)).toBeTruthy()
    // A shown contract must be accepted whatever is_required says.
    expect(within(fieldBox(104)).getByRole('alert').textContent).not.toBe('')
    expect(screen.getByRole('status').textContent).toMatch(/zorunlu/)

    await chooseAttendance(user, 'Evet')
    expect(within(fieldBox(101)).queryByText(/zorunlu/)).toBeNull()
    await user.click(within(fieldBox(104)).getByRole('checkbox', { name: 'Okudum, kabul ediyorum' }))
    expect(screen.getByRole('status').textContent).toBe('Yanıtlar geçerli.')
    expect(screen.getByRole('heading', { name: 'Konaklama' })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Sıfırla' }))
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Konaklama' })).toBeNull()
    expect(
      (within(fieldBox(104)).getByRole('checkbox', { name: 'Okudum, kabul ediyorum' }) as HTMLInputElement)
        .checked,
    ).toBe(false)
  })

  it("switches between the phone's width and the full width, and among the form's languages", async () => {
    const user = userEvent.setup()
    render(withMantine(<FormPreview form={makeTestForm()} />))
    const frame = () => document.querySelector('[data-device]') as HTMLElement
    expect(frame().getAttribute('data-device')).toBe('phone')
    await user.click(screen.getByRole('radio', { name: 'Masaüstü' }))
    expect(frame().getAttribute('data-device')).toBe('desktop')

    await user.click(screen.getByRole('radio', { name: 'EN' }))
    expect(screen.getByRole('combobox', { name: 'Will you attend?' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Personal details' })).toBeTruthy()
    // The renderer's own texts follow the form's language too.
    expect(screen.getByRole('checkbox', { name: 'I have read and accept it' })).toBeTruthy()
    expect(frame().getAttribute('lang')).toBe('en')
    await user.click(screen.getByRole('button', { name: 'Doğrula' }))
    expect(screen.getByRole('status').textContent).toMatch(/required/i)
  })

  it('offers no language switch for a form in one language', () => {
    render(withMantine(<FormPreview form={makeTestForm({ languages: ['tr'] })} />))
    expect(screen.queryByRole('radio', { name: 'TR' })).toBeNull()
    expect(screen.getByRole('radio', { name: 'Telefon' })).toBeTruthy()
  })
})
