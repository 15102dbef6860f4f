import { z } from 'zod'
import { callSchema, noteSchema } from './activities.contract'
import { countryCode, creatorSchema, currencyCode, namedRefSchema, paginateFlag } from './common/crm-fields'
import { nonNegativeDecimal, rateString } from './common/decimal-fields'
import {
  emailField,
  idField,
  idParam,
  isoDate,
  optionalMultilineText,
  optionalText,
  requiredText,
} from './common/fields'
import { paginatedSchema, paginationQuerySchema } from './common/pagination'
import {
  BIZDEV_STAGE_CATEGORIES,
  BIZDEV_STAGE_SLOTS,
  type BizdevStageCategory,
  FEE_TYPES,
} from './event-companies.contract'
import { scopeValueSchema } from './scope-options'

/**
 * Leads and projects are one record, `projects`, moving through the 15 pipeline stages (decisions.md 2):
 * stages 0-7 are leads (`current_status` LEAD-{stage}, status group LEAD), 8-10 PREP, OPERATION,
 * PRECLOSE, 11-14 CLOSED, POSTPONED, CANCELLED, COMPETITION.
 */
export const PROJECT_STATUSES = [
  'PREP',
  'OPERATION',
  'PRECLOSE',
  'CLOSED',
  'POSTPONED',
  'CANCELLED',
  'COMPETITION',
] as const
export type ProjectStatus = (typeof PROJECT_STATUSES)[number]
export const STATUS_GROUPS = ['LEAD', ...PROJECT_STATUSES] as const
export type StatusGroup = (typeof STATUS_GROUPS)[number]
/** Statuses of the project list before the user picks others (staff-app.md 9). */
export const DEFAULT_PROJECT_LIST_STATUSES: readonly StatusGroup[] = ['PREP', 'OPERATION', 'PRECLOSE']
/** What a status picker for projects offers (operations omit LEAD). */
export const PROJECT_PICKER_STATUSES: readonly StatusGroup[] = ['LEAD', 'PREP', 'OPERATION', 'PRECLOSE']
export const LAST_LEAD_STAGE = 7
export const FIRST_STAGE = 0
export const PROJECT_FORMATS = ['inperson', 'hybrid', 'virtual'] as const
export type ProjectFormat = (typeof PROJECT_FORMATS)[number]

/** `LEAD-3` → 3, `PREP` → 8; anything else → null. */
export function stageOfStatus(status: string): number | null {
  const slot = BIZDEV_STAGE_SLOTS.find((candidate) => candidate.status === status)
  return slot ? slot.id : null
}
/** 3 → `LEAD-3`, 8 → `PREP`. */
export function statusOfStage(stage: number): string {
  const slot = BIZDEV_STAGE_SLOTS[stage]
  if (!slot) throw new RangeError(`No pipeline stage ${stage}`)
  return slot.status
}
/** 0-7 → LEAD, 8 → PREP ... 14 → COMPETITION. */
export function statusGroupOfStage(stage: number): StatusGroup {
  return stage <= LAST_LEAD_STAGE ? 'LEAD' : (statusOfStage(stage) as ProjectStatus)
}
export function categoryOfStage(stage: number): BizdevStageCategory {
  return BIZDEV_STAGE_SLOTS[stage]?.category ?? 'OFFER'
}
export function isLeadStage(stage: number): boolean {
  return stage >= FIRST_STAGE && stage <= LAST_LEAD_STAGE
}

/** `LEAD-0` ... `LEAD-7`, PREP ... COMPETITION: what the forms send as `status`. */
export const statusField = () =>
  z
    .string()
    .trim()
    .refine((value) => stageOfStatus(value) !== null, { message: 'invalid_choice' })

/** A project's date range: [starts_at, ends_at], the end not before the start; one date is a one-day event. */
export const dateRangeField = () =>
  z
    .union([isoDate().transform((day) => [day, day] as [string, string]), z.tuple([isoDate(), isoDate()])])
    .refine(([start, end]) => end >= start, { message: 'end_before_start' })

const userRefSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  profile_picture_full: z.string().nullable(),
})
export type UserRef = z.infer<typeof userRefSchema>
const clientRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  logo_full: z.string().nullable(),
})
const projectContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  position: namedRefSchema.nullable(),
  profile_picture_full: z.string().nullable(),
})

/** A card of the board and a row of the lead list. `lead_value` in `lead_currency`. */
export const leadCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  project_ref: z.string().nullable(),
  stage: z.number().int(),
  current_status: z.string(),
  current_status_group: z.enum(STATUS_GROUPS),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  lead_close_date: z.string().nullable(),
  lead_value: z.string().nullable(),
  lead_currency: z.string().nullable(),
  client: clientRefSchema.nullable(),
  responsible: userRefSchema.nullable(),
  city: z.string().nullable(),
  updated_at: z.string(),
  created_at: z.string(),
})
export type LeadCard = z.infer<typeof leadCardSchema>

/** A column of the board: every lead of the stage that passes the filters is counted and summed. */
export const leadStageColumnSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(BIZDEV_STAGE_CATEGORIES),
  count: z.number().int(),
  /** Sum of `lead_value` converted to the company currency with the latest rates, 2 decimals. */
  value_total: z.string(),
  /** The first `per_stage` cards, most recently changed first. */
  leads: z.array(leadCardSchema),
})
export type LeadStageColumn = z.infer<typeof leadStageColumnSchema>
export const leadBoardSchema = z.object({ currency: z.string(), stages: z.array(leadStageColumnSchema) })
export type LeadBoard = z.infer<typeof leadBoardSchema>

export const LEAD_SORT_COLUMNS = [
  'name',
  'starts_at',
  'lead_close_date',
  'lead_value',
  'stage',
  'updated_at',
  'created_at',
] as const
export const LEADS_PER_STAGE_DEFAULT = 20
export const LEADS_PER_STAGE_MAX = 200

/** Filters shared by the board, the lead list and the project list. */
const pipelineFilters = {
  /** The scoped user picker's value: whose leads (responsible or creator). */
  responsible: scopeValueSchema.optional(),
  client_id: idParam.optional(),
  /**
   * Projects the supplier works on: named on a line of one of their budgets, on a purchase invoice, or on
   * a payment or credit-card request of the project (the supplier record's "Projeler").
   */
  supplier_id: idParam.optional(),
  /** One record by its id: a filter that names a project finds its name this way. */
  id: idParam.optional(),
  /** The event's dates overlap [date_from, date_to]. */
  date_from: isoDate().optional(),
  date_to: isoDate().optional(),
  /** Name, reference or client name contain it (Turkish letters and case ignored). */
  search: z.string().trim().max(100).optional(),
  locale: z.string().max(10).optional(),
}

/**
 * GET /leads: without `paginate` the board (every stage with its count, sum and first cards); with
 * `paginate=1` the list view, a Laravel paginator of cards sorted by `sort_by`.
 */
export const leadListQuerySchema = paginationQuerySchema.extend({
  ...pipelineFilters,
  paginate: paginateFlag(),
  sort_by: z.enum(LEAD_SORT_COLUMNS).default('updated_at'),
  /** Comma list of stage ids the list view shows (the board always has all 15). */
  stages: z.string().max(100).optional(),
  per_stage: z.coerce.number().int().min(1).max(LEADS_PER_STAGE_MAX).default(LEADS_PER_STAGE_DEFAULT),
})
export type LeadListQuery = z.infer<typeof leadListQuerySchema>
export const leadListResponseSchema = z.union([leadBoardSchema, paginatedSchema(leadCardSchema)])

/** A row of /projects. */
export const projectListItemSchema = leadCardSchema.extend({
  project_type: namedRefSchema.nullable(),
  expected_attendee_count: z.number().int().nullable(),
  country: z.string().nullable(),
})
export type ProjectListItem = z.infer<typeof projectListItemSchema>

export const PROJECT_SORT_COLUMNS = ['starts_at', 'name', 'project_ref', 'created_at', 'updated_at'] as const
/** GET /projects: statuses is a comma list of status groups (LEAD, PREP ...); default PREP,OPERATION,PRECLOSE. */
export const projectListQuerySchema = paginationQuerySchema.extend({
  ...pipelineFilters,
  paginate: paginateFlag(),
  sort_by: z.enum(PROJECT_SORT_COLUMNS).default('starts_at'),
  statuses: z.string().max(200).optional(),
})
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>
export const projectListResponseSchema = z.union([
  paginatedSchema(projectListItemSchema),
  z.array(projectListItemSchema),
])

/** One move between stages, as the project's status history shows it. */
export const statusMoveSchema = z.object({
  from_stage: z.number().int().nullable(),
  to_stage: z.number().int(),
  by: userRefSchema.nullable(),
  at: z.string(),
})

/** GET /project/{code} and GET /leads/{code}. Money as decimal strings; rates as fractions. */
export const projectSchema = leadCardSchema.extend({
  project_type: namedRefSchema.nullable(),
  format: z.enum(PROJECT_FORMATS).nullable(),
  country: z.string().nullable(),
  expected_attendee_count: z.number().int().nullable(),
  languages: z.array(z.string()),
  currency: z.string().nullable(),
  fin_fee_type: z.enum(FEE_TYPES).nullable(),
  /** PERCENTAGE fee as a fraction. */
  fin_fee_percentage: z.string().nullable(),
  fin_fee_fixed_amount: z.string().nullable(),
  fin_fee_currency: z.string().nullable(),
  profit_target: z.string().nullable(),
  client_response_date: z.string().nullable(),
  status_info: z.string().nullable(),
  note: z.string().nullable(),
  contacts: z.array(projectContactSchema),
  status_history: z.array(statusMoveSchema),
  notes: z.array(noteSchema),
  calls: z.array(callSchema),
  creator: creatorSchema,
  /** What the caller may do (the screens hide what they may not). */
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  /**
   * The caller sees the project only because they take part in it (docs/decisions/0047): every write on
   * it, its tabs' included, answers 404, so the screens hide them. False for whoever sees it by scope.
   */
  read_only: z.boolean(),
})
export type Project = z.infer<typeof projectSchema>
export const projectResponseSchema = z.object({ data: projectSchema })

/** A contact created with a new client: all three required (staff-app.md 5, Lead). */
export const newContactSchema = z.strictObject({
  name: requiredText(255),
  email: emailField(),
  position_id: idField(),
})

/**
 * POST /leads and PUT /leads/{code} (staff-app.md 3, "Project / lead form"). `client` is an id, or a
 * name that creates the client (then `new_contact` is required instead of `contact`). The cross-field
 * rules are in `leadFormIssues`; the server applies them to the record as it will be after a PUT.
 */
const leadFields = {
  name: requiredText(255),
  dates: dateRangeField(),
  country: countryCode(),
  city: optionalText(120),
  /** The project type's id. */
  type: idField().nullish(),
  format: z.enum(PROJECT_FORMATS).nullish(),
  client: z.union([idField(), requiredText(255)]).nullish(),
  /** One of the client's contacts. */
  contact: idField().nullish(),
  new_contact: newContactSchema.nullish(),
  expected_attendee_count: z.number().int().min(0).max(10_000_000).nullish(),
  status: statusField().nullish(),
  fin_fee_type: z.enum(FEE_TYPES).nullish(),
  fin_fee_percentage: rateString().nullish(),
  fin_fee_fixed_amount: nonNegativeDecimal().nullish(),
  fin_fee_currency: currencyCode().nullish(),
  profit_target: rateString().nullish(),
  languages: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z]{2}$/, { message: 'invalid_choice' }),
    )
    .max(20)
    .nullish(),
  currency: currencyCode().nullish(),
  /** The responsible user's id (from GET /leads/responsibles/{userId}). */
  responsible: idField().nullish(),
  lead_close_date: isoDate().nullish(),
  lead_value: nonNegativeDecimal().nullish(),
  lead_currency: currencyCode().nullish(),
  /** Typed only when the responsible user's division does not generate references. */
  project_ref: z
    .string()
    .trim()
    .max(40)
    .regex(/^[\p{L}\p{N}][\p{L}\p{N}\-_/.]*$/u, { message: 'invalid_code' })
    .nullish(),
  client_response_date: isoDate().nullish(),
  status_info: optionalMultilineText(500),
  note: optionalMultilineText(5000),
}
export const leadInputSchema = z.strictObject(leadFields)
export type LeadInput = z.infer<typeof leadInputSchema>
/** PUT: any subset (the board sends only `status`); the rules are checked on the merged record. */
export const updateLeadInputSchema = z.strictObject(leadFields).partial()
export type UpdateLeadInput = z.infer<typeof updateLeadInputSchema>

export interface LeadRuleContext {
  /** POST (a new lead) rather than PUT. */
  isNew: boolean
  /** The chosen responsible user's division generates project references. */
  responsibleGeneratesRef: boolean
}
/** The values the rules read, as the record will be after the save. */
export interface LeadRuleValues {
  name?: string | null
  dates?: readonly [string, string] | null
  type?: number | null
  city?: string | null
  client?: number | string | null
  contact?: number | null
  new_contact?: { name?: string | null; email?: string | null; position_id?: number | null } | null
  status?: string | null
  lead_close_date?: string | null
  lead_value?: string | null
  project_ref?: string | null
  fin_fee_type?: string | null
  fin_fee_currency?: string | null
}
/**
 * The lead form's rules across fields (staff-app.md 5, "Lead"), one logic for the form and the server.
 * Each issue is a field path and a validation message key.
 */
export function leadFormIssues(
  value: LeadRuleValues,
  context: LeadRuleContext,
): { path: string; message: 'required' | 'fee_currency_required' }[] {
  const issues: { path: string; message: 'required' | 'fee_currency_required' }[] = []
  const blank = (field: unknown) => field === null || field === undefined || field === ''
  const require = (path: keyof LeadRuleValues) => {
    if (blank(value[path])) issues.push({ path, message: 'required' })
  }
  require('name')
  require('dates')
  require('type')
  require('client')
  require('city')
  if (context.isNew) {
    require('status')
    require('lead_close_date')
    require('lead_value')
  }
  const newClient = typeof value.client === 'string'
  if (newClient) {
    for (const field of ['name', 'email', 'position_id'] as const)
      if (blank(value.new_contact?.[field]))
        issues.push({ path: `new_contact.${field}`, message: 'required' })
  } else {
    require('contact')
  }
  if (!context.responsibleGeneratesRef) require('project_ref')
  if (value.fin_fee_type === 'FIXED' && blank(value.fin_fee_currency))
    issues.push({ path: 'fin_fee_currency', message: 'fee_currency_required' })
  return issues
}

/**
 * POST /projects: the simple project form of CLIENT users (staff-app.md 5, "Simple project"). The
 * project starts as a new lead of the agency; `type` only among the types linked to the user's division.
 */
export const simpleProjectInputSchema = z.strictObject({
  name: requiredText(255),
  dates: dateRangeField(),
  country: countryCode(),
  expected_attendee_count: z.number().int().min(1).max(10_000_000),
  languages: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z]{2}$/, { message: 'invalid_choice' }),
    )
    .min(1)
    .max(20),
  type: idField().nullish(),
})
export type SimpleProjectInput = z.infer<typeof simpleProjectInputSchema>

/** Answer of POST /leads, PUT /leads/{code} and POST /projects. */
export const leadWriteResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  data: projectSchema,
})
export type LeadWriteResponse = z.infer<typeof leadWriteResponseSchema>

export const projectCodeParams = z.object({ code: z.string().min(1).max(64) })
export const projectFileParams = z.object({ code: z.string().min(1).max(64), id: idParam })
export const responsiblesParams = z.object({ userId: idParam })
/** GET /leads/responsibles/{userId}: who may be made responsible for a lead. */
export const responsibleListResponseSchema = z.array(userRefSchema)

/** GET /leads/project-ref?responsible={userId}: the lead form's project reference (the caller's by default). */
export const projectRefSuggestionQuerySchema = z.object({
  responsible: idParam.optional(),
  locale: z.string().max(10).optional(),
})
export const projectRefSuggestionSchema = z.object({
  /**
   * `{division prefix}-{year}-{sequence}` (decisions.md 2): the reference the save will generate when
   * `generated`, otherwise one to type or change; null when the responsible's division has no prefix.
   */
  project_ref: z.string().nullable(),
  /** The responsible's division generates references: the form shows it and sends none. */
  generated: z.boolean(),
})
export type ProjectRefSuggestion = z.infer<typeof projectRefSuggestionSchema>

/** Files of a project: POST /project/{code}/file (multipart `files[]`). */
export const PROJECT_FILE_MAX_MB = 25
export const PROJECT_FILES_PER_UPLOAD = 10
export const PROJECT_FILE_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'odp',
  'txt',
  'csv',
  'rtf',
  'png',
  'jpg',
  'jpeg',
  'webp',
  'gif',
  'heic',
  'zip',
] as const
export const projectFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  mime_type: z.string(),
  /** GET it with the bearer token: /api/v1/project/{code}/file/{id}. */
  download_path: z.string(),
  uploader: creatorSchema,
  created_at: z.string(),
})
export type ProjectFile = z.infer<typeof projectFileSchema>
export const projectFileListResponseSchema = z.array(projectFileSchema)
export const projectFileUploadResponseSchema = z.object({
  message: z.string(),
  data: z.array(projectFileSchema),
})

/** GET /project/{code}/timeline: everything that happened to the project, newest first. */
export const TIMELINE_KINDS = [
  'created',
  'stage_changed',
  'updated',
  'file_added',
  'file_deleted',
  'note',
  'call',
] as const
export type TimelineKind = (typeof TIMELINE_KINDS)[number]
export const timelineEntrySchema = z.object({
  /** Unique within the timeline (`event-12`, `note-4`, `call-9`). */
  id: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  at: z.string(),
  actor: userRefSchema.nullable(),
  /**
   * stage_changed: {from_stage, to_stage}; updated: {fields: string[]}; file_added/file_deleted:
   * {name}; note: {note_title, note_content}; call: {call_direction, description, contact_name}.
   */
  data: z.record(z.string(), z.unknown()),
})
export type TimelineEntry = z.infer<typeof timelineEntrySchema>
export const timelineQuerySchema = paginationQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(100).default(50),
  locale: z.string().max(10).optional(),
})
export const timelineResponseSchema = paginatedSchema(timelineEntrySchema)

/** Realtime (decisions.md 6): creating or changing a lead publishes this type of `data-created` event. */
export const LEADS_CHANGED_EVENT_TYPE = 'projects/setLeads'
