import { Notifications } from '@mantine/notifications'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { sessionStore } from '../../../shared/session/session-store'
import { ADMIN, jsonResponse } from '../../../test/fixtures'
import { renderWithRouter } from '../../../test/render'
import { AttendeeDeclaration } from './attendee-declaration'

const confirm = vi.hoisted(() => ({ answer: true, messages: [] as string[] }))
vi.mock('../../../shared/ui/confirm', () => ({
  confirmDestructive: async ({ message }: { message: string }) => {
    confirm.messages.push(message)
    return confirm.answer
  },
}))

const ATTENDEE = {
  id: 9,
  project_id: 3,
  first_name: 'Şule',
  last_name: 'Çağlayan',
  declared_at: '2026-11-02T10:00:00.000Z',
}

function fakeApi(answer: Response) {
  const calls: { method: string; path: string }[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    calls.push({ method: init?.method ?? 'GET', path: url.pathname.replace('/api/v1', '') })
    return answer
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return calls
}

const render = () =>
  renderWithRouter(
    <>
      <Notifications />
      <AttendeeDeclaration attendee={ATTENDEE} />
    </>,
  )

beforeEach(() => {
  confirm.answer = true
  confirm.messages = []
  sessionStore.start('token', ADMIN, true)
})
afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

describe('AttendeeDeclaration reset', () => {
  it("asks with the attendee's name, then DELETEs and shows the server's sentence", async () => {
    const calls = fakeApi(jsonResponse({ message: 'Beyan sıfırlandı. Katılımcı yeniden imzalayabilir.' }))
    render()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Beyanı sıfırla' }))
    expect(confirm.messages[0]).toContain('Şule Çağlayan')
    await screen.findByText('Beyan sıfırlandı. Katılımcı yeniden imzalayabilir.')
    expect(calls).toContainEqual({ method: 'DELETE', path: '/attendees/9/declaration' })
  })

  it('does nothing when the dialog is cancelled', async () => {
    const calls = fakeApi(jsonResponse({ message: 'x' }))
    confirm.answer = false
    render()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Beyanı sıfırla' }))
    await waitFor(() => expect(confirm.messages).toHaveLength(1))
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([])
  })

  it("a second reset shows the server's 409 sentence", async () => {
    fakeApi(jsonResponse({ message: 'Bu katılımcının sıfırlanacak bir beyanı yok.' }, 409))
    render()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Beyanı sıfırla' }))
    await screen.findByText('Bu katılımcının sıfırlanacak bir beyanı yok.')
  })
})
