import type { Project } from '@ajanda/contracts/projects.contract'
import type { TFunction } from 'i18next'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { registerBadgeTexts } from '../../../public-pages/event-badge/badge-texts'
import { registerFeeTexts } from '../../fees/fees-texts'
import { registerProjectFlightTexts } from '../../flights/project-flights-texts'
import { registerHotelTexts } from '../../hotels/hotel-texts'
import { registerProductTexts } from '../../products/products-texts'
import { registerProjectSupplierTexts } from '../../suppliers/project-suppliers-texts'
import type { BackOfficeTab } from '../project-loader'

/** The namespaces the project page names its tabs from. */
export const PROJECT_PAGE_NAMESPACES = [
  'projects',
  'common',
  'accounting',
  'forms',
  'attendees',
  'badges',
  'products',
  'fees',
  'hotels',
  'projectFlights',
  'projectSuppliers',
  'tasks',
] as const
type PageT = TFunction<typeof PROJECT_PAGE_NAMESPACES>

// The tabs' names are their modules' texts (a few lines each); the tabs themselves load with their chunks.
registerBadgeTexts()
registerProductTexts()
registerFeeTexts()
registerHotelTexts()
registerProjectFlightTexts()
registerProjectSupplierTexts()

type TabScreen = LazyExoticComponent<ComponentType<{ project: Project }>>
const screen = <M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<{ project: Project }>,
): TabScreen => lazy(() => load().then((module) => ({ default: pick(module) })))

/**
 * Each back-office tab of the project page: its name and its module's screen, loaded when the tab is
 * first opened so the project page stays small. In BACK_OFFICE_TABS' order.
 */
export const BACK_OFFICE_TAB_SCREENS: Record<
  BackOfficeTab,
  { label: (t: PageT) => string; Screen: TabScreen }
> = {
  budgets: {
    label: (t) => t('tabs.budgets'),
    Screen: screen(
      () => import('../../budgets/components/project-budgets-tab'),
      (m) => m.ProjectBudgetsTab,
    ),
  },
  forms: {
    label: (t) => t('forms:tab'),
    Screen: screen(
      () => import('../../forms/components/project-forms-tab'),
      (m) => m.ProjectFormsTab,
    ),
  },
  attendees: {
    label: (t) => t('attendees:tab'),
    Screen: screen(
      () => import('../../attendees/components/project-attendees-tab'),
      (m) => m.ProjectAttendeesTab,
    ),
  },
  checkin: {
    label: (t) => t('tabs.checkin'),
    Screen: screen(
      () => import('../../checkin/components/project-checkin-tab'),
      (m) => m.ProjectCheckinTab,
    ),
  },
  badges: {
    label: (t) => t('badges:tab'),
    Screen: screen(
      () => import('../../badges/components/project-badges-tab'),
      (m) => m.ProjectBadgesTab,
    ),
  },
  products: {
    label: (t) => t('products:tab'),
    Screen: screen(
      () => import('../../products/components/project-products-tab'),
      (m) => m.ProjectProductsTab,
    ),
  },
  'pricing-periods': {
    label: (t) => t('products:periodsTab'),
    Screen: screen(
      () => import('../../products/components/project-pricing-periods-tab'),
      (m) => m.ProjectPricingPeriodsTab,
    ),
  },
  fees: {
    label: (t) => t('fees:tab'),
    Screen: screen(
      () => import('../../fees/components/project-fees-tab'),
      (m) => m.ProjectFeesTab,
    ),
  },
  hotels: {
    label: (t) => t('hotels:tab'),
    Screen: screen(
      () => import('../../hotels/components/project-hotels-tab'),
      (m) => m.ProjectHotelsTab,
    ),
  },
  flights: {
    label: (t) => t('projectFlights:tab'),
    Screen: screen(
      () => import('../../flights/components/project-flights-tab'),
      (m) => m.ProjectFlightsTab,
    ),
  },
  suppliers: {
    label: (t) => t('projectSuppliers:tab'),
    Screen: screen(
      () => import('../../suppliers/components/project-suppliers-tab'),
      (m) => m.ProjectSuppliersTab,
    ),
  },
  todos: {
    label: (t) => t('tasks:project.tab'),
    Screen: screen(
      () => import('../../tasks/components/project-tasks-tab'),
      (m) => m.ProjectTasksTab,
    ),
  },
}
