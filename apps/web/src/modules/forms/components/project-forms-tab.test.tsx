import type { FormSummary } from '@ajanda/contracts/forms/form-detail'
import { Notifications } from '@mantine/notifications'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { sessionStore } from '../../../shared/session/session-store'
import { ADMIN, jsonResponse } from '../../../test/fixtures'
import { renderRoutes } from '../../../test/render'
import { makeTestForm } from '../test-form'
import { ProjectFormsTab } from './project-forms-tab'

vi.mock('../../../shared/ui/confirm', () => ({ confirmDestructive: async () => true }))

const { sections: _sections, db_columns: _columns, ...summary } = makeTestForm()
const FORM: FormSummary = { ...summary, fields_count: 10, answers_count: 4 }

type Call = { method: string; path: string; search: string; body: unknown }

function fakeApi(forms: FormSummary[], answer: (call: Call) => Response | null = () => null) {
  const calls: Call[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const path = url.pathname.replace('/api/v1', '')
    const call = {
      method: init?.method ?? 'GET',
      path,
      search: url.search,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    }
    calls.push(call)
    const answered = answer(call)
    if (answered) return answered
    if (path === '/forms' && call.method === 'GET') return jsonResponse({ data: forms })
    return jsonResponse({ message: 'ok' })
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return calls
}

function renderTab(readOnly = false) {
  return renderRoutes(
    [
      {
        path: '/project/:code/forms',
        element: (
          <>
            <Notifications />
            <ProjectFormsTab project={{ id: 3, code: 'DEMO26', read_only: readOnly }} />
          </>
        ),
      },
      { path: '/project/:code/reg-form/:id', element: <p>builder page</p> },
    ],
    '/project/DEMO26/forms',
  )
}

beforeEach(() => sessionStore.start('token', ADMIN, true))
afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

describe('the project forms tab', () => {
  it('says the project has no forms yet and offers a new one', async () => {
    const calls = fakeApi([])
    renderTab()
    expect(await screen.findByText('Bu projenin henüz formu yok')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Yeni form' })).toBeTruthy()
    expect(calls[0]?.search).toContain('project_id=3')
  })

  it('lists the forms with their type, status, counts, and links each to its builder', async () => {
    fakeApi([FORM, { ...FORM, id: 8, name: 'Gala LCV', form_type: 'rsvp', status: 'published' }])
    renderTab()
    const table = await screen.findByRole('table', { name: 'Projenin formları' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(within(rows[1] as HTMLElement).getByText('Kayıt')).toBeTruthy()
    expect(within(rows[1] as HTMLElement).getByText('Taslak')).toBeTruthy()
    expect(within(rows[1] as HTMLElement).getByText('Kişiye özel')).toBeTruthy()
    expect(within(rows[2] as HTMLElement).getByText('Yayında')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Kayıt formu formunu düzenle' }).getAttribute('href')).toBe(
      '/project/DEMO26/reg-form/7',
    )
    expect(screen.getByRole('link', { name: 'Gala LCV formunu düzenle' }).getAttribute('href')).toBe(
      '/project/DEMO26/rsvp-form/8',
    )
  })

  it('lists the forms without new or row actions on a project read only by taking part', async () => {
    fakeApi([FORM])
    renderTab(true)
    expect(await screen.findByRole('link', { name: 'Kayıt formu formunu düzenle' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Yeni form' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Kayıt formu işlemleri' })).toBeNull()
  })

  it('creates a form and opens its builder', async () => {
    const calls = fakeApi([], ({ method, path }) =>
      method === 'POST' && path === '/forms'
        ? jsonResponse({ message: 'Form oluşturuldu', data: makeTestForm({ id: 9 }) })
        : null,
    )
    renderTab()
    await userEvent.click(await screen.findByRole('button', { name: 'Yeni form' }))
    const dialog = await screen.findByRole('dialog', { name: 'Yeni form' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Form adı' }), 'Kongre kaydı')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Oluştur' }))
    expect(await screen.findByText('builder page')).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      project_id: 3,
      name: 'Kongre kaydı',
      form_type: 'registration',
      type: 'PERSONAL',
      languages: ['tr'],
    })
  })

  it('shows the server message when a form cannot be deleted', async () => {
    fakeApi([FORM], ({ method }) =>
      method === 'DELETE'
        ? jsonResponse({ message: 'Yanıtı olan yayındaki form silinemez, kapatabilirsiniz.' }, 409)
        : null,
    )
    renderTab()
    await userEvent.click(await screen.findByRole('button', { name: 'Kayıt formu işlemleri' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sil' }))
    await waitFor(() =>
      expect(screen.getByText('Yanıtı olan yayındaki form silinemez, kapatabilirsiniz.')).toBeTruthy(),
    )
  })
})
