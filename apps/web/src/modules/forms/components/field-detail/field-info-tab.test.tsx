import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../../test/fixtures'
import { makeTestForm } from '../../test-form'
import { FieldDetailPanel } from './field-detail-panel'
import { CachedFieldPanel, fakeApi, fieldOf as field, renderPanel, resetApi, writes } from './panel-test-kit'

afterEach(resetApi)

async function defaultTypes(form: FormDetail) {
  fakeApi()
  const user = userEvent.setup()
  const view = renderPanel(form, <FieldDetailPanel form={form} field={field(form, 102)} onClose={() => {}} />)
  await user.click(screen.getByRole('combobox', { name: 'Varsayılan değer' }))
  const names = (await screen.findAllByRole('option')).map((option) => option.textContent)
  view.unmount()
  return names
}

describe('FieldDetailPanel, Alan Bilgileri', () => {
  it('offers a DB default only on PERSONAL forms that are not mma', async () => {
    expect(await defaultTypes(makeTestForm())).toEqual(['Yok', 'Sabit değer', 'Katılımcı bilgisinden'])
    expect(await defaultTypes(makeTestForm({ type: 'PUBLIC' }))).toEqual(['Yok', 'Sabit değer'])
    expect(await defaultTypes(makeTestForm({ form_type: 'mma' }))).toEqual(['Yok', 'Sabit değer'])
  })

  it('autosaves the typing once it pauses and says so once', async () => {
    const form = makeTestForm()
    const calls = fakeApi({
      'PUT /form/field/102': (body) =>
        jsonResponse({
          message: 'Alan bilgileri güncellendi.',
          data: { ...field(form, 102), ...(body as object) },
        }),
    })
    const user = userEvent.setup()
    renderPanel(form, <CachedFieldPanel form={form} fieldId={102} />)
    const title = screen.getByRole('textbox', { name: 'Başlık (TR)' })
    await user.clear(title)
    await user.type(title, 'Adınız')
    // Saved once typing paused (a slow machine may pause mid-word): never one call per key.
    await waitFor(() =>
      expect(writes(calls).at(-1)).toEqual({
        key: 'PUT /form/field/102',
        body: { title: { tr: 'Adınız', en: 'Full name' } },
      }),
    )
    expect(writes(calls).length).toBeLessThan(3)
    expect(await screen.findByText(/Alan bilgileri güncellendi\./)).toBeTruthy()
    expect((title as HTMLInputElement).value).toBe('Adınız')
  })

  it('shows a 422 under its input and in the status line', async () => {
    const form = makeTestForm()
    fakeApi({
      'PUT /form/field/102': () =>
        jsonResponse(
          {
            message: 'Alan kodu geçersiz.',
            errors: { code: ['Alan kodu yalnızca harf ve rakam içerebilir.'] },
          },
          422,
        ),
    })
    const user = userEvent.setup()
    renderPanel(form, <FieldDetailPanel form={form} field={field(form, 102)} onClose={() => {}} />)
    await user.type(screen.getByRole('textbox', { name: 'Alan kodu' }), 'a b')
    expect(await screen.findByText('Alan kodu yalnızca harf ve rakam içerebilir.')).toBeTruthy()
    expect(screen.getByText('Kaydedilemedi: Alan kodu geçersiz.')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'Alan kodu' }) as HTMLInputElement).value).toBe('a b')
  })

  it('shows the type’s own tab by its editor tab', () => {
    const form = makeTestForm()
    fakeApi()
    const expected: [number, string | null][] = [
      [101, 'Seçenekler'],
      [103, 'Ayarlar'],
      [104, 'Sözleşme Detayı'],
      [105, 'Video Detayı'],
      [106, 'PDF Dosya Detayı'],
      [107, 'Uçuşlar'],
      [108, 'İçerik'],
      [102, null],
    ]
    for (const [id, name] of expected) {
      const view = renderPanel(
        form,
        <FieldDetailPanel form={form} field={field(form, id)} onClose={() => {}} />,
      )
      const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent)
      expect(tabs).toEqual(['Alan Bilgileri', 'Kurallar', ...(name ? [name] : [])])
      view.unmount()
    }
  })
})
