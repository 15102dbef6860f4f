import type { Me } from '@ajanda/contracts/auth.contract'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sessionStore } from '../../shared/session/session-store'
import { ADMIN, CLIENT, NO_ECOS, USER_SCOPE } from '../../test/fixtures'
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
})
