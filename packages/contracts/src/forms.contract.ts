import { z } from 'zod'
import { flagField, hexColor, idField, idParam, isoMoment, requiredText } from './common/fields'
import { FIELD_TYPES, RULE_OPERATORS } from './forms/field-types'
import {
  attendeeListMatchSchema,
  dbColumnSchema,
  FORM_STATUSES,
  formDetailSchema,
  formFieldOutSchema,
  formSectionOutSchema,
  formSummarySchema,
  RULE_TYPES,
} from './forms/form-detail'
import { DEP_ACTIONS, DEP_SCOPES, FORM_AUDIENCES, FORM_TYPES, TITLE_MAX } from './forms/form-model'

/**
 * The form builder's calls (admin-area.md section 7 "Form builder", staff-app.md section 7 "Forms"),
 * with the form's own settings of event-side.md section 1. Forms are addressed by id where the spec
 * writes {id} and by code where it writes {code}; both are company-scoped (another company's is 404).
 */

export const FORM_NAME_MAX = 255
export const FORM_SLUG_MAX = 120
export const HELP_TEXT_MAX = 5000
export const OPTION_TEXT_MAX = 300
/** A builder with more than this many sections or fields per form is a data dump, not a form. */
export const FORM_SECTIONS_MAX = 100
export const FORM_FIELDS_MAX = 1000
export const FIELD_OPTIONS_MAX = 500
/** Languages a form may be written in (texts are objects keyed by these; `tr` is required). */
export const FORM_LANGUAGES = ['tr', 'en'] as const

/**
 * The attendee's fixed columns (event-side.md section 2) that rules (DB-{key}) and DB default values
 * read; a project's custom columns come with the attendees (issue 21).
 */
export const ATTENDEE_COLUMNS = [
  { key: 'first_name', tr: 'Ad', en: 'First name' },
  { key: 'last_name', tr: 'Soyad', en: 'Last name' },
  { key: 'email', tr: 'E-posta', en: 'E-mail' },
  { key: 'phone', tr: 'Telefon', en: 'Phone' },
  { key: 'company', tr: 'Kurum', en: 'Organisation' },
  { key: 'title', tr: 'Unvan', en: 'Title' },
  { key: 'country', tr: 'Ülke', en: 'Country' },
  { key: 'city', tr: 'Şehir', en: 'City' },
  { key: 'gender', tr: 'Cinsiyet', en: 'Gender' },
  { key: 'language', tr: 'Dil', en: 'Language' },
  { key: 'status', tr: 'Durum', en: 'Status' },
  { key: 'list', tr: 'Liste', en: 'List' },
] as const
export type AttendeeColumnKey = (typeof ATTENDEE_COLUMNS)[number]['key']

const slugField = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .min(3)
    .max(FORM_SLUG_MAX)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'invalid_slug' })

/** A text per language as the builder sends it: Turkish required, other languages optional. */
const localizedInput = (max: number, required = true) =>
  z
    .object({ tr: required ? requiredText(max) : z.string().trim().max(max) })
    .catchall(z.string().trim().max(max))

// ---- lists and the form's settings ----

export const formListQuerySchema = z.object({
  project_id: idParam.optional(),
  form_type: z.enum(FORM_TYPES).optional(),
})
export const formListResponseSchema = z.object({ data: z.array(formSummarySchema) })

/** POST /forms: a new form of a project (or of the company when project_id is absent), empty or copied. */
export const formCreateInputSchema = z.strictObject({
  project_id: idField().nullish(),
  name: requiredText(FORM_NAME_MAX),
  form_type: z.enum(FORM_TYPES),
  type: z.enum(FORM_AUDIENCES).default('PUBLIC'),
  /** Start from a copy of another form of the company (sections, fields, options, rules). */
  copy_from: idField().nullish(),
  languages: z.array(z.enum(FORM_LANGUAGES)).min(1).default(['tr']),
})
export type FormCreateInput = z.input<typeof formCreateInputSchema>

/** PUT /form/{id}: the settings; status moves draft → published → closed (and back to published). */
export const formUpdateInputSchema = z.strictObject({
  name: requiredText(FORM_NAME_MAX).optional(),
  type: z.enum(FORM_AUDIENCES).optional(),
  slug: slugField().optional(),
  languages: z.array(z.enum(FORM_LANGUAGES)).min(1).optional(),
  opens_at: isoMoment().nullish(),
  closes_at: isoMoment().nullish(),
  capacity: z.number().int().positive().max(1_000_000).nullish(),
  edit_deadline: isoMoment().nullish(),
  confirmation_text: localizedInput(HELP_TEXT_MAX, false).nullish(),
  status: z.enum(FORM_STATUSES).optional(),
})
export type FormUpdateInput = z.input<typeof formUpdateInputSchema>

export const formResponseSchema = z.object({ message: z.string(), data: formDetailSchema })
export const formSummaryResponseSchema = z.object({ message: z.string(), data: formSummarySchema })
export const messageResponseSchema = z.object({ message: z.string() })

// ---- sections ----

/** POST form/{code}/section with name. */
export const sectionCreateInputSchema = z.strictObject({ name: requiredText(TITLE_MAX) })
/** PUT form/{code}/section/{id}. */
export const sectionUpdateInputSchema = z.strictObject({
  title: localizedInput(TITLE_MAX).optional(),
  help_text: localizedInput(HELP_TEXT_MAX, false).nullish(),
  title_colour: hexColor().nullish(),
  is_hidden: flagField().optional(),
  dep_scope: z.enum(DEP_SCOPES).optional(),
  dep_action: z.enum(DEP_ACTIONS).optional(),
  budget_category_id: idField().nullish(),
})
export type SectionUpdateInput = z.input<typeof sectionUpdateInputSchema>
/** POST form/{code}/sort with sections (ids in their new order). */
export const sectionSortInputSchema = z.strictObject({ sections: z.array(idField()).max(FORM_SECTIONS_MAX) })
/** PUT form/{code}/section/{sectionId}/sort with fields (ids in their new order). */
export const fieldSortInputSchema = z.strictObject({ fields: z.array(idField()).max(FORM_FIELDS_MAX) })
export const sectionResponseSchema = z.object({ message: z.string(), data: formSectionOutSchema })

// ---- fields ----

/** POST form/{code}/field: a field of a type dropped from the palette at an index of a section. */
export const fieldCreateInputSchema = z.strictObject({
  section_id: idField(),
  field_type: z.enum([...FIELD_TYPES, 'fileupload']),
  field_index: z.number().int().min(0).max(FORM_FIELDS_MAX),
  /** A field template of the company (GET /forms/field-templates) to start from. */
  template_id: idField().nullish(),
})
/** PUT form/{code}/field/{fieldId}/section: move to another section at an index. */
export const fieldMoveInputSchema = z.strictObject({
  section_id: idField(),
  field_index: z.number().int().min(0).max(FORM_FIELDS_MAX),
})
/** PUT /form/field/{id}: the field's attributes (every key optional: the builder autosaves each edit). */
export const fieldUpdateInputSchema = z.strictObject({
  title: localizedInput(TITLE_MAX).optional(),
  placeholder: localizedInput(TITLE_MAX, false).nullish(),
  helptext: localizedInput(HELP_TEXT_MAX, false).nullish(),
  title_colour: hexColor().nullish(),
  code: z
    .string()
    .trim()
    .max(100)
    .regex(/^[A-Za-z0-9_-]*$/, { message: 'invalid_code' })
    .nullish(),
  is_required: flagField().optional(),
  is_hidden: flagField().optional(),
  is_readonly: flagField().optional(),
  default_value_type: z.enum(['NONE', 'FIXED', 'DB']).optional(),
  default_value: z.string().max(HELP_TEXT_MAX).nullish(),
  default_value_db: z.string().max(100).nullish(),
  min_length: z.number().int().min(0).max(100_000).nullish(),
  max_length: z.number().int().min(1).max(100_000).nullish(),
  props: z.record(z.string().max(60), z.unknown()).optional(),
  dep_scope: z.enum(DEP_SCOPES).optional(),
  dep_action: z.enum(DEP_ACTIONS).optional(),
  direction: z.enum(['horizontal', 'vertical']).nullish(),
  verification_column: z.string().max(100).nullish(),
  selected_room_mate_visible: flagField().optional(),
  room_mate_approve: flagField().optional(),
  room_mate_type: z.enum(['CHOOSE_ANYONE', 'MACTHED_LIST_CHOOSE']).nullish(),
  file_type: z.enum(['image', 'file']).nullish(),
  file_size: z.number().positive().max(100).nullish(),
})
export type FieldUpdateInput = z.input<typeof fieldUpdateInputSchema>
export const fieldResponseSchema = z.object({ message: z.string(), data: formFieldOutSchema })

// ---- options ----

/** POST form/{code}/field/{id}/option with option_text, quota_available. */
export const optionCreateInputSchema = z.strictObject({
  option_text: z.union([requiredText(OPTION_TEXT_MAX), localizedInput(OPTION_TEXT_MAX)]),
  quota_available: z.number().int().min(0).max(1_000_000).nullish(),
})
/**
 * PUT form/{code}/field/{id}/option/{optionId} with column, data: `column` names what changes
 * (option_text, option_text_en, quota_available, image, column, data, product_id) and `data` is its new
 * value. `product_id` makes the option stand for a product of the form's project (null: none).
 */
export const OPTION_COLUMNS = [
  'option_text',
  'option_text_en',
  'quota_available',
  'image',
  'column',
  'data',
  'product_id',
] as const
export const optionUpdateInputSchema = z.strictObject({
  column: z.enum(OPTION_COLUMNS),
  data: z.union([z.string().max(OPTION_TEXT_MAX), z.number().int().min(0).max(1_000_000), z.null()]),
})
/** POST form/{code}/field/{id}/option/sort with options (ids in their new order). */
export const optionSortInputSchema = z.strictObject({ options: z.array(idField()).max(FIELD_OPTIONS_MAX) })

// ---- rules ----

/** POST form/{code}/rules with type, source, target, value, operator. */
export const ruleCreateInputSchema = z.strictObject({
  type: z.enum(RULE_TYPES),
  source: idField(),
  target: z.string().trim().min(1).max(120),
  operator: z.enum(RULE_OPERATORS),
  value: z.union([z.string().trim().max(255), z.number()]).nullish(),
})
export type RuleCreateInput = z.input<typeof ruleCreateInputSchema>
/** The rules answer with the updated section (FORMSECTION) or field (FORMFIELD) and the message. */
export const ruleResponseSchema = z.object({
  message: z.string(),
  section: formSectionOutSchema.optional(),
  field: formFieldOutSchema.optional(),
})

// ---- flights, attendee lists and their matches ----

/** POST form/{code}/field/{fieldId}/flight_option with flight_id, quota_available. */
export const flightOptionInputSchema = z.strictObject({
  flight_id: idField(),
  quota_available: z.number().int().min(0).max(100_000).nullish(),
})
/** POST form/{code}/attendee_list_match. */
export const attendeeListMatchInputSchema = z.strictObject({
  field_id: idField(),
  attendee_list_id_one: idField(),
  attendee_list_id_two: idField(),
})
export const attendeeListMatchResponseSchema = z.object({
  message: z.string(),
  data: z.array(attendeeListMatchSchema),
})

/** GET project/{id}/flights: the project's group flights (logistics, issue 23, fills them in). */
export const projectFlightSchema = z.object({
  id: z.number().int(),
  airline_code: z.string(),
  flight_code: z.string(),
  flight_date: z.string(),
  outbound_departure_airport_code: z.string(),
  outbound_departure_airport_name: z.string(),
  outbound_arrival_airport_code: z.string(),
  outbound_airline_code: z.string(),
  seats: z.number().int().nullable(),
})
export type ProjectFlight = z.infer<typeof projectFlightSchema>
export const projectFlightListSchema = z.object({ data: z.array(projectFlightSchema) })

/** A project's attendee list with how many attendees are on it. */
export const attendeeListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  attendees_count: z.number().int(),
})
export type AttendeeList = z.infer<typeof attendeeListSchema>
/** GET project/{id}/attendees/lists. */
export const attendeeListListSchema = z.object({ data: z.array(attendeeListSchema) })
/** GET project/{id}/attendees/column. */
export const attendeeColumnListSchema = z.object({ data: z.array(dbColumnSchema) })

/** POST form/field/{id}/upload: the stored file's address. */
export const fieldUploadResponseSchema = z.object({
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
})

// ---- route parameters ----

export const formIdParams = z.object({ id: idParam })
export const formCodeParams = z.object({ code: z.string().min(6).max(64) })
export const formSectionParams = formCodeParams.extend({ id: idParam })
export const formSectionSortParams = formCodeParams.extend({ sectionId: idParam })
export const formFieldParams = formCodeParams.extend({ fieldId: idParam })
export const formOptionsParams = formCodeParams.extend({ id: idParam })
export const formOptionParams = formOptionsParams.extend({ optionId: idParam })
export const formRuleParams = formCodeParams.extend({ ruleId: idParam })
export const formListMatchParams = formCodeParams.extend({ id: idParam })
export const projectIdParams = z.object({ id: idParam })
