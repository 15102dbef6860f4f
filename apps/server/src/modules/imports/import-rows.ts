import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import type { ImportEntity } from '@ajanda/contracts/imports.contract'

/** Name → id lists the import resolves cells with (folded names; codes as they are written). */
export interface ImportLookups {
  industries: Map<string, number>
  categories: Map<string, number>
  positions: Map<string, number>
  taxOffices: Map<string, number>
  countries: Map<string, string>
  clients: Map<string, number>
  suppliers: Map<string, number>
}

/** A cell the lookups did not know: the row is reported, not imported. */
export interface UnknownValue {
  field: string
  value: string
}

export type RawRow = Partial<Record<string, string>>

/** The contract field an import field fills, for translating schema issues back to the column. */
export const SCHEMA_FIELD_TO_IMPORT: Record<string, string> = {
  industry_id: 'industry',
  tax_office_id: 'tax_office',
  category_ids: 'categories',
  position_id: 'position',
  company_id: 'company',
}

const FEE_TYPE_WORDS: Record<string, string> = {
  percentage: 'PERCENTAGE',
  yuzde: 'PERCENTAGE',
  '%': 'PERCENTAGE',
  fixed: 'FIXED',
  sabit: 'FIXED',
}
const CONTACT_TYPE_WORDS: Record<string, 'C' | 'S'> = {
  c: 'C',
  client: 'C',
  musteri: 'C',
  s: 'S',
  supplier: 'S',
  tedarikci: 'S',
}

/** "12,5" and "%10" as a spreadsheet holds them: a decimal string, percentages as fractions. */
function decimalText(value: string): string {
  const compact = value.replace(/\s/g, '').replace(',', '.')
  const percent = /^%(.+)$|^(.+)%$/.exec(compact)
  const number = percent ? (percent[1] ?? percent[2] ?? '') : compact
  if (!percent || !/^-?\d+(\.\d+)?$/.test(number)) return compact
  return String(Number(number) / 100)
}

/** Spreadsheets often hold numbers (phones, tax numbers) as numbers; strip what Excel added. */
const digits = (value: string) => value.replace(/\.0+$/, '')

function lookup<T>(map: Map<string, T>, field: string, value: string | undefined, unknown: UnknownValue[]) {
  if (value === undefined) return undefined
  const found = map.get(foldTurkish(value)) ?? map.get(value.toUpperCase()) ?? map.get(value.toLowerCase())
  if (found === undefined) unknown.push({ field, value })
  return found
}

function organisation(raw: RawRow, lookups: ImportLookups, unknown: UnknownValue[]) {
  const input: Record<string, unknown> = {}
  for (const field of ['name', 'legal_name', 'address', 'city', 'email', 'website'])
    if (raw[field] !== undefined) input[field] = raw[field]
  if (raw.phone !== undefined) input.phone = digits(raw.phone)
  if (raw.tax_number !== undefined) input.tax_number = digits(raw.tax_number).replace(/\s/g, '')
  input.tax_office_id = lookup(lookups.taxOffices, 'tax_office', raw.tax_office, unknown)
  input.country = lookup(lookups.countries, 'country', raw.country, unknown)
  return input
}

/** One row's cells → the body the form would have sent, per entity; unknown list values collected. */
export function inputOfRow(
  entity: ImportEntity,
  raw: RawRow,
  lookups: ImportLookups,
): { input: Record<string, unknown>; unknown: UnknownValue[] } {
  const unknown: UnknownValue[] = []
  if (entity === 'clients') {
    const input = organisation(raw, lookups, unknown)
    input.industry_id = lookup(lookups.industries, 'industry', raw.industry, unknown)
    if (raw.fin_fee_type !== undefined)
      input.fin_fee_type = FEE_TYPE_WORDS[foldTurkish(raw.fin_fee_type)] ?? raw.fin_fee_type.toUpperCase()
    if (raw.fin_fee_rate !== undefined) input.fin_fee_rate = decimalText(raw.fin_fee_rate)
    if (raw.fin_fee_currency !== undefined) input.fin_fee_currency = raw.fin_fee_currency
    if (raw.profit_target !== undefined) input.profit_target = decimalText(raw.profit_target)
    return { input, unknown }
  }
  if (entity === 'suppliers') {
    const input = organisation(raw, lookups, unknown)
    const names = (raw.categories ?? '')
      .split(/[,;]/)
      .map((name) => name.trim())
      .filter(Boolean)
    input.category_ids = names
      .map((name) => lookup(lookups.categories, 'categories', name, unknown))
      .filter((id) => id !== undefined)
    if (raw.iban !== undefined) input.iban = raw.iban
    if (raw.bank_name !== undefined) input.bank_name = raw.bank_name
    return { input, unknown }
  }
  const input: Record<string, unknown> = {}
  for (const field of ['name', 'email']) if (raw[field] !== undefined) input[field] = raw[field]
  for (const field of ['phone', 'mobile', 'fax']) {
    const value = raw[field]
    if (value !== undefined) input[field] = digits(value)
  }
  input.position_id = lookup(lookups.positions, 'position', raw.position, unknown)
  input.company_id = companyOf(raw, lookups, unknown)
  return { input, unknown }
}

/**
 * A contact's company: "C-12"/"S-3", or a client's or supplier's name (the client first when both have
 * it, unless `contact_type` says otherwise).
 */
function companyOf(raw: RawRow, lookups: ImportLookups, unknown: UnknownValue[]): string | undefined {
  const value = raw.company
  if (value === undefined) return undefined
  if (/^[CS]-\d+$/i.test(value)) return value.toUpperCase()
  const type = raw.contact_type === undefined ? undefined : CONTACT_TYPE_WORDS[foldTurkish(raw.contact_type)]
  const name = foldTurkish(value)
  const clientId = type === 'S' ? undefined : lookups.clients.get(name)
  if (clientId !== undefined) return `C-${clientId}`
  const supplierId = type === 'C' ? undefined : lookups.suppliers.get(name)
  if (supplierId !== undefined) return `S-${supplierId}`
  unknown.push({ field: 'company', value })
  return undefined
}
