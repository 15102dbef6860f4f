import {
  IconArrowMerge,
  IconBell,
  IconBuildingSkyscraper,
  IconChecklist,
  IconCoins,
  IconCreditCard,
  IconHierarchy2,
  IconLayoutDashboard,
  IconListCheck,
  IconListDetails,
  IconTarget,
  IconTimeline,
  IconUserShield,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react'

export type AdminNavKey =
  | 'overview'
  | 'eventCompany'
  | 'organisation'
  | 'teams'
  | 'orgChart'
  | 'positions'
  | 'definitions'
  | 'paymentMethods'
  | 'bizDev'
  | 'similarRecords'
  | 'notifications'
  | 'approvalChain'
  | 'checklists'
  | 'budgets'
  | 'targets'

export interface AdminNavItem {
  key: AdminNavKey
  to: string
  icon: typeof IconUsers
}

/** The admin pages built so far; pages of later releases are not linked until they exist. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { key: 'overview', to: '/admin', icon: IconLayoutDashboard },
  { key: 'eventCompany', to: '/admin/event-company', icon: IconBuildingSkyscraper },
  { key: 'organisation', to: '/admin/organisation', icon: IconUsers },
  { key: 'teams', to: '/admin/teams', icon: IconUsersGroup },
  { key: 'orgChart', to: '/admin/organization-chart', icon: IconHierarchy2 },
  { key: 'positions', to: '/admin/positions', icon: IconUserShield },
  { key: 'definitions', to: '/admin/definitions', icon: IconListDetails },
  { key: 'paymentMethods', to: '/admin/payment-methods', icon: IconCreditCard },
  { key: 'bizDev', to: '/admin/biz-dev', icon: IconTimeline },
  { key: 'similarRecords', to: '/admin/similarRecords', icon: IconArrowMerge },
  { key: 'notifications', to: '/admin/notifications', icon: IconBell },
  { key: 'approvalChain', to: '/admin/approval-chain', icon: IconChecklist },
  { key: 'checklists', to: '/admin/checklists', icon: IconListCheck },
  { key: 'budgets', to: '/admin/budgets', icon: IconCoins },
  { key: 'targets', to: '/admin/targets', icon: IconTarget },
]

/** The nav entry a path belongs to: the longest link that prefixes it (`/admin/user/x` is people). */
export function activeAdminNav(pathname: string): AdminNavKey {
  if (pathname.startsWith('/admin/user/')) return 'organisation'
  let best: AdminNavItem | undefined
  for (const item of ADMIN_NAV) {
    const matches = pathname === item.to || pathname.startsWith(`${item.to}/`)
    if (matches && (!best || item.to.length > best.to.length)) best = item
  }
  return best?.key ?? 'overview'
}
