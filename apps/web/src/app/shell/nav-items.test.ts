import { describe, expect, it } from 'vitest'
import { hasBackOffice } from '../../shared/session/back-office'
import { ADMIN, CLIENT, makeMe, NO_ECOS, USER_SCOPE } from '../../test/fixtures'
import { buildNavItems } from './nav-items'

const keys = (user: Parameters<typeof buildNavItems>[0]) => buildNavItems(user).map((item) => item.key)
const BACK_OFFICE = [
  'bizdev',
  'tasks',
  'calendar',
  'reports',
  'accounting',
  'approves',
  'clients',
  'suppliers',
  'contacts',
]

describe('buildNavItems', () => {
  it('gives an admin of an ECOS company every module and the admin link', () => {
    expect(keys(ADMIN)).toEqual(['projects', ...BACK_OFFICE, 'profile', 'admin'])
  })

  it('gives a USER-scope agency user the back office but no admin link', () => {
    expect(keys(USER_SCOPE)).toEqual(['projects', ...BACK_OFFICE, 'profile'])
  })

  it('gives a CLIENT user only projects and profile, even in an ECOS company', () => {
    expect(keys(CLIENT)).toEqual(['projects', 'profile'])
    expect(hasBackOffice(CLIENT)).toBe(false)
  })

  it('hides the back office from a company without ECOS', () => {
    expect(keys(NO_ECOS)).toEqual(['projects', 'profile'])
  })

  it('shows the admin link to an admin of a company without ECOS', () => {
    expect(keys(makeMe({ is_admin: 1, memberships: [] }))).toEqual(['projects', 'profile', 'admin'])
  })

  it('never shows the depot', () => {
    for (const user of [ADMIN, USER_SCOPE, CLIENT, NO_ECOS]) expect(keys(user)).not.toContain('depot')
  })

  it('links tasks and reports to their default children', () => {
    const links = Object.fromEntries(buildNavItems(ADMIN).map((item) => [item.key, item.to]))
    expect(links.tasks).toBe('/tasks/list')
    expect(links.reports).toBe('/reports/executive-brief')
    expect(links.admin).toBe('/admin')
  })
})
