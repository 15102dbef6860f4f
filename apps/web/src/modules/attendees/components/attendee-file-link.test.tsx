import { Notifications } from '@mantine/notifications'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../../../shared/session/session-store'
import { ADMIN, jsonResponse } from '../../../test/fixtures'
import { renderWithRouter } from '../../../test/render'
import { AttendeeFileLink } from './attendee-answers'

const realFetch = globalThis.fetch
beforeEach(() => {
  sessionStore.start('secret-token', ADMIN, true)
  URL.createObjectURL = () => 'blob:attendee/file'
  URL.revokeObjectURL = () => undefined
})
afterEach(() => {
  globalThis.fetch = realFetch
})

const FILE = { url: 'upload:abc.sig', name: 'özgeçmiş.pdf' }

describe('AttendeeFileLink', () => {
  it('downloads an uploaded answer with the session’s token and saves it under its name', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('pdf-bytes', {
          headers: { 'content-disposition': 'attachment; filename="ozgecmis.pdf"' },
        }),
    )
    globalThis.fetch = fetchMock as unknown as typeof fetch
    const clicked: string[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download)
    })
    renderWithRouter(<AttendeeFileLink attendeeId={12} file={FILE} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'özgeçmiş.pdf dosyasını indir' }))
    await waitFor(() => expect(clicked).toEqual(['ozgecmis.pdf']))
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toContain('/api/v1/attendees/12/files/upload%3Aabc.sig')
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer secret-token')
    click.mockRestore()
  })

  it('says so when the file cannot be had', async () => {
    globalThis.fetch = vi.fn(async () =>
      jsonResponse({ message: 'Kayıt bulunamadı.' }, 404),
    ) as unknown as typeof fetch
    renderWithRouter(
      <>
        <Notifications />
        <AttendeeFileLink attendeeId={12} file={FILE} />
      </>,
    )
    await userEvent.setup().click(screen.getByRole('button', { name: 'özgeçmiş.pdf dosyasını indir' }))
    expect(await screen.findByText('Kayıt bulunamadı.')).toBeTruthy()
  })
})
