import type { ClientFees } from '@ajanda/contracts/clients.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { validationMessage } from '@ajanda/contracts/common/validation-messages'
import type { EventCompany } from '@ajanda/contracts/event-companies.contract'
import {
  FIRST_STAGE,
  type LeadRuleContext,
  leadFormIssues,
  leadInputSchema,
  type Project,
  type ProjectFormat,
  statusOfStage,
} from '@ajanda/contracts/projects.contract'
import type { Division, UserListItem } from '@ajanda/contracts/users.contract'
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'

export type FeeType = 'PERCENTAGE' | 'FIXED'

/** The lead form's fields (staff-app.md 3, "Project / lead form"); `attendee_count` is sent as expected_attendee_count. */
export interface LeadFormValues {
  name: string
  dates: [string | null, string | null]
  country: string | null
  city: string | null
  type: number | null
  format: ProjectFormat | null
  /** A client's id, or the name of a client to create. */
  client: number | string | null
  contact: number | null
  new_contact: { name: string; email: string; position_id: number | null }
  attendee_count: number | null
  status: string | null
  fin_fee_type: FeeType | null
  fin_fee_percentage: string | null
  fin_fee_fixed_amount: string | null
  fin_fee_currency: string | null
  profit_target: string | null
  languages: string[]
  currency: string | null
  responsible: number | null
  lead_close_date: string | null
  lead_value: string | null
  lead_currency: string | null
  project_ref: string
  client_response_date: string | null
  note: string
}

/** Every field the server may name in a 422 (as the form calls it). */
export const LEAD_FORM_FIELDS = [
  'name',
  'dates',
  'country',
  'city',
  'type',
  'format',
  'client',
  'contact',
  'new_contact.name',
  'new_contact.email',
  'new_contact.position_id',
  'attendee_count',
  'status',
  'fin_fee_type',
  'fin_fee_percentage',
  'fin_fee_fixed_amount',
  'fin_fee_currency',
  'profit_target',
  'languages',
  'currency',
  'responsible',
  'lead_close_date',
  'lead_value',
  'lead_currency',
  'project_ref',
  'client_response_date',
  'note',
] as const

type FeeFields = Pick<
  LeadFormValues,
  'fin_fee_type' | 'fin_fee_percentage' | 'fin_fee_fixed_amount' | 'fin_fee_currency' | 'profit_target'
>

/** The fee fields from the client's defaults (GET /client/id/{id}), or the company's when it has none. */
export function feeDefaults(
  client: ClientFees | null | undefined,
  company:
    | Pick<EventCompany, 'fin_fee_type' | 'fin_fee_amount' | 'fin_expected_profit_ratio' | 'currency'>
    | undefined,
): FeeFields {
  const type = client?.fin_fee_type ?? company?.fin_fee_type ?? null
  const rate = client?.fin_fee_type ? client.fin_fee_rate : (company?.fin_fee_amount ?? null)
  const currency = client?.fin_fee_type ? client.fin_fee_currency : (company?.currency ?? null)
  return {
    fin_fee_type: type,
    fin_fee_percentage: type === 'PERCENTAGE' ? rate : null,
    fin_fee_fixed_amount: type === 'FIXED' ? rate : null,
    fin_fee_currency: type === 'FIXED' ? (currency ?? company?.currency ?? null) : null,
    profit_target: client?.profit_target ?? company?.fin_expected_profit_ratio ?? null,
  }
}

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null)

/** The form's starting values: the record's, or a new lead's (first stage, me responsible, company defaults). */
export function leadFormDefaults(
  project: Project | null | undefined,
  context: { meId: number; company?: EventCompany },
): LeadFormValues {
  const { company } = context
  if (!project)
    return {
      name: '',
      dates: [null, null],
      country: company?.country ?? 'TR',
      city: null,
      type: null,
      format: null,
      client: null,
      contact: null,
      new_contact: { name: '', email: '', position_id: null },
      attendee_count: null,
      status: statusOfStage(FIRST_STAGE),
      ...feeDefaults(null, company),
      languages: [],
      currency: company?.currency ?? null,
      responsible: context.meId,
      lead_close_date: null,
      lead_value: null,
      lead_currency: company?.currency ?? null,
      project_ref: '',
      client_response_date: null,
      note: '',
    }
  return {
    name: project.name,
    dates: [day(project.starts_at), day(project.ends_at)],
    country: project.country,
    city: project.city,
    type: project.project_type?.id ?? null,
    format: project.format,
    client: project.client?.id ?? null,
    contact: project.contacts[0]?.id ?? null,
    new_contact: { name: '', email: '', position_id: null },
    attendee_count: project.expected_attendee_count,
    status: project.current_status,
    fin_fee_type: project.fin_fee_type,
    fin_fee_percentage: project.fin_fee_percentage,
    fin_fee_fixed_amount: project.fin_fee_fixed_amount,
    fin_fee_currency: project.fin_fee_currency,
    profit_target: project.profit_target,
    languages: project.languages,
    currency: project.currency,
    responsible: project.responsible?.id ?? null,
    lead_close_date: day(project.lead_close_date),
    lead_value: project.lead_value,
    lead_currency: project.lead_currency,
    project_ref: project.project_ref ?? '',
    client_response_date: day(project.client_response_date),
    note: project.note ?? '',
  }
}

const blankToNull = (value: string | null | undefined) => {
  const text = value?.trim()
  return text ? text : null
}

/** What POST /leads and PUT /leads/{code} receive. */
export function toLeadInput(values: LeadFormValues, context: LeadRuleContext): Record<string, unknown> {
  const newClient = typeof values.client === 'string'
  const [start, end] = values.dates
  const feeType = values.fin_fee_type
  return {
    name: values.name.trim(),
    dates: start ? [start, end ?? start] : null,
    country: values.country,
    city: blankToNull(values.city),
    type: values.type,
    format: values.format,
    client: typeof values.client === 'string' ? values.client.trim() || null : values.client,
    contact: newClient ? null : values.contact,
    new_contact: newClient
      ? {
          name: values.new_contact.name.trim(),
          email: values.new_contact.email.trim(),
          position_id: values.new_contact.position_id,
        }
      : null,
    expected_attendee_count: values.attendee_count,
    status: values.status,
    fin_fee_type: feeType,
    fin_fee_percentage: feeType === 'PERCENTAGE' ? blankToNull(values.fin_fee_percentage) : null,
    fin_fee_fixed_amount: feeType === 'FIXED' ? blankToNull(values.fin_fee_fixed_amount) : null,
    fin_fee_currency: feeType === 'FIXED' ? values.fin_fee_currency : null,
    profit_target: blankToNull(values.profit_target),
    languages: values.languages,
    currency: values.currency,
    responsible: values.responsible,
    lead_close_date: values.lead_close_date,
    lead_value: blankToNull(values.lead_value),
    lead_currency: values.lead_currency,
    project_ref: context.responsibleGeneratesRef ? null : blankToNull(values.project_ref),
    client_response_date: values.client_response_date,
    note: blankToNull(values.note),
  }
}

/**
 * Whether the chosen responsible user's division generates project references (auto_project_ref 1 with
 * a prefix), as the server decides it; a user without such a division types the reference.
 */
export function responsibleGeneratesRef(
  responsibleId: number | null,
  users: readonly Pick<UserListItem, 'id' | 'division_id'>[] | undefined,
  divisions: readonly Pick<Division, 'id' | 'auto_project_ref' | 'project_ref_prefix'>[] | undefined,
): boolean {
  if (responsibleId === null) return false
  const user = users?.find((candidate) => candidate.id === responsibleId)
  if (!user || user.division_id === null) return false
  const division = divisions?.find((candidate) => candidate.id === user.division_id)
  return division?.auto_project_ref === 1 && Boolean(division.project_ref_prefix)
}

/** Input field name → form field name. */
function formPath(path: string): string {
  if (path === 'expected_attendee_count') return 'attendee_count'
  const head = path.split('.')[0] as string
  return head === 'dates' || head === 'languages' ? head : path
}

function setError(errors: Record<string, unknown>, path: string, error: FieldError) {
  const parts = formPath(path).split('.')
  let node = errors
  for (const part of parts.slice(0, -1)) {
    node[part] = (node[part] as Record<string, unknown> | undefined) ?? {}
    node = node[part] as Record<string, unknown>
  }
  const last = parts[parts.length - 1] as string
  if (!node[last] || !(node[last] as FieldError).message) node[last] = error
}

function flatten(errors: FieldErrors, prefix = ''): [string, FieldError][] {
  const out: [string, FieldError][] = []
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue
    const path = prefix ? `${prefix}.${key}` : key
    if ('message' in value && typeof value.message === 'string') out.push([path, value as FieldError])
    else out.push(...flatten(value as FieldErrors, path))
  }
  return out
}

/**
 * The contract's schema and `leadFormIssues` on what would be sent, messages in the UI language, errors
 * on the form's fields. `context()` is read at each validation (the responsible may change).
 */
export function leadFormResolver(locale: Locale, context: () => LeadRuleContext): Resolver<LeadFormValues> {
  const base = localizedZodResolver(leadInputSchema, locale)
  return async (values, resolverContext, options) => {
    const rules = context()
    const input = toLeadInput(values, rules)
    const withoutNulls = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null))
    const parsed = await base(withoutNulls as never, resolverContext, {
      ...options,
      names: undefined,
      fields: {},
    } as never)
    const errors: Record<string, unknown> = {}
    for (const [path, error] of flatten(parsed.errors as FieldErrors)) {
      if (path === 'dates' && input.dates === null) continue
      setError(errors, path, { type: error.type, message: error.message })
    }
    for (const issue of leadFormIssues(input as never, rules))
      setError(errors, issue.path, { type: issue.message, message: validationMessage(locale, issue.message) })
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<LeadFormValues> }
    return { values, errors: {} }
  }
}
