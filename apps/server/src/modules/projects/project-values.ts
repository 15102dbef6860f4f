import { canonicalDecimal } from '@ajanda/contracts/common/decimal'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import {
  type LeadRuleValues,
  stageOfStatus,
  statusOfStage,
  type UpdateLeadInput,
} from '@ajanda/contracts/projects.contract'
import type { ProjectValues } from './projects.repository'
import type { projects } from './projects.table'

type ProjectRecord = typeof projects.$inferSelect

/** Which columns each form field writes (the `updated` event names the form fields). */
const FIELD_COLUMNS = {
  name: ['name'],
  dates: ['starts_at', 'ends_at'],
  country: ['country'],
  city: ['city'],
  type: ['project_type_id'],
  format: ['format'],
  expected_attendee_count: ['expected_attendee_count'],
  fin_fee_type: ['fin_fee_type'],
  fin_fee_percentage: ['fin_fee_percentage'],
  fin_fee_fixed_amount: ['fin_fee_fixed_amount'],
  fin_fee_currency: ['fin_fee_currency'],
  profit_target: ['profit_target'],
  languages: ['languages'],
  currency: ['currency'],
  responsible: ['responsible_id'],
  lead_close_date: ['lead_close_date'],
  lead_value: ['lead_value'],
  lead_currency: ['lead_currency'],
  project_ref: ['project_ref'],
  client_response_date: ['client_response_date'],
  status_info: ['status_info'],
  note: ['note'],
} as const satisfies Partial<Record<keyof UpdateLeadInput, readonly (keyof ProjectRecord)[]>>
const DECIMAL_COLUMNS = new Set(['fin_fee_percentage', 'fin_fee_fixed_amount', 'profit_target', 'lead_value'])

const blankToNull = <T>(value: T | '' | null | undefined) =>
  value === '' || value === undefined ? null : value

/**
 * The stored form of the plain fields an input has (a PUT may have some): the folded name, the date
 * range as two columns, emptied texts as null. Client, contact, responsible, status and reference are
 * resolved by the service.
 */
export function prepareLeadValues(input: UpdateLeadInput): ProjectValues {
  const values: ProjectValues = {}
  if (input.name !== undefined) {
    values.name = input.name
    values.name_search = foldTurkish(input.name)
  }
  if (input.dates !== undefined && input.dates !== null) {
    values.starts_at = input.dates[0]
    values.ends_at = input.dates[1]
  }
  if (input.country !== undefined) values.country = blankToNull(input.country)
  if (input.city !== undefined) values.city = blankToNull(input.city)
  if (input.type !== undefined) values.project_type_id = input.type ?? null
  if (input.format !== undefined) values.format = input.format ?? null
  if (input.expected_attendee_count !== undefined)
    values.expected_attendee_count = input.expected_attendee_count ?? null
  if (input.languages !== undefined) values.languages = [...new Set(input.languages ?? [])]
  if (input.currency !== undefined) values.currency = blankToNull(input.currency)
  if (input.fin_fee_type !== undefined) values.fin_fee_type = input.fin_fee_type ?? null
  if (input.fin_fee_percentage !== undefined)
    values.fin_fee_percentage = blankToNull(input.fin_fee_percentage)
  if (input.fin_fee_fixed_amount !== undefined)
    values.fin_fee_fixed_amount = blankToNull(input.fin_fee_fixed_amount)
  if (input.fin_fee_currency !== undefined) values.fin_fee_currency = blankToNull(input.fin_fee_currency)
  if (input.profit_target !== undefined) values.profit_target = blankToNull(input.profit_target)
  if (input.lead_close_date !== undefined) values.lead_close_date = input.lead_close_date ?? null
  if (input.lead_value !== undefined) values.lead_value = blankToNull(input.lead_value)
  if (input.lead_currency !== undefined) values.lead_currency = blankToNull(input.lead_currency)
  if (input.client_response_date !== undefined)
    values.client_response_date = input.client_response_date ?? null
  if (input.status_info !== undefined) values.status_info = blankToNull(input.status_info)
  if (input.note !== undefined) values.note = blankToNull(input.note)
  if (input.status !== undefined && input.status !== null) {
    const stage = stageOfStatus(input.status)
    if (stage !== null) values.stage = stage
  }
  return values
}

/** The values the form rules read, as the record will be after the save. */
export function mergedRuleValues(
  existing: ProjectRecord | null,
  existingContactId: number | null,
  input: UpdateLeadInput,
): LeadRuleValues {
  const pick = <K extends keyof UpdateLeadInput, T>(key: K, fallback: T) =>
    input[key] === undefined ? fallback : input[key]
  const existingDates = existing ? ([existing.starts_at, existing.ends_at] as const) : null
  const status = existing ? statusOfStage(existing.stage) : null
  return {
    name: pick('name', existing?.name ?? null) as string | null,
    dates: pick('dates', existingDates) as readonly [string, string] | null,
    type: pick('type', existing?.project_type_id ?? null) as number | null,
    city: pick('city', existing?.city ?? null) as string | null,
    client: pick('client', existing?.client_id ?? null) as number | string | null,
    // A new client comes with a new contact; an existing one keeps its contact unless another is named.
    contact:
      typeof input.client === 'string'
        ? null
        : (pick(
            'contact',
            input.client !== undefined && input.client !== existing?.client_id ? null : existingContactId,
          ) as number | null),
    new_contact: input.new_contact ?? null,
    status: pick('status', status) as string | null,
    lead_close_date: pick('lead_close_date', existing?.lead_close_date ?? null) as string | null,
    lead_value: pick('lead_value', existing?.lead_value ?? null) as string | null,
    project_ref: pick('project_ref', existing?.project_ref ?? null) as string | null,
    fin_fee_type: pick('fin_fee_type', existing?.fin_fee_type ?? null) as string | null,
    fin_fee_currency: pick('fin_fee_currency', existing?.fin_fee_currency ?? null) as string | null,
  }
}

const comparable = (column: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return ''
  if (DECIMAL_COLUMNS.has(column)) return canonicalDecimal(String(value))
  if (Array.isArray(value)) return JSON.stringify([...value].sort())
  return String(value)
}

/** The form fields (contract names) whose columns the values change. */
export function changedFields(existing: ProjectRecord, values: ProjectValues): string[] {
  const fields: string[] = []
  for (const [field, columns] of Object.entries(FIELD_COLUMNS)) {
    const changed = columns.some(
      (column) =>
        column in values &&
        comparable(column, (values as Record<string, unknown>)[column]) !==
          comparable(column, (existing as Record<string, unknown>)[column]),
    )
    if (changed) fields.push(field)
  }
  return fields
}

/** `{prefix}-{year}-{sequence}`, the sequence of at least 3 digits. */
export function formatProjectRef(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(3, '0')}`
}

/** The current year in the company's time zone (Europe/Istanbul by default). */
export function yearIn(timeZone: string, now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(now))
}
