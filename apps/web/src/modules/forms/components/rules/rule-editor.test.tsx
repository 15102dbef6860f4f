import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../../test/fixtures'
import { makeTestForm, TEST_RULE } from '../../test-form'
import { fakeApi, renderPanel, resetApi, writes } from '../field-detail/panel-test-kit'
import { RuleEditor } from './rule-editor'

afterEach(resetApi)

const addButton = () => screen.getByRole('button', { name: 'Kuralı ekle' })

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }))
  await user.click(await screen.findByRole('option', { name: option }))
}

describe('RuleEditor', () => {
  it('lists the rules as sentences and says when there are none', () => {
    const form = makeTestForm()
    fakeApi()
    const { unmount } = renderPanel(
      form,
      <RuleEditor form={form} type="FORMSECTION" source={13} rules={[TEST_RULE]} />,
    )
    expect(screen.getByText('Katılacak mısınız? = Evet')).toBeTruthy()
    unmount()
    renderPanel(form, <RuleEditor form={form} type="FORMSECTION" source={12} rules={[]} />)
    expect(screen.getByText('Henüz eklenmiş bir kural yok.')).toBeTruthy()
  })

  it('enables adding only with a target, an operator and a value (none for FULL and EMPTY)', async () => {
    const form = makeTestForm()
    const calls = fakeApi({ 'POST /form/frm7test/rules': () => jsonResponse({ message: 'Kural eklendi.' }) })
    const user = userEvent.setup()
    renderPanel(form, <RuleEditor form={form} type="FORMSECTION" source={13} rules={[]} />)
    expect(addButton()).toHaveProperty('disabled', true)
    await pick(user, 'Koşulun alanı', 'Katılacak mısınız?')
    // The operator defaults to the target's first; the value is still missing.
    expect(addButton()).toHaveProperty('disabled', true)
    await pick(user, 'Değer', 'Hayır')
    expect(addButton()).toHaveProperty('disabled', false)
    await pick(user, 'Koşul', 'Dolu')
    expect(screen.queryByLabelText('Değer')).toBeNull()
    expect(addButton()).toHaveProperty('disabled', false)
    await user.click(addButton())
    await waitFor(() => expect(writes(calls)).toHaveLength(1))
    expect(writes(calls)[0]).toEqual({
      key: 'POST /form/frm7test/rules',
      body: { type: 'FORMSECTION', source: 13, target: 'FIELD-101', operator: 'FULL' },
    })
  })

  it('offers only earlier sections’ choice fields and, on a PERSONAL form, the attendee columns', async () => {
    const form = makeTestForm()
    fakeApi()
    const user = userEvent.setup()
    renderPanel(form, <RuleEditor form={form} type="FORMFIELD" source={103} rules={[]} />)
    await user.click(screen.getByRole('combobox', { name: 'Koşulun alanı' }))
    const names = (await screen.findAllByRole('option')).map((option) => option.textContent)
    expect(names).toEqual(['Katılacak mısınız?', 'Katılımcı bilgisi: Dil', 'Katılımcı bilgisi: Ad'])
    await user.click(screen.getByRole('option', { name: 'Katılımcı bilgisi: Dil' }))
    await user.click(screen.getByRole('combobox', { name: 'Koşul' }))
    const operators = (await screen.findAllByRole('option')).map((option) => option.textContent)
    expect(operators).toEqual(['Eşittir', 'Eşit değildir', 'Dolu', 'Boş'])
  })

  it('hides attendee columns on a PUBLIC form', async () => {
    const form = makeTestForm({ type: 'PUBLIC' })
    fakeApi()
    const user = userEvent.setup()
    renderPanel(form, <RuleEditor form={form} type="FORMFIELD" source={103} rules={[]} />)
    await user.click(screen.getByRole('combobox', { name: 'Koşulun alanı' }))
    const names = (await screen.findAllByRole('option')).map((option) => option.textContent)
    expect(names).toEqual(['Katılacak mısınız?'])
  })

  it('shows the server’s refusal', async () => {
    const form = makeTestForm()
    fakeApi({
      'POST /form/frm7test/rules': () =>
        jsonResponse({ message: 'Bu kural eklenemez.', errors: { target: ['Bu kural eklenemez.'] } }, 422),
    })
    const user = userEvent.setup()
    renderPanel(form, <RuleEditor form={form} type="FORMSECTION" source={13} rules={[]} />)
    await pick(user, 'Koşulun alanı', 'Katılacak mısınız?')
    await pick(user, 'Değer', 'Evet')
    await user.click(addButton())
    expect((await screen.findByRole('alert')).textContent).toBe('Bu kural eklenemez.')
  })

  it('says rules cannot be used on an mma form, and nothing else', () => {
    const form = makeTestForm({ form_type: 'mma' })
    fakeApi()
    renderPanel(form, <RuleEditor form={form} type="FORMSECTION" source={13} rules={[]} />)
    expect(screen.getByText('Bu formda kural kullanılamaz.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Kuralı ekle' })).toBeNull()
  })
})
