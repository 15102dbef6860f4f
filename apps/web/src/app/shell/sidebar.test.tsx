import type { Me } from '@ajanda/contracts/auth.contract'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../shared/api/api-client'
import { sessionStore } from '../../shared/session/session-store'
import { ADMIN, CLIENT, jsonResponse, NO_ECOS, USER_SCOPE } from '../../test/fixtures'
import { renderWithRouter } from '../../test/render'
import { Sidebar } from './sidebar'

function linkNames(user: Me): string[] {
  sessionStore.start('token', user, true)
  renderWithRouter(<Sidebar onNavigate={() => {}} />, '/projects')
  const nav = screen.getByRole('navigation', { name: 'Ana menü' })
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '')
}

afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args) }))

describe('Sidebar', () => {
  it('shows an admin every module and Yönetim', async () => {
    const names = linkNames(ADMIN)
    expect(names).toEqual([
      'Projeler',
      'Teklif Yönetimi',
      'Görevler',
      'Takvim',
      'Raporlar',
      'Muhasebe',
      'Onaylar',
      'Müşteriler',
      'Tedarikçiler',
      'Kontaklar',
      'Profil',
      'Yönetim',
    ])
    expect(screen.getByRole('button', { name: 'Çıkış Yap' })).toBeTruthy()
  })

  it('shows a USER-scope agency user the back office without Yönetim', () => {
    const names = linkNames(USER_SCOPE)
    expect(names).toContain('Görevler')
    expect(names).not.toContain('Yönetim')
  })

  it('shows a CLIENT user only Projeler and Profil (plus logout)', () => {
    expect(linkNames(CLIENT)).toEqual(['Projeler', 'Profil'])
    expect(screen.getByRole('button', { name: 'Çıkış Yap' })).toBeTruthy()
  })

  it('shows a company without ECOS only Projeler and Profil', () => {
    expect(linkNames(NO_ECOS)).toEqual(['Projeler', 'Profil'])
  })

  it('marks the current section', () => {
    linkNames(ADMIN)
    expect(screen.getByRole('link', { name: 'Projeler' }).getAttribute('aria-current')).toBe('page')
  })

  it('shows how many requests wait for the user beside Onaylar', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
      jsonResponse({
        data: [],
        current_page: 1,
        per_page: 1,
        total: 0,
        from: null,
        to: null,
        last_page: 1,
        links: [],
        waiting_count: 3,
      }),
    )
    configureApi({ fetch: fetchMock as unknown as typeof fetch })
    linkNames(USER_SCOPE)
    expect((await screen.findByTestId('approves-nav-badge')).textContent).toBe('3')
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/approvals?tab=waiting&page=1&page_size=1')
  })
})
