import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import { Notifications } from '@mantine/notifications'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { sessionStore } from '../../../shared/session/session-store'
import { ADMIN, jsonResponse } from '../../../test/fixtures'
import { renderWithRouter } from '../../../test/render'
import { fieldChange, layoutOf, moveFieldTo } from '../builder-order'
import { formKeys } from '../forms.api'
import { makeTestField, makeTestForm, makeTestSection } from '../test-form'
import { FormBuilder } from './form-builder'

type Call = { method: string; path: string; body: unknown }

function fakeApi(answer: (call: Call) => Response | null = () => null) {
  const calls: Call[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '')
    const call = {
      method: init?.method ?? 'GET',
      path,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    }
    calls.push(call)
    const answered = answer(call)
    if (answered) return answered
    if (path === '/forms/field-templates')
      return jsonResponse([{ id: 41, name: 'Unvan (şablon)', type: 'short_answer', props: {} }])
    return jsonResponse({ message: 'ok' })
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return calls
}

function renderBuilder(form: FormDetail) {
  const view = renderWithRouter(
    <>
      <Notifications />
      <FormBuilder form={form} />
    </>,
  )
  view.queryClient.setQueryData(formKeys.detail(form.id), form)
  return view
}

beforeEach(() => sessionStore.start('token', ADMIN, true))
afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

describe('the form builder', () => {
  it('says an empty form has no sections yet', () => {
    fakeApi()
    renderBuilder(makeTestForm({ sections: [] }))
    expect(screen.getByText('Henüz form bölümü yok, önce bir bölüm ekleyin.')).toBeTruthy()
    expect(screen.getByText('Alan eklemek için önce bir bölüm ekleyin.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Bölüm ekle' })).toBeTruthy()
  })

  it('shows sections with their fields, the empty section text, the hidden badge and rule counts', () => {
    fakeApi()
    const form = makeTestForm()
    const hidden = {
      ...form,
      sections: form.sections.map((s, i) => (i === 1 ? { ...s, is_hidden: true } : s)),
    }
    renderBuilder(hidden)
    expect(screen.getByText('Kişisel bilgiler')).toBeTruthy()
    expect(screen.getByText('Katılacak mısınız?')).toBeTruthy()
    expect(screen.getByText('Bu bölüm henüz boş!')).toBeTruthy()
    expect(screen.getByText('Gizli')).toBeTruthy()
    const third = screen.getByTestId('form-section-13')
    expect(within(third).getByText('1 kural')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Kayıt formu' })).toBeTruthy()
    expect(screen.getByText('Taslak')).toBeTruthy()
  })

  it('filters the palette by the Turkish and the English type names', async () => {
    fakeApi()
    renderBuilder(makeTestForm())
    const search = screen.getByRole('searchbox', { name: 'Alan ara' })
    await userEvent.type(search, 'telefon')
    expect(screen.getByRole('button', { name: 'Telefon ekle' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Açılır liste ekle' })).toBeNull()
    await userEvent.clear(search)
    await userEvent.type(search, 'dropdown')
    expect(screen.getByRole('button', { name: 'Açılır liste ekle' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Telefon ekle' })).toBeNull()
    await userEvent.clear(search)
    await userEvent.type(search, 'IMZA')
    expect(screen.getByRole('button', { name: 'İmza ekle' })).toBeTruthy()
    await userEvent.clear(search)
    await userEvent.type(search, 'zzzz')
    expect(screen.getByText('Aramaya uyan alan türü yok.')).toBeTruthy()
  })

  it('offers the company field templates in the palette', async () => {
    fakeApi()
    renderBuilder(makeTestForm())
    expect(await screen.findByRole('button', { name: 'Unvan (şablon) şablonunu ekle' })).toBeTruthy()
  })

  it('adds a palette type at the end of the chosen section by click and by Enter', async () => {
    const calls = fakeApi(({ method, path }) =>
      method === 'POST' && path === '/form/frm7test/field'
        ? jsonResponse({ message: 'Alan eklendi', data: makeTestForm() })
        : null,
    )
    renderBuilder(makeTestForm())
    // No section chosen: the last one.
    await userEvent.click(screen.getByRole('button', { name: 'Kısa yanıt ekle' }))
    await waitFor(() => expect(calls.some((c) => c.path === '/form/frm7test/field')).toBe(true))
    expect(calls.find((c) => c.path === '/form/frm7test/field')?.body).toMatchObject({
      section_id: 13,
      field_type: 'short_answer',
      field_index: 0,
    })
    // A section clicked: that one (its detail opens; back to the list to add).
    await userEvent.click(screen.getByRole('button', { name: 'Kişisel bilgiler bölümünü düzenle' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Alan listesine dön' }))
    screen.getByRole('button', { name: 'E-posta ekle' }).focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(calls.filter((c) => c.path === '/form/frm7test/field')).toHaveLength(2))
    expect(calls.filter((c) => c.path === '/form/frm7test/field')[1]?.body).toMatchObject({
      section_id: 11,
      field_type: 'email_input',
      field_index: 2,
    })
  })

  it('moves a field down with its menu and puts the order back when the server refuses', async () => {
    const calls = fakeApi(({ method, path }) =>
      method === 'PUT' && path === '/form/frm7test/section/11/sort'
        ? jsonResponse({ message: 'Sıralama kaydedilemedi: form kapalı' }, 409)
        : null,
    )
    renderBuilder(makeTestForm())
    await userEvent.click(screen.getByRole('button', { name: 'Katılacak mısınız? alanı işlemleri' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Aşağı taşı' }))
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/form/frm7test/section/11/sort')?.body).toEqual({
        fields: [102, 101],
      }),
    )
    expect(await screen.findByText('Sıralama kaydedilemedi: form kapalı')).toBeTruthy()
    const section = screen.getByTestId('form-section-11')
    const titles = within(section)
      .getAllByRole('button', { name: /alanını düzenle$/ })
      .map((b) => b.getAttribute('aria-label'))
    expect(titles).toEqual(['Katılacak mısınız? alanını düzenle', 'Ad Soyad alanını düzenle'])
  })

  it('moves a section up with its menu (POST sort)', async () => {
    const calls = fakeApi()
    renderBuilder(makeTestForm())
    await userEvent.click(screen.getByRole('button', { name: 'Ayrıntılar bölümü işlemleri' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Yukarı taşı' }))
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/form/frm7test/sort')?.body).toEqual({ sections: [12, 11, 13] }),
    )
  })
})

describe('the builder order', () => {
  const form = makeTestForm()
  it('moves a field to another section (move) or within its own (sort)', () => {
    const before = layoutOf(form)
    const moved = moveFieldTo(before, 102, 13, 0)
    expect(fieldChange(before, moved, 102)).toEqual({ kind: 'move', sectionId: 13, index: 0 })
    const sorted = moveFieldTo(before, 101, 11, 1)
    expect(fieldChange(before, sorted, 101)).toEqual({ kind: 'sort', sectionId: 11, fields: [102, 101] })
    expect(fieldChange(before, before, 101)).toBeNull()
  })

  it('builds sections for a fixture by hand', () => {
    const section = makeTestSection(99, { tr: 'Ek' }, [makeTestField(1, 99, 'number')])
    expect(section.fields[0]?.section_id).toBe(99)
  })
})
