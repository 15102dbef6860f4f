import { z } from 'zod'
import { RULE_OPERATORS } from './field-types'
import {
  DEP_ACTIONS,
  DEP_SCOPES,
  FORM_AUDIENCES,
  FORM_TYPES,
  type FormInput,
  localizedText,
} from './form-model'

/**
 * A form as the API gives it (admin-area.md section 3, "Form", "Form section", "Form field", "Field
 * option", "Section rule"): the builder, the preview and the public page read this, and `toEngineForm`
 * maps it onto the engine's model (a field's `deps` are its rules; a rule's `target_value` its value).
 */

export const FORM_STATUSES = ['draft', 'published', 'closed'] as const
export type FormStatus = (typeof FORM_STATUSES)[number]
export const RULE_TYPES = ['FORMSECTION', 'FORMFIELD'] as const
export type RuleType = (typeof RULE_TYPES)[number]

export const formRuleOutSchema = z.object({
  id: z.number().int(),
  type: z.enum(RULE_TYPES),
  /** The section id (FORMSECTION) or the field id (FORMFIELD) the rule belongs to. */
  source: z.number().int(),
  target: z.string(),
  operator: z.enum(RULE_OPERATORS),
  target_value: z.string().nullable(),
})
export type FormRuleOut = z.infer<typeof formRuleOutSchema>

export const formOptionOutSchema = z.object({
  id: z.number().int(),
  option_text: localizedText(),
  quota_allocated: z.number().int().nullable(),
  quota_available: z.number().int().nullable(),
  image: z.string().nullable(),
  /** The attendee column an answer of this option writes (PUT option with column, data). */
  column: z.string().nullable(),
  data: z.string().nullable(),
  sort_order: z.number().int(),
  /** The product of the form's project this option stands for (its price is in the registration fee). */
  product_id: z.number().int().nullable(),
})
export type FormOptionOut = z.infer<typeof formOptionOutSchema>

export const flightOptionOutSchema = z.object({
  id: z.number().int(),
  flight_id: z.number().int(),
  quota_available: z.number().int().nullable(),
  /** How the builder names it: "IST · TK 1234 · 2027-03-04". */
  label: z.string(),
})
export type FlightOptionOut = z.infer<typeof flightOptionOutSchema>

export const attendeeListMatchSchema = z.object({
  id: z.number().int(),
  field_id: z.number().int(),
  attendee_list_id_one: z.number().int(),
  attendee_list_id_two: z.number().int(),
})
export type AttendeeListMatch = z.infer<typeof attendeeListMatchSchema>

export const formFieldOutSchema = z.object({
  id: z.number().int(),
  section_id: z.number().int(),
  type: z.string(),
  title: localizedText(),
  placeholder: localizedText().nullable(),
  helptext: localizedText(5000).nullable(),
  title_colour: z.string().nullable(),
  code: z.string().nullable(),
  is_required: z.boolean(),
  is_hidden: z.boolean(),
  is_readonly: z.boolean(),
  default_value_type: z.enum(['NONE', 'FIXED', 'DB']),
  default_value: z.string().nullable(),
  default_value_db: z.string().nullable(),
  min_length: z.number().int().nullable(),
  max_length: z.number().int().nullable(),
  props: z.record(z.string(), z.unknown()),
  dep_scope: z.enum(DEP_SCOPES),
  dep_action: z.enum(DEP_ACTIONS),
  direction: z.string().nullable(),
  verification_column: z.string().nullable(),
  selected_room_mate_visible: z.boolean(),
  room_mate_approve: z.boolean(),
  room_mate_type: z.enum(['CHOOSE_ANYONE', 'MACTHED_LIST_CHOOSE']).nullable(),
  file_type: z.enum(['image', 'file']).nullable(),
  file_size: z.number().nullable(),
  sort_order: z.number().int(),
  options: z.array(formOptionOutSchema),
  flight_options: z.array(flightOptionOutSchema),
  deps: z.array(formRuleOutSchema),
  attendee_list_matches: z.array(attendeeListMatchSchema),
})
export type FormFieldOut = z.infer<typeof formFieldOutSchema>

export const formSectionOutSchema = z.object({
  id: z.number().int(),
  title: localizedText(),
  title_colour: z.string().nullable(),
  help_text: localizedText(5000).nullable(),
  is_hidden: z.boolean(),
  dep_scope: z.enum(DEP_SCOPES),
  dep_action: z.enum(DEP_ACTIONS),
  budget_category_id: z.number().int().nullable(),
  sort_order: z.number().int(),
  rules: z.array(formRuleOutSchema),
  fields: z.array(formFieldOutSchema),
})
export type FormSectionOut = z.infer<typeof formSectionOutSchema>

/** An attendee column a rule (DB-{key}) or a default value (DB) may read. */
export const dbColumnSchema = z.object({ key: z.string(), text: z.string() })
export type DbColumn = z.infer<typeof dbColumnSchema>

/** The form's own settings (event-side.md section 1), without its sections. */
export const formSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  project_id: z.number().int().nullable(),
  project_code: z.string().nullable(),
  form_type: z.enum(FORM_TYPES),
  type: z.enum(FORM_AUDIENCES),
  status: z.enum(FORM_STATUSES),
  slug: z.string(),
  languages: z.array(z.string()),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  capacity: z.number().int().nullable(),
  edit_deadline: z.string().nullable(),
  confirmation_text: localizedText(5000).nullable(),
  sections_count: z.number().int(),
  fields_count: z.number().int(),
  answers_count: z.number().int(),
  updated_at: z.string(),
})
export type FormSummary = z.infer<typeof formSummarySchema>

/** GET /form/{id}. */
export const formDetailSchema = formSummarySchema.extend({
  sections: z.array(formSectionOutSchema),
  db_columns: z.array(dbColumnSchema),
})
export type FormDetail = z.infer<typeof formDetailSchema>

const engineRule = (rule: FormRuleOut) => ({
  id: rule.id,
  target: rule.target,
  operator: rule.operator,
  value: rule.target_value,
})

/** The API's form as the engine reads it (evaluateVisibility, validateAnswers, formSchema). */
export function toEngineForm(form: FormDetail): FormInput {
  return {
    id: form.id,
    code: form.code,
    form_type: form.form_type,
    type: form.type,
    languages: form.languages,
    sections: form.sections.map((section) => ({
      id: section.id,
      title: section.title,
      help_text: section.help_text,
      title_colour: section.title_colour,
      is_hidden: section.is_hidden,
      dep_scope: section.dep_scope,
      dep_action: section.dep_action,
      budget_category_id: section.budget_category_id,
      rules: section.rules.map(engineRule),
      fields: section.fields.map((field) => ({
        ...field,
        options: field.options.map((option) => ({
          id: option.id,
          option_text: option.option_text,
          quota_allocated: option.quota_allocated,
          quota_available: option.quota_available,
          image: option.image,
        })),
        flight_options: field.flight_options.map(({ flight_id, quota_available }) => ({
          flight_id,
          quota_available,
        })),
        rules: field.deps.map(engineRule),
      })),
    })),
  }
}
