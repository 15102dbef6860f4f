import { act, screen, waitFor } from '@testing-library/react'
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

const posts: { url: string; body: Record<string, unknown> }[] = []
function mockApi() {
  posts.length = 0
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    if (init?.method === 'POST' && url.includes('/tasks?')) {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>
      posts.push({ url, body })
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

  it('opens the milestone form with its own title', async () => {
    renderRoutes([{ path: '/', element: <TaskModalHost /> }])
    act(() => openTaskModal({ milestone: true }))
    expect(await screen.findByRole('dialog', { name: 'Yeni kilometre taşı' })).toBeTruthy()
    expect(screen.getByText('Tarih')).toBeTruthy()
    expect(screen.queryByText('Bitiş tarihi')).toBeNull()
  })
})
