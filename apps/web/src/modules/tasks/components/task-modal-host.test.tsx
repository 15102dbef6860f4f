import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { sessionStore } from '../../../shared/session/session-store'
import { ADMIN, jsonResponse, makeUserListItem } from '../../../test/fixtures'
import { renderRoutes } from '../../../test/render'
import { stubFonts } from '../../requests/request-test-support'
import { openTaskModal, taskModalStore } from '../task-modal-store'
import { TaskModalHost } from './task-modal-host'

// Typing into Mantine inputs takes seconds on the shared 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

const MILESTONE = {
  id: 9,
  section_id: null,
  title: 'Lansman',
  description: null,
  priority: 0,
  is_milestone: true,
  is_checklist: false,
  starts_at: '2030-04-10T14:00:00+03:00',
  deadline_at: '2030-04-10T14:00:00+03:00',
  remind_at: null,
  reminded_at: null,
  completed_at: null,
  completed_by: null,
  creator: { id: ADMIN.id, name: 'Ayşe Yılmaz' },
  responsibles: [{ id: ADMIN.id, name: 'Ayşe Yılmaz' }],
  labels: [],
  project: null,
  position: 0,
  can_edit: true,
  can_delete: true,
  created_at: '2030-04-01T10:00:00+03:00',
  updated_at: '2030-04-01T10:00:00+03:00',
}

const posts: { url: string; body: Record<string, unknown> }[] = []
const puts: { url: string; body: Record<string, unknown> }[] = []
function mockApi() {
  posts.length = 0
  puts.length = 0
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    if (init?.method === 'PUT' && url.includes('/tasks/9')) {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>
      puts.push({ url, body })
      return jsonResponse({ message: 'Görev güncellendi.', data: { ...MILESTONE, ...body } })
    }
    if (url.includes('/tasks/9')) return jsonResponse({ data: MILESTONE })
    if (init?.method === 'POST' && url.includes('/tasks?')) {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>
      posts.push({ url, body })
      if (body.title === 'Geçersiz görev')
        return jsonResponse(
          {
            message: 'Girilen bilgiler geçersiz.',
            errors: { description: ['Açıklama en fazla 500 karakter olabilir.'] },
          },
          422,
        )
      return jsonResponse({ message: 'Görev oluşturuldu.', data: { id: 77, ...body } })
    }
    if (url.includes('/tasks/label')) return jsonResponse([{ id: 3, name: 'Acil', color: 'red' }])
    if (url.includes('/tasks?'))
      return jsonResponse({
        sections: [{ id: 5, title: 'Bu hafta', position: 0 }],
        tasks: {
          data: [],
          current_page: 1,
          per_page: 1,
          total: 0,
          from: null,
          to: null,
          last_page: 1,
          links: [],
        },
      })
    if (url.includes('/users')) return jsonResponse([makeUserListItem(ADMIN.id, 'Ayşe Yılmaz')])
    if (url.includes('/projects')) return jsonResponse({ data: [], current_page: 1, last_page: 1, total: 0 })
    return jsonResponse({ message: 'not mocked' }, 404)
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
}

beforeEach(() => {
  stubFonts()
  taskModalStore.reset()
  sessionStore.start('token', ADMIN, true)
  mockApi()
})
afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

describe('TaskModalHost', () => {
  it('opens the new task form; Kaydet waits for a title, then posts the task with me as responsible', async () => {
    const onSaved = vi.fn()
    renderRoutes([{ path: '/', element: <TaskModalHost /> }])
    act(() => openTaskModal({ defaults: { starts_at: '2030-03-05' }, onSaved }))
    const dialog = await screen.findByRole('dialog', { name: 'Yeni görev' })
    const save = await screen.findByRole('button', { name: 'Kaydet' })
    await waitFor(() => expect(save).toHaveProperty('disabled', true))
    expect(dialog).toBeTruthy()
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: /Başlık/ }), 'Teklifi gönder')
    await waitFor(() => expect(save).toHaveProperty('disabled', false))
    await user.click(save)
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]?.body).toMatchObject({ title: 'Teklifi gönder', responsibles: [ADMIN.id], priority: 0 })
    expect(String(posts[0]?.body.starts_at)).toContain('2030-03-05T09:00:00')
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 77 }))
    expect(taskModalStore.get()?.opened).toBe(false)
  })

  it('shows the server message as the alert title and the first description error as its body', async () => {
    renderRoutes([{ path: '/', element: <TaskModalHost /> }])
    act(() => openTaskModal({ defaults: { starts_at: '2030-03-05' } }))
    await screen.findByRole('dialog', { name: 'Yeni görev' })
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: /Başlık/ }), 'Geçersiz görev')
    const save = screen.getByRole('button', { name: 'Kaydet' })
    await waitFor(() => expect(save).toHaveProperty('disabled', false))
    await user.click(save)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Girilen bilgiler geçersiz.')).toBeTruthy()
    expect(within(alert).getByText('Açıklama en fazla 500 karakter olabilir.')).toBeTruthy()
    expect(taskModalStore.get()?.opened).toBe(true)
  })

  it('offers deadline days only from the start’s day on (admin-area.md date-time pair)', async () => {
    renderRoutes([{ path: '/', element: <TaskModalHost /> }])
    act(() => openTaskModal({ defaults: { starts_at: '2030-03-05' } }))
    await screen.findByRole('dialog', { name: 'Yeni görev' })
    await userEvent.setup().click(screen.getByRole('button', { name: /Bitiş tarihi/ }))
    const before = await screen.findByRole('button', { name: '4 Mart 2030' })
    const startDay = screen.getByRole('button', { name: '5 Mart 2030' })
    expect(before.hasAttribute('data-disabled')).toBe(true)
    expect(startDay.hasAttribute('data-disabled')).toBe(false)
  })

  it('opens the milestone form with its own title', async () => {
    renderRoutes([{ path: '/', element: <TaskModalHost /> }])
    act(() => openTaskModal({ milestone: true }))
    expect(await screen.findByRole('dialog', { name: 'Yeni kilometre taşı' })).toBeTruthy()
    expect(screen.getByText('Tarih')).toBeTruthy()
    expect(screen.queryByText('Bitiş tarihi')).toBeNull()
  })

  it('edits a milestone in the milestone form and saves its one date as start and deadline', async () => {
    const onSaved = vi.fn()
    renderRoutes([{ path: '/', element: <TaskModalHost /> }])
    act(() => openTaskModal({ taskId: 9, onSaved }))
    await screen.findByRole('dialog', { name: 'Görevi düzenle' })
    expect(await screen.findByText('Tarih')).toBeTruthy()
    expect(screen.queryByText('Bitiş tarihi')).toBeNull()
    const title = screen.getByRole('textbox', { name: /Başlık/ })
    expect(title).toHaveProperty('value', 'Lansman')
    const user = userEvent.setup()
    await user.type(title, ' günü')
    const save = screen.getByRole('button', { name: 'Kaydet' })
    await waitFor(() => expect(save).toHaveProperty('disabled', false))
    await user.click(save)
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(posts).toHaveLength(0)
    expect(puts[0]?.body).toMatchObject({
      title: 'Lansman günü',
      responsibles: [ADMIN.id],
      starts_at: MILESTONE.deadline_at,
      deadline_at: MILESTONE.deadline_at,
    })
    expect(puts[0]?.body).not.toHaveProperty('date')
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 9 }))
  })
})
