import type { Me } from '@ajanda/contracts/auth.contract'
import type { shell } from '../../shared/i18n/tr/shell'
import { hasBackOffice } from '../../shared/session/back-office'

export type NavKey = Exclude<keyof typeof shell.nav, 'logout'>

export interface NavItem {
  key: NavKey
  to: string
}

type NavUser = Pick<Me, 'kind' | 'is_admin' | 'memberships'>

const PROJECTS: NavItem = { key: 'projects', to: '/projects' }
const PROFILE: NavItem = { key: 'profile', to: '/profile' }
const ADMIN: NavItem = { key: 'admin', to: '/admin' }

/** The back-office modules that membership ECOS opens to AGENCY users. Depot stays hidden. */
const BACK_OFFICE: readonly NavItem[] = [
  { key: 'bizdev', to: '/bizdev' },
  { key: 'tasks', to: '/tasks/list' },
  { key: 'calendar', to: '/calendar' },
  { key: 'reports', to: '/reports/executive-brief' },
  { key: 'accounting', to: '/accounting' },
  { key: 'approves', to: '/approves' },
  { key: 'clients', to: '/clients' },
  { key: 'suppliers', to: '/suppliers' },
  { key: 'contacts', to: '/contacts' },
]

/** Sidebar links in order (staff-app.md section 2, Shell). Logout is always shown after them. */
export function buildNavItems(user: NavUser): NavItem[] {
  const items: NavItem[] = [PROJECTS]
  if (hasBackOffice(user)) items.push(...BACK_OFFICE)
  items.push(PROFILE)
  if (user.is_admin === 1) items.push(ADMIN)
  return items
}
