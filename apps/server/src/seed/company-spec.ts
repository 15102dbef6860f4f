import type { PaymentMethodType } from '@ajanda/contracts/definitions.contract'
import type { Membership } from '@ajanda/contracts/event-companies.contract'
import type { PositionScope, UserKind } from '@ajanda/contracts/users.contract'
import type { eventCompanies } from '../modules/event-companies/event-companies.table'
import type { CrmSpec } from './crm-spec'
import type { ProjectSpec } from './project-spec'

/**
 * A demo company described by names rather than ids: the seeder inserts it and resolves every
 * reference (team → division, user → position, reports_to → e-mail) to the generated ids.
 */
export interface CompanySpec {
  company: Omit<typeof eventCompanies.$inferInsert, 'id' | 'code' | 'created_at' | 'updated_at'>
  memberships: readonly Membership[]
  currencies: readonly string[]
  languages: readonly string[]
  vatRates: readonly string[]
  creditCards: readonly string[]
  /** Names of the 15 fixed stage slots, slot 0 first. */
  stageNames: readonly string[]
  /** Their English names (`bizdev_stages.name_en`), slot 0 first. */
  stageNamesEn?: readonly string[]
  divisions: readonly { name: string; auto_project_ref: boolean; project_ref_prefix: string | null }[]
  teams: readonly { name: string; division: string; color: string }[]
  positions: readonly { name: string; name_en?: string; scope: PositionScope }[]
  users: readonly UserSpec[]
  definitions: DefinitionsSpec
  /** Rate of one unit of each currency in the company currency today; history is derived. */
  exchangeRates: readonly ExchangeRateSpec[]
  /** Clients, suppliers, contacts, notes and calls. */
  crm?: CrmSpec
  /** Leads and projects in every stage, with their timelines. */
  projects?: readonly ProjectSpec[]
}

export interface UserSpec {
  full_name: string
  email: string
  position: string
  division?: string
  team?: string
  /** The manager's e-mail. */
  reports_to?: string
  is_admin?: boolean
  kind?: UserKind
  phone?: string
  deactivated?: boolean
}

export interface BudgetCategorySpec {
  name: string
  name_en: string
  /** A fraction: '0.2' is 20 %. */
  vat_rate: string
  supplierCategories: readonly string[]
  taxes: readonly {
    name: string
    price_type: 'PERCENTAGE' | 'FIXED'
    /** PERCENTAGE: a fraction of the sell amount; FIXED: an amount in `currency_code`. */
    price: string
    currency_code?: string
    vat_rate: string
  }[]
  items: readonly { name: string; name_en: string }[]
  /** Alternatives among the category's items (by item name). */
  groups: readonly { name: string; name_en: string; items: readonly string[] }[]
}

export interface DefinitionsSpec {
  paymentMethods: readonly { name: string; type: PaymentMethodType; is_active?: boolean }[]
  contactPositions: readonly string[]
  expenseSources: readonly string[]
  clientIndustries: readonly string[]
  supplierCategories: readonly string[]
  meetingTypes: readonly { name: string; client?: boolean; supplier?: boolean; sponsor?: boolean }[]
  projectTypes: readonly { name: string; budget_type: 1 | 2 | 3; divisions: readonly string[] }[]
  budgetCategories: readonly BudgetCategorySpec[]
  formFieldTemplates: readonly { name: string; type: string; props: Record<string, unknown> }[]
  /**
   * English names of the payment methods, contact positions, expense sources, industries, supplier
   * categories, meeting types and project types, by their Turkish name (`name_en`, shown in English).
   */
  englishNames?: Readonly<Record<string, string>>
}

export interface ExchangeRateSpec {
  currency: string
  /** Today's rate, a decimal string. */
  today: string
  /** How much the rate rose over the period, as a fraction (the lira weakens slowly). */
  monthlyRise: number
}
