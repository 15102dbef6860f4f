import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import { useQuery } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../test/fixtures'
import { formKeys } from '../forms.api'
import { makeTestForm } from '../test-form'
import { fakeApi, renderPanel, resetApi, writes } from './field-detail/panel-test-kit'
import { SectionDetailPanel } from './section-detail-panel'

afterEach(resetApi)

function CachedSectionPanel({ form, sectionId }: { form: FormDetail; sectionId: number }) {
  const cached = useQuery({
    queryKey: formKeys.detail(form.id),
    queryFn: () => form,
    initialData: form,
    staleTime: Number.POSITIVE_INFINITY,
  })
  const section = cached.data.sections.find((each) => each.id === sectionId)
  return section ? <SectionDetailPanel form={cached.data} section={section} onClose={() => {}} /> : null
}

describe('SectionDetailPanel', () => {
  it('autosaves the section’s details', async () => {
    const form = makeTestForm()
    const third = form.sections[2]
    const calls = fakeApi({
      'PUT /form/frm7test/section/13': (body) =>
        jsonResponse({ message: 'Bölüm güncellendi.', data: { ...third, ...(body as object) } }),
    })
    const user = userEvent.setup()
    renderPanel(form, <CachedSectionPanel form={form} sectionId={13} />)
    const title = screen.getByRole('textbox', { name: 'Bölüm başlığı (EN)' })
    await user.clear(title)
    await user.type(title, 'Stay')
    await user.click(screen.getByRole('switch', { name: 'Gizli' }))
    // One save or two, depending on how long the typing took: together they carry both edits.
    await waitFor(() =>
      expect(Object.assign({}, ...writes(calls).map((call) => call.body))).toEqual({
        title: { tr: 'Konaklama', en: 'Stay' },
        is_hidden: true,
      }),
    )
    expect(writes(calls).every((call) => call.key === 'PUT /form/frm7test/section/13')).toBe(true)
    expect(await screen.findByText(/Bölüm bilgileri güncellendi\./)).toBeTruthy()
  })

  it('shows its rules with how they combine, and saves the action', async () => {
    const form = makeTestForm()
    const calls = fakeApi({
      'PUT /form/frm7test/section/13': (body) =>
        jsonResponse({ message: 'Tamam', data: { ...form.sections[2], ...(body as object) } }),
    })
    const user = userEvent.setup()
    renderPanel(form, <CachedSectionPanel form={form} sectionId={13} />)
    await user.click(screen.getByRole('tab', { name: 'Kurallar' }))
    expect(screen.getByText('Katılacak mısınız? = Evet')).toBeTruthy()
    await user.click(screen.getByRole('combobox', { name: 'Kurallar sağlanınca' }))
    await user.click(await screen.findByRole('option', { name: 'Gizle' }))
    await waitFor(() => expect(writes(calls)).toHaveLength(1))
    expect(writes(calls)[0]?.body).toEqual({ dep_action: 'HIDE' })
  })
})
