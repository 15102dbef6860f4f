import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../../test/fixtures'
import { makeTestField, makeTestForm, makeTestSection } from '../../test-form'
import { CachedFieldPanel, fakeApi, fieldOf, renderPanel, resetApi, writes } from './panel-test-kit'

afterEach(resetApi)

/** The form of the fixture with the settings types added to its second section (ids 121-125). */
function formWithSettings() {
  const form = makeTestForm()
  const second = form.sections[1]
  if (!second) throw new Error('no second section')
  form.sections[1] = makeTestSection(12, { tr: 'Ayrıntılar' }, [
    ...second.fields,
    makeTestField(121, 12, 'room_mates', { room_mate_type: 'MACTHED_LIST_CHOOSE' }),
    makeTestField(122, 12, 'file_uploader'),
    makeTestField(123, 12, 'name'),
    makeTestField(124, 12, 'address'),
    makeTestField(125, 12, 'currency'),
  ])
  return form
}

const CASES: [number, string, string][] = [
  [103, 'Ayarlar', 'Telefon türü'],
  [104, 'Sözleşme Detayı', 'Sözleşme başlığı (TR)'],
  [105, 'Video Detayı', 'Video adresi'],
  [106, 'PDF Dosya Detayı', 'PDF kaynağı'],
  [107, 'Uçuşlar', 'Uçuş'],
  [108, 'İçerik', 'HTML içerik (TR)'],
  [110, 'Ayarlar', 'Katılıyorum metni (TR)'],
  [121, 'Ayarlar', 'Birinci liste'],
  [122, 'Ayarlar', 'Dosya türü'],
  [123, 'Ayarlar', 'Baş harfleri de sor'],
  [124, 'Ayarlar', 'Sabit ülke'],
  [125, 'Ayarlar', 'Para birimi'],
]

describe('the type tabs', () => {
  it.each(CASES)('field %i shows its %s tab', async (id, tab, label) => {
    const form = formWithSettings()
    fakeApi({
      'GET /project/3/flights': () => jsonResponse({ data: [] }),
      'GET /project/3/attendees/lists': () => jsonResponse({ data: [{ id: 1, name: 'Davetliler' }] }),
    })
    const user = userEvent.setup()
    renderPanel(form, <CachedFieldPanel form={form} fieldId={id} />)
    await user.click(screen.getByRole('tab', { name: tab }))
    expect((await screen.findAllByLabelText(label, { exact: false })).length).toBeGreaterThan(0)
  })

  it('saves a prop with the others the field has', async () => {
    const form = formWithSettings()
    const video = fieldOf(form, 105)
    const calls = fakeApi({
      'PUT /form/field/105': (body) =>
        jsonResponse({ message: 'Tamam', data: { ...video, ...(body as object) } }),
    })
    const user = userEvent.setup()
    renderPanel(form, <CachedFieldPanel form={form} fieldId={105} />)
    await user.click(screen.getByRole('tab', { name: 'Video Detayı' }))
    const url = screen.getByLabelText('Video adresi', { exact: false })
    await user.clear(url)
    await waitFor(() => expect(writes(calls).at(-1)?.body).toEqual({ props: { url: '' } }))
  })
})
