import type { FormFieldOut } from '@ajanda/contracts/forms/form-detail'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../../test/fixtures'
import { makeTestField, makeTestForm, makeTestSection } from '../../test-form'
import { matrixLines } from './matrix-tab'
import { CachedFieldPanel, fakeApi, fieldOf, renderPanel, resetApi, writes } from './panel-test-kit'

afterEach(resetApi)

const OPTIONS = '/form/frm7test/field/101/option'

function answerWith(field: FormFieldOut) {
  return () => jsonResponse({ message: 'Tamam', data: field })
}

async function openOptions() {
  const user = userEvent.setup()
  await user.click(screen.getByRole('tab', { name: 'Seçenekler' }))
  return user
}

describe('the options tab', () => {
  it('adds an option and says so', async () => {
    const form = makeTestForm()
    const dropdown = fieldOf(form, 101)
    const added = {
      ...dropdown,
      options: [
        ...dropdown.options,
        { ...dropdown.options[0], id: 503, option_text: { tr: 'Belki' }, sort_order: 3 },
      ],
    } as FormFieldOut
    const calls = fakeApi({ [`POST ${OPTIONS}`]: answerWith(added) })
    renderPanel(form, <CachedFieldPanel form={form} fieldId={101} />)
    const user = await openOptions()
    const add = screen.getByRole('button', { name: 'Seçenek ekle' })
    expect(add).toHaveProperty('disabled', true)
    await user.type(screen.getByRole('textbox', { name: 'Yeni seçenek' }), 'Belki')
    await user.type(screen.getByRole('textbox', { name: 'Kontenjan' }), '20')
    await user.click(add)
    expect(await screen.findByText('Seçenek eklendi.')).toBeTruthy()
    expect(writes(calls)).toEqual([
      { key: `POST ${OPTIONS}`, body: { option_text: 'Belki', quota_available: 20 } },
    ])
    expect(screen.getAllByTestId('option-row')).toHaveLength(3)
  })

  it('saves an inline edit of the text per language and of the quota', async () => {
    const form = makeTestForm()
    const calls = fakeApi({
      [`PUT ${OPTIONS}/501`]: answerWith(fieldOf(form, 101)),
    })
    renderPanel(form, <CachedFieldPanel form={form} fieldId={101} />)
    const user = await openOptions()
    const first = screen.getAllByTestId('option-row')[0] as HTMLElement
    const tr = within(first).getByRole('textbox', { name: 'Evet seçeneğinin metni (TR)' })
    await user.clear(tr)
    await user.type(tr, 'Evet, katılacağım{Enter}')
    const en = within(first).getByRole('textbox', { name: 'Evet seçeneğinin metni (EN)' })
    await user.clear(en)
    await user.type(en, 'Yes, I will')
    fireEvent.blur(en)
    const quota = within(first).getByRole('textbox', { name: 'Evet seçeneğinin kontenjanı' })
    await user.type(quota, '50')
    fireEvent.blur(quota)
    await waitFor(() => expect(writes(calls)).toHaveLength(3))
    expect(writes(calls).map((call) => call.body)).toEqual([
      { column: 'option_text', data: 'Evet, katılacağım' },
      { column: 'option_text_en', data: 'Yes, I will' },
      { column: 'quota_available', data: 50 },
    ])
  })

  it('sorts with the arrows and sends the new order', async () => {
    const form = makeTestForm()
    const dropdown = fieldOf(form, 101)
    const sorted = { ...dropdown, options: [...dropdown.options].reverse() }
    const calls = fakeApi({ [`POST ${OPTIONS}/sort`]: answerWith(sorted) })
    renderPanel(form, <CachedFieldPanel form={form} fieldId={101} />)
    const user = await openOptions()
    expect(screen.getByRole('button', { name: 'Evet seçeneğini yukarı taşı' })).toHaveProperty(
      'disabled',
      true,
    )
    await user.click(screen.getByRole('button', { name: 'Hayır seçeneğini yukarı taşı' }))
    expect(await screen.findByText('Seçeneklerin sırası kaydedildi.')).toBeTruthy()
    expect(writes(calls)).toEqual([{ key: `POST ${OPTIONS}/sort`, body: { options: [502, 501] } }])
    const rows = screen.getAllByTestId('option-row')
    expect(
      (
        within(rows[0] as HTMLElement).getByRole('textbox', {
          name: 'Hayır seçeneğinin metni (TR)',
        }) as HTMLInputElement
      ).value,
    ).toBe('Hayır')
  })

  it('deletes an option after the confirmation', async () => {
    const form = makeTestForm()
    const dropdown = fieldOf(form, 101)
    const calls = fakeApi({
      [`DELETE ${OPTIONS}/502`]: answerWith({ ...dropdown, options: dropdown.options.slice(0, 1) }),
    })
    renderPanel(form, <CachedFieldPanel form={form} fieldId={101} />)
    const user = await openOptions()
    await user.click(screen.getByRole('button', { name: 'Hayır seçeneğini sil' }))
    await user.click(await screen.findByRole('button', { name: 'Sil' }))
    expect(await screen.findByText('Seçenek silindi.')).toBeTruthy()
    expect(writes(calls)).toEqual([{ key: `DELETE ${OPTIONS}/502`, body: undefined }])
  })

  it('keeps a choice matrix’s rows and columns in props, empty and repeated lines dropped', async () => {
    expect(matrixLines(' Oda \n\nOda\nKahvaltı\n ')).toEqual(['Oda', 'Kahvaltı'])
    const matrix = makeTestField(120, 11, 'choice_matrix', { props: { rows: ['Oda'], columns: ['İyi'] } })
    const form = makeTestForm()
    form.sections[0] = makeTestSection(11, { tr: 'Kişisel bilgiler' }, [matrix])
    const calls = fakeApi({
      'PUT /form/field/120': (body) =>
        jsonResponse({ message: 'Tamam', data: { ...matrix, ...(body as object) } }),
    })
    renderPanel(form, <CachedFieldPanel form={form} fieldId={120} />)
    const user = await openOptions()
    const rows = screen.getByRole('textbox', { name: 'Satırlar' })
    await user.type(rows, '{Enter}{Enter}Oda{Enter}Ulaşım')
    fireEvent.blur(rows)
    await waitFor(() => expect(writes(calls)).toHaveLength(1))
    expect(writes(calls)[0]?.body).toEqual({ props: { rows: ['Oda', 'Ulaşım'], columns: ['İyi'] } })
  })
})
