import { Notifications } from '@mantine/notifications'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { jsonResponse } from '../../../test/fixtures'
import { renderWithRouter } from '../../../test/render'
import { makeAttendeeDetail } from '../test-attendees'
import { AttendeeFormModal } from './attendee-form-modal'

function renderModal(answer: (body: unknown) => Response) {
  const bodies: unknown[] = []
  const onSaved = vi.fn()
  configureApi({
    fetch: vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : null
      bodies.push(body)
      return answer(body)
    }) as unknown as typeof fetch,
    getToken: () => 'token',
  })
  renderWithRouter(
    <>
      <Notifications />
      <AttendeeFormModal
        projectId={3}
        attendeeId={null}
        opened
        lists={[{ id: 41, name: 'VIP' }]}
        onClose={() => undefined}
        onSaved={onSaved}
      />
    </>,
  )
  return { bodies, onSaved }
}

afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

describe('AttendeeFormModal', () => {
  it('checks the contract schema first, then sends empty optional texts as null', async () => {
    const { bodies, onSaved } = renderModal(() =>
      jsonResponse({ message: 'Katılımcı eklendi.', data: makeAttendeeDetail(9) }),
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Kaydet' }))
    expect(await screen.findAllByText('Bu alan zorunludur')).toHaveLength(2)
    expect(bodies).toHaveLength(0)
    await user.type(screen.getByRole('textbox', { name: /^Ad/ }), 'Ayşe')
    await user.type(screen.getByRole('textbox', { name: /^Soyad/ }), 'Yılmaz')
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(9))
    expect(bodies[0]).toMatchObject({
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      status: 'INVITED',
      list_ids: [],
    })
    expect(bodies[0]).not.toHaveProperty('email')
  })

  it("shows the server's 422 under its field", async () => {
    renderModal(() =>
      jsonResponse(
        { message: 'Geçersiz veri.', errors: { email: ['Bu e-posta bu projede zaten var.'] } },
        422,
      ),
    )
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: /^Ad/ }), 'Ayşe')
    await user.type(screen.getByRole('textbox', { name: /^Soyad/ }), 'Yılmaz')
    await user.type(screen.getByRole('textbox', { name: 'E-posta' }), 'ayse@example.com')
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect(await screen.findByText('Bu e-posta bu projede zaten var.')).toBeTruthy()
  })
})
