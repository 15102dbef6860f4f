import type { ProjectRefSuggestion } from '@ajanda/contracts/projects.contract'
import type { FieldErrors } from 'react-hook-form'
import type { LEAD_FORM_FIELDS, LeadFormValues } from './lead-form-values'

type FormField = (typeof LEAD_FORM_FIELDS)[number]

/**
 * What a first call does not need (staff-app.md 5, "Lead": name, dates, type, client, city, and for a new
 * lead status, close date and value, the contact and the typed reference are required): these wait in
 * "Diğer bilgiler". The country stays beside the city, whose list it gives; the value's currency beside it.
 */
export const LEAD_MORE_FIELDS = [
  'format',
  'attendee_count',
  'languages',
  'responsible',
  'client_response_date',
  'currency',
  'fin_fee_type',
  'fin_fee_percentage',
  'fin_fee_fixed_amount',
  'fin_fee_currency',
  'profit_target',
  'note',
] as const satisfies readonly FormField[]

/** The fields of "Diğer bilgiler" that hold an error: the section opens so the error is seen. */
export function moreFieldsWithErrors(errors: FieldErrors<LeadFormValues>): string[] {
  return LEAD_MORE_FIELDS.filter((field) => errors[field] !== undefined)
}

/** "Diğer bilgiler" starts open on an edit (the record's details are part of it), closed for a new lead. */
export function moreDetailsOpenAtStart(isNew: boolean): boolean {
  return !isNew
}

/**
 * The project code field's next value when the suggestion (GET /leads/project-ref) arrives or changes with
 * the responsible: the suggestion fills an empty field or replaces the previous suggestion, but never
 * what the user typed or the record's own code. A responsible without a prefix empties a field that held
 * only the previous suggestion. `undefined`: leave the field alone.
 */
export function suggestedProjectRef(
  current: string,
  lastSuggested: string | null,
  suggestion: ProjectRefSuggestion | undefined,
): string | undefined {
  if (!suggestion || suggestion.generated) return undefined
  const untouched = current.trim() === '' || current === lastSuggested
  if (!untouched) return undefined
  const next = suggestion.project_ref ?? ''
  return next === current ? undefined : next
}
