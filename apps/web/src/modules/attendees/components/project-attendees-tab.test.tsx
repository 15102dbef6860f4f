import type { FormSummary } from '@ajanda/contracts/forms/form-detail'
import { Notifications } from '@mantine/notifications'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { sessionStore } from '../../../shared/session/session-store'
import { ADMIN, jsonResponse } from '../../../test/fixtures'
import { renderRoutes } from '../../../test/render'
import { makeTestForm } from '../../forms/test-form'
import { makeAttendeeDetail, makeAttendeeRow, pageOf } from '../test-attendees'
import { ProjectAttendeesTab } from './project-attendees-tab'

vi.mock('../../../shared/ui/confirm', () => ({
  confirmAction: async () => true,
  confirmDestructive: async () => true,
}))

const FORM = makeTestForm()
const { sections: _sections, db_columns: _columns, ...summary } = FORM
const FORMS: FormSummary[] = [summary]
const ROWS = [
  makeAttendeeRow(1, { lists: [{ id: 41, name: 'VIP' }] }),
  makeAttendeeRow(2, { status: 'REGISTERED' }),
  makeAttendeeRow(3),
]

type Call = { method: string; path: string; query: URLSearchParams; body: unknown }

function fakeApi(options: { refuseAnswers?: boolean } = {}) {
  const calls: Call[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const path = url.pathname.replace('/api/v1', '')
    const method = init?.method ?? 'GET'
    calls.push({
      method,
      path,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    })
    if (method === 'GET' && path === '/project/3/attendees') return jsonResponse(pageOf(ROWS))
    if (path === '/project/3/attendees/lists')
      return jsonResponse({
        data: [
          { id: 41, name: 'VIP', attendees_count: 1 },
          { id: 42, name: 'Basın' },
        ],
      })
    if (path === '/project/3/attendees/column')
      return jsonResponse({ data: [{ key: 'custom.diet', text: 'Diyet' }] })
    if (path === '/forms') return jsonResponse({ data: FORMS })
    if (path === '/form/7') return jsonResponse(FORM)
    if (path === '/attendees/2')
      return jsonResponse(
        makeAttendeeDetail(2, {
          status: 'REGISTERED',
          answers: [
            {
              form_id: 7,
              form_name: 'Kayıt formu',
              form_type: 'registration',
              answers: { '101': 501, '102': 'Ayşe Yılmaz' },
              helper_name: null,
              submitted_at: '2026-11-02T10:00:00.000Z',
            },
          ],
          history: [
            {
              id: 1,
              actor_type: 'USER',
              actor_name: 'Demo Admin',
              action: 'updated',
              changes: { status: { old: 'INVITED', new: 'REGISTERED' }, list_ids: { old: [], new: [41] } },
              created_at: '2026-11-02T10:00:00.000Z',
            },
          ],
        }),
      )
    if (method === 'PUT' && path === '/attendees/2/answers/7')
      return options.refuseAnswers
        ? jsonResponse(
            { message: 'Verilen veriler geçersiz.', errors: { 'answers.102': ['Bu ad kabul edilmedi.'] } },
            422,
          )
        : jsonResponse({
            message: 'Cevaplar kaydedildi.',
            data: makeAttendeeDetail(2, {
              answers: [
                {
                  form_id: 7,
                  form_name: 'Kayıt formu',
                  form_type: 'registration',
                  answers: { '101': 501, '102': 'Ayşe Demir' },
                  helper_name: null,
                  submitted_at: '2026-11-03T10:00:00.000Z',
                },
              ],
            }),
          })
    if (path === '/project/3/attendees/bulk')
      return jsonResponse({ message: '2 katılımcı güncellendi.', updated: 2 })
    return jsonResponse({ message: 'ok' })
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return calls
}

const listCalls = (calls: Call[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/project/3/attendees')

function renderTab(entry = '/project/DEMO26/attendees', readOnly = false) {
  return renderRoutes(
    [
      {
        path: '/project/:code/attendees',
        element: (
          <>
            <Notifications />
            <ProjectAttendeesTab project={{ id: 3, code: 'DEMO26', read_only: readOnly }} />
          </>
        ),
      },
    ],
    entry,
  )
}

beforeEach(() => {
  localStorage.clear()
  sessionStore.start('token', ADMIN, true)
})
afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

describe('ProjectAttendeesTab', () => {
  it('filters by status and list', async () => {
    const calls = fakeApi()
    renderTab()
    await screen.findByRole('button', { name: 'Ayrıntıları aç: Ayşe1 Yılmaz' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('combobox', { name: 'Durum' }))
    await user.click(await screen.findByRole('option', { name: 'Kayıtlı' }))
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('status')).toBe('REGISTERED'))
    await user.click(screen.getByRole('combobox', { name: 'Liste' }))
    await user.click(await screen.findByRole('option', { name: 'VIP' }))
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('list_id')).toBe('41'))
    expect(listCalls(calls).at(-1)?.query.get('status')).toBe('REGISTERED')
  })

  it('filters by an answer: a form, a choice question and an option', async () => {
    const calls = fakeApi()
    renderTab()
    await screen.findByRole('button', { name: 'Ayrıntıları aç: Ayşe1 Yılmaz' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Cevaba göre' }))
    await user.click(await screen.findByRole('combobox', { name: 'Form' }))
    await user.click(await screen.findByRole('option', { name: 'Kayıt formu' }))
    await user.click(await screen.findByRole('combobox', { name: 'Soru' }))
    // Only the question with options is offered.
    expect(screen.queryByRole('option', { name: 'Ad Soyad' })).toBeNull()
    await user.click(await screen.findByRole('option', { name: 'Katılacak mısınız?' }))
    await user.click(await screen.findByRole('combobox', { name: 'Cevap' }))
    await user.click(await screen.findByRole('option', { name: 'Hayır' }))
    await waitFor(() => {
      const query = listCalls(calls).at(-1)?.query
      expect([query?.get('form_id'), query?.get('answer_field'), query?.get('answer_value')]).toEqual([
        '7',
        '101',
        '502',
      ])
    })
  })

  it('selects rows and changes their status in bulk', async () => {
    const calls = fakeApi()
    renderTab()
    await screen.findByRole('button', { name: 'Ayrıntıları aç: Ayşe1 Yılmaz' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('checkbox', { name: 'Seç: Ayşe1 Yılmaz' }))
    await user.click(screen.getByRole('checkbox', { name: 'Seç: Ayşe3 Yılmaz' }))
    const bar = screen.getByRole('region', { name: 'Seçilenlere toplu işlem' })
    expect(within(bar).getByText('2 katılımcı seçili')).toBeTruthy()
    // The page's box is half ticked; a click selects the whole page.
    const page = screen.getByRole('checkbox', { name: 'Bu sayfadakilerin hepsini seç' })
    expect(page.getAttribute('data-indeterminate')).toBe('true')
    await user.click(page)
    expect(within(bar).getByText('3 katılımcı seçili')).toBeTruthy()
    await user.click(screen.getByRole('checkbox', { name: 'Seç: Ayşe2 Yılmaz' }))
    await user.click(within(bar).getByRole('button', { name: 'Durumu değiştir' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Kayıtlı' }))
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/project/3/attendees/bulk')?.body).toEqual({
        attendee_ids: [1, 3],
        status: 'REGISTERED',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Seçilenlere toplu işlem' })).toBeNull())
    await user.click(screen.getByRole('checkbox', { name: 'Seç: Ayşe1 Yılmaz' }))
    await user.click(screen.getByRole('button', { name: 'Listeye ekle' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Basın' }))
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/project/3/attendees/bulk').at(-1)?.body).toEqual({
        attendee_ids: [1],
        add_list_ids: [42],
      }),
    )
  })

  it('read-only (the viewer only takes part): rows open their detail, but no selection or bulk change', async () => {
    fakeApi()
    renderTab('/project/DEMO26/attendees', true)
    await screen.findByRole('button', { name: 'Ayrıntıları aç: Ayşe1 Yılmaz' })
    expect(screen.queryAllByRole('checkbox')).toEqual([])
    expect(screen.queryByRole('region', { name: 'Seçilenlere toplu işlem' })).toBeNull()
  })

  it('shows answers readably in the detail drawer: field titles and option texts, and the history', async () => {
    fakeApi()
    renderTab()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Ayrıntıları aç: Ayşe2 Yılmaz' }))
    const answers = await screen.findByRole('region', { name: 'Kayıt formu' })
    await within(answers).findByText('Katılacak mısınız?')
    expect(within(answers).getByText('Evet')).toBeTruthy()
    expect(within(answers).getByText('Ad Soyad')).toBeTruthy()
    expect(within(answers).queryByText('501')).toBeNull()
    const history = screen.getByRole('region', { name: 'Geçmiş' })
    expect(within(history).getByText('Güncellendi')).toBeTruthy()
    expect(within(history).getByText(/Demo Admin/)).toBeTruthy()
    expect(within(history).getByText('Durum: Davetli → Kayıtlı')).toBeTruthy()
    expect(within(history).getByText('Listeler: — → VIP')).toBeTruthy()
  })

  it('opens the drawer the address names (the header search’s link) and forgets it on close', async () => {
    fakeApi()
    const { router } = renderTab('/project/DEMO26/attendees?attendee=2')
    const answers = await screen.findByRole('region', { name: 'Kayıt formu' })
    const user = userEvent.setup()
    // The drawer's own close button (the answer editor's modal has one of the same name).
    const drawer = answers.closest('[role="dialog"]') as HTMLElement
    await user.click(within(drawer).getAllByRole('button', { name: 'Kapat' })[0] as HTMLElement)
    await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 3000 })
    await user.click(await screen.findByRole('button', { name: 'Ayrıntıları aç: Ayşe2 Yılmaz' }))
    await waitFor(() => expect(router.state.location.search).toBe('?attendee=2'), { timeout: 3000 })
  })

  it('edits a form’s answers in the drawer through the form renderer and saves them with PUT', async () => {
    const calls = fakeApi()
    renderTab('/project/DEMO26/attendees?attendee=2')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Cevapları düzenle: Kayıt formu' }))
    const dialog = await screen.findByRole('dialog', { name: 'Kayıt formu: cevapları düzenle' })
    const name = await within(dialog).findByRole('textbox', { name: 'Ad Soyad' })
    expect((name as HTMLInputElement).value).toBe('Ayşe Yılmaz')
    await user.clear(name)
    await user.type(name, 'Ayşe Demir')
    // The engine checks first: the required contract stops the save until it is accepted.
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }))
    expect(await within(dialog).findByText('Devam etmek için sözleşmeyi kabul etmelisin')).toBeTruthy()
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)
    await user.click(within(dialog).getByRole('checkbox', { name: 'Okudum, kabul ediyorum' }))
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/attendees/2/answers/7',
        body: { answers: { '101': 501, '102': 'Ayşe Demir' } },
      }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /cevapları düzenle/ })).toBeNull())
    expect(await screen.findByText('Ayşe Demir')).toBeTruthy()
  })

  it('shows the server’s 422 under the field and keeps the editor open', async () => {
    fakeApi({ refuseAnswers: true })
    renderTab('/project/DEMO26/attendees?attendee=2')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Cevapları düzenle: Kayıt formu' }))
    const dialog = await screen.findByRole('dialog', { name: 'Kayıt formu: cevapları düzenle' })
    await within(dialog).findByRole('textbox', { name: 'Ad Soyad' })
    await user.click(within(dialog).getByRole('checkbox', { name: 'Okudum, kabul ediyorum' }))
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }))
    expect(await within(dialog).findByText('Bu ad kabul edilmedi.')).toBeTruthy()
    expect(within(dialog).getByText('Verilen veriler geçersiz.')).toBeTruthy()
  })

  it('remembers the chosen columns, custom ones included', async () => {
    fakeApi()
    renderTab()
    await screen.findByRole('button', { name: 'Ayrıntıları aç: Ayşe1 Yılmaz' })
    expect(screen.getByRole('columnheader', { name: 'Kurum' })).toBeTruthy()
    // The declaration's column (issue 22 item 6) is shown by default: a dash until the attendee declares.
    expect(screen.getByRole('columnheader', { name: 'Beyan' })).toBeTruthy()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Sütunlar' }))
    await user.click(await screen.findByRole('checkbox', { name: 'Diyet' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kurum' }))
    expect(screen.getByRole('columnheader', { name: 'Diyet' })).toBeTruthy()
    expect(screen.queryByRole('columnheader', { name: 'Kurum' })).toBeNull()
    expect(JSON.parse(localStorage.getItem('ajanda.attendees.columns.3') ?? '[]')).toEqual([
      'email',
      'status',
      'list',
      'registered_at',
      'declared_at',
      'custom.diet',
    ])
  })
})
