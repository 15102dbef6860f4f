/**
 * The address book of a demo company, by names: the seeder resolves industries, categories, positions
 * and people (by e-mail) to ids, and folds names, checks phones and builds IBANs as the API would.
 */
export interface CrmSpec {
  clients: readonly ClientSpec[]
  suppliers: readonly SupplierSpec[]
}

interface OrganisationSpec {
  name: string
  legal_name?: string
  tax_number?: string
  city: string
  address?: string
  phone?: string
  email?: string
  website?: string
  /** The person who added it (an e-mail of the company's users). */
  by: string
  /** How long ago it was added. */
  days_ago: number
  contacts?: readonly ContactSpec[]
  notes?: readonly NoteSpec[]
  calls?: readonly CallSpec[]
}

export interface ClientSpec extends OrganisationSpec {
  industry: string
  /** EXISTING: a project of it passed the lead stages this many days ago. */
  confirmed_days_ago?: number
  fee?: { type: 'PERCENTAGE' | 'FIXED'; rate: string; currency?: string }
  profit_target?: string
}

export interface SupplierSpec extends OrganisationSpec {
  categories: readonly string[]
  confirmed_days_ago?: number
  /** Bank code and account number; the seeder composes a valid TR IBAN from them. */
  bank?: { name: string; code: string; account: string }
}

export interface ContactSpec {
  name: string
  position: string
  email: string
  phone?: string
  mobile?: string
}

export interface NoteSpec {
  title: string
  content: string
  by: string
  days_ago: number
}

export interface CallSpec {
  direction: 'INCOMING' | 'OUTGOING'
  description: string
  by: string
  days_ago: number
  /** A contact of the same client or supplier, by name. */
  contact?: string
}
