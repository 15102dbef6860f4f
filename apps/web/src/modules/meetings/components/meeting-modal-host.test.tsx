import type { Meeting } from '@ajanda/contracts/meetings.contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../../test/fixtures'
import { renderRoutes } from '../../../test/render'
import { mockRequestApi, restoreApi } from '../../requests/request-test-support'
import { meetingModalStore, openMeetingModal } from '../meeting-modal-store'
import { MeetingModalHost } from './meeting-modal-host'

// The lazy form chunk and Mantine's pickers take seconds on the shared 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

const PAST: Meeting = {
  id: 7,
  uid: '0b7f2a1e-1111-4222-8333-944445555666',
  sequence: 0,
  subject: 'Bayi toplantısı değerlendirme',
  meeting_type: {
    id: 1,
    name: 'İç Toplantı',
    can_be_with_client: false,
    can_be_with_supplier: false,
    can_be_with_sponsor: false,
  },
  starts_at: '2026-03-02T07:00:00.000Z',
  ends_at: '2026-03-02T08:00:00.000Z',
  location_code: 1,
  location: 'Ajans ofisi',
  companies: [],
  client: null,
  supplier: null,
  project: null,
  participants: [{ ref: 'U-2', kind: 'U', id: 2, name: 'Ali Veli', email: 'ali@demo.test' }],
  external_participants: null,
  share: false,
  note: null,
  note_after: 'Kararlar alındı',
  note_after_disabled: false,
  cancelled_at: null,
  creator: { id: 1, full_name: 'Yönetici' },
  created_at: '2026-02-20T10:00:00.000Z',
  updated_at: '2026-02-20T10:00:00.000Z',
}

function mockMeetings(meeting: Meeting) {
  return mockRequestApi((url, init) => {
    if (init?.method === 'PUT' && url.includes(`/meetings/${meeting.id}`))
      return new Response(null, { status: 500, statusText: 'Internal Server Error' })
    if (url.includes('/definition/meeting-types')) return jsonResponse([meeting.meeting_type])
    if (url.includes('/definition/contact-positions')) return jsonResponse([{ id: 1, name: 'Müdür' }])
    if (url.includes(`/meetings/${meeting.id}`)) return jsonResponse(meeting)
    return undefined
  })
}

beforeEach(() => meetingModalStore.reset())
afterEach(() => restoreApi())

describe('MeetingModalHost', () => {
  it('creates: the after-meeting note waits for the end, sharing explains where to link an account', async () => {
    mockMeetings(PAST)
    renderRoutes([{ path: '/', element: <MeetingModalHost /> }])
    act(() => openMeetingModal())
    expect(await screen.findByRole('dialog', { name: 'Yeni toplantı' })).toBeTruthy()
    const noteAfter = await screen.findByRole(
      'textbox',
      { name: 'Toplantı sonrası not' },
      { timeout: 10_000 },
    )
    expect((noteAfter as HTMLTextAreaElement).disabled).toBe(true)
    expect(screen.getByText('Toplantı sonrası not, toplantı bittikten sonra girilebilir.')).toBeTruthy()
    expect(
      (screen.getByRole('switch', { name: 'Takvim hesabımla paylaş' }) as HTMLInputElement).disabled,
    ).toBe(true)
    expect(screen.getByRole('link', { name: 'Profil sayfasına git' }).getAttribute('href')).toBe('/profile')
    expect(screen.queryByRole('button', { name: 'Toplantıyı iptal et' })).toBeNull()
  })

  it('edits a past meeting loaded from the API, with its note and the cancel action', async () => {
    mockMeetings(PAST)
    renderRoutes([{ path: '/', element: <MeetingModalHost /> }])
    act(() => openMeetingModal({ meetingId: 7 }))
    expect(await screen.findByRole('dialog', { name: 'Toplantıyı düzenle' })).toBeTruthy()
    const noteAfter = await screen.findByRole(
      'textbox',
      { name: 'Toplantı sonrası not' },
      { timeout: 10_000 },
    )
    expect((noteAfter as HTMLTextAreaElement).disabled).toBe(false)
    expect((noteAfter as HTMLTextAreaElement).value).toBe('Kararlar alındı')
    expect((screen.getByRole('textbox', { name: /Adres \/ yer/ }) as HTMLInputElement).value).toBe(
      'Ajans ofisi',
    )
    expect(screen.getByRole('button', { name: 'Toplantıyı iptal et' })).toBeTruthy()
  })

  it('falls back to "İşlem sırasında bir hata oluştu" when a save fails without a server message', async () => {
    mockMeetings(PAST)
    renderRoutes([{ path: '/', element: <MeetingModalHost /> }])
    act(() => openMeetingModal({ meetingId: 7 }))
    await screen.findByRole('textbox', { name: 'Toplantı sonrası not' }, { timeout: 10_000 })
    const save = screen.getByRole('button', { name: 'Kaydet' })
    await waitFor(() => expect(save).toHaveProperty('disabled', false))
    await userEvent.setup().click(save)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('İşlem sırasında bir hata oluştu')).toBeTruthy()
    expect(screen.queryByText('Internal Server Error')).toBeNull()
  })

  it('shows a cancelled meeting read-only', async () => {
    mockMeetings({ ...PAST, cancelled_at: '2026-03-01T10:00:00.000Z' })
    renderRoutes([{ path: '/', element: <MeetingModalHost /> }])
    act(() => openMeetingModal({ meetingId: 7 }))
    expect(
      await screen.findByText('Bu toplantı iptal edildi; değiştirilemez.', {}, { timeout: 10_000 }),
    ).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Kaydet' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Toplantıyı iptal et' })).toBeNull()
  })
})
