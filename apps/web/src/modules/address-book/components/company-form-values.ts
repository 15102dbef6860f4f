import type { Client } from '@ajanda/contracts/clients.contract'
import type { Supplier } from '@ajanda/contracts/suppliers.contract'
import type { CompanyKind } from '../address-book.api'

/** The fields of the client and supplier forms; each kind's form holds only its own keys. */
export interface CompanyFormValues {
  name: string
  legal_name: string
  industry_id: number | null
  category_ids: number[]
  tax_office_id: number | null
  tax_number: string
  address: string
  country: string | null
  city: string | null
  phone: string
  email: string
  website: string
  iban: string
  bank_name: string
  fin_fee_type: 'PERCENTAGE' | 'FIXED' | null
  fin_fee_rate: string | null
  fin_fee_currency: string | null
  profit_target: string | null
}

const COMMON = [
  'name',
  'legal_name',
  'tax_office_id',
  'tax_number',
  'address',
  'country',
  'city',
  'phone',
  'email',
  'website',
] as const
export const CLIENT_FIELDS = [
  ...COMMON,
  'industry_id',
  'fin_fee_type',
  'fin_fee_rate',
  'fin_fee_currency',
  'profit_target',
] as const
export const SUPPLIER_FIELDS = [...COMMON, 'category_ids', 'iban', 'bank_name'] as const
export const companyFields = (kind: CompanyKind) => (kind === 'client' ? CLIENT_FIELDS : SUPPLIER_FIELDS)

type Record_ = Partial<Client> & Partial<Supplier>

/** The form's starting values: the record's, or empty ones; only the kind's keys. */
export function companyFormDefaults(kind: CompanyKind, record: Record_ | null): CompanyFormValues {
  const all: CompanyFormValues = {
    name: record?.name ?? '',
    legal_name: record?.legal_name ?? '',
    industry_id: record?.industry_id ?? null,
    category_ids: record?.category_ids ?? [],
    tax_office_id: record?.tax_office_id ?? null,
    tax_number: record?.tax_number ?? '',
    address: record?.address ?? '',
    country: record?.country ?? 'TR',
    city: record?.city ?? null,
    phone: record?.phone ?? '',
    email: record?.email ?? '',
    website: record?.website ?? '',
    iban: record?.iban ?? '',
    bank_name: record?.bank_name ?? '',
    fin_fee_type: record?.fin_fee_type ?? null,
    fin_fee_rate: record?.fin_fee_rate ?? null,
    fin_fee_currency: record?.fin_fee_currency ?? null,
    profit_target: record?.profit_target ?? null,
  }
  const picked: Partial<Record<keyof CompanyFormValues, unknown>> = {}
  for (const key of companyFields(kind)) picked[key] = all[key]
  return picked as CompanyFormValues
}
