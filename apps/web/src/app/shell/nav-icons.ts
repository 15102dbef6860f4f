import {
  IconAddressBook,
  IconBriefcase,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCalendar,
  IconChartBar,
  IconChecklist,
  IconCircleCheck,
  IconHome,
  IconReceipt,
  IconSettings,
  IconTargetArrow,
  IconUser,
  IconUsers,
} from '@tabler/icons-react'
import type { NavKey } from './nav-items'

export const NAV_ICONS: Record<NavKey, typeof IconHome> = {
  home: IconHome,
  projects: IconBriefcase,
  bizdev: IconTargetArrow,
  tasks: IconChecklist,
  calendar: IconCalendar,
  reports: IconChartBar,
  accounting: IconReceipt,
  approves: IconCircleCheck,
  clients: IconUsers,
  suppliers: IconBuildingStore,
  contacts: IconAddressBook,
  depot: IconBuildingWarehouse,
  profile: IconUser,
  admin: IconSettings,
}
