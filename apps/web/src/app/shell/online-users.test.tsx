import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../../shared/session/session-store'
import { ADMIN, CLIENT } from '../../test/fixtures'
import { renderWithRouter } from '../../test/render'

const presence = vi.hoisted(() => {
  let list: { id: number; name: string; profile_picture: string | null }[] = []
  const listeners = new Set<() => void>()
  return {
    set(next: typeof list) {
      list = next
      for (const listener of listeners) listener()
    },
    store: {
      get: () => list,
      subscribe(listener: () => void) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
  }
})
vi.mock('../../shared/realtime/realtime-client', () => ({
  presenceStore: presence.store,
  retainRealtime: () => () => {},
  onRealtimeEvent: () => () => {},
}))
const { OnlineUsers } = await import('./online-users')

const people = [
  'Ayşe Yılmaz',
  'Mehmet Kaya',
  'Zeynep Demir',
  'Can Öz',
  'Deniz Ak',
  'Ece Er',
  'Fırat Su',
  'Gül Ay',
]
const everyone = people.map((name, index) => ({ id: index + 1, name, profile_picture: null }))

describe('the online-users strip', () => {
  it("shows an agency user the company's online users, others first, five avatars and +N, with their names", () => {
    sessionStore.start('t', ADMIN, true)
    renderWithRouter(<OnlineUsers />)
    // Alone (or before the server's first presence list) the strip shows the user.
    const alone = screen.getByRole('list', { name: 'Çevrimiçi kullanıcılar' })
    expect(
      within(alone)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([ADMIN.full_name])
    act(() => presence.set(everyone))
    const strip = screen.getByRole('list', { name: 'Çevrimiçi kullanıcılar' })
    const items = within(strip).getAllByRole('listitem')
    // ADMIN (id 1, Ayşe Yılmaz) comes last, once: 7 others, 5 avatars and "+2", then her own.
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Mehmet Kaya',
      'Zeynep Demir',
      'Can Öz',
      'Deniz Ak',
      'Ece Er',
      '2 kişi daha',
      ADMIN.full_name,
    ])
    expect(items[0]?.textContent).toBe('MK')
    act(() => presence.set(everyone.slice(0, 1)))
    expect(
      within(screen.getByRole('list', { name: 'Çevrimiçi kullanıcılar' }))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([ADMIN.full_name])
  })

  it('is not shown to CLIENT users', () => {
    sessionStore.start('t', CLIENT, true)
    act(() => presence.set(everyone))
    renderWithRouter(<OnlineUsers />)
    expect(screen.queryByRole('list', { name: 'Çevrimiçi kullanıcılar' })).toBeNull()
  })
})
