import { describe, expect, it } from 'vitest'
import { ADMIN_NAV, activeAdminNav } from './admin-nav'

describe('admin navigation', () => {
  it('links only the pages of this release', () => {
    const links = ADMIN_NAV.map((item) => item.to)
    for (const later of ['/admin/email-templates', '/admin/tasks']) {
      expect(links).not.toContain(later)
    }
  })

  it('marks the section of the current page', () => {
    expect(activeAdminNav('/admin')).toBe('overview')
    expect(activeAdminNav('/admin/definitions/tax-offices')).toBe('definitions')
    expect(activeAdminNav('/admin/user/abc')).toBe('organisation')
    expect(activeAdminNav('/admin/biz-dev/lead-phases')).toBe('bizDev')
    expect(activeAdminNav('/admin/notifications')).toBe('notifications')
    expect(activeAdminNav('/admin/approval-chain')).toBe('approvalChain')
    expect(activeAdminNav('/admin/checklists')).toBe('checklists')
    expect(activeAdminNav('/admin/budgets/budget-groups')).toBe('budgets')
    expect(activeAdminNav('/admin/targets')).toBe('targets')
  })
})
