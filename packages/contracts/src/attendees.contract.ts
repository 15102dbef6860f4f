import { z } from 'zod'
import { emailField, idField, idParam, optionalText, requiredText } from './common/fields'
import { paginatedSchema, paginationQuerySchema } from './common/pagination'

/**
 * Attendees (event-side.md section 2; staff-app.md "Attendee", `GET /attendees`, `GET /attendees/{id}`):
 * a project's invitees and registrants with their lists, answers per form and a history of every change.
 */

export const ATTENDEE_STATUSES = [
  'INVITED',
  'REGISTERED',
  'WAITLISTED',
  'NOT_ATTENDING',
  'CANCELLED',
] as const
export type AttendeeStatus = (typeof ATTENDEE_STATUSES)[number]
export const ATTENDEE_SOURCES = ['PUBLIC', 'PERSONAL', 'IMPORT', 'STAFF', 'MANUAL_RSVP'] as const
export type AttendeeSource = (typeof ATTENDEE_SOURCES)[number]
export const CUSTOM_COLUMN_KINDS = ['text', 'number', 'date', 'choice'] as const
export const ATTENDEE_LIST_NAME_MAX = 120
export const ATTENDEE_SORTS = ['name', 'created_at', 'status', 'registered_at'] as const

export const attendeeListRefSchema = z.object({ id: z.number().int(), name: z.string() })

/** A row of the attendee list (GET /project/{id}/attendees, GET /attendees). */
export const attendeeRowSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  project_code: z.string(),
  project_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  title: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  language: z.string(),
  status: z.enum(ATTENDEE_STATUSES),
  source: z.enum(ATTENDEE_SOURCES),
  lists: z.array(attendeeListRefSchema),
  main_attendee_id: z.number().int().nullable(),
  companions_count: z.number().int(),
  custom: z.record(z.string(), z.unknown()),
  registered_at: z.string().nullable(),
  /** When the attendee signed the project's declaration form (`/declaration/{dcode}`), or null. */
  declared_at: z.string().nullable(),
  created_at: z.string(),
})
export type AttendeeRow = z.infer<typeof attendeeRowSchema>
export const attendeePageSchema = paginatedSchema(attendeeRowSchema)

export const attendeeHistoryEntrySchema = z.object({
  id: z.number().int(),
  actor_type: z.enum(['USER', 'ATTENDEE', 'HELPER', 'SYSTEM']),
  actor_name: z.string().nullable(),
  action: z.string(),
  changes: z.record(z.string(), z.unknown()),
  created_at: z.string(),
})
export type AttendeeHistoryEntry = z.infer<typeof attendeeHistoryEntrySchema>

export const attendeeFormAnswersSchema = z.object({
  form_id: z.number().int(),
  form_name: z.string(),
  form_type: z.string(),
  answers: z.record(z.string(), z.unknown()),
  helper_name: z.string().nullable(),
  submitted_at: z.string(),
})
export type AttendeeFormAnswers = z.infer<typeof attendeeFormAnswersSchema>

/** GET /attendees/{id}: the row plus codes, answers, companions, room mate and history. */
export const attendeeDetailSchema = attendeeRowSchema.extend({
  gender: z.string().nullable(),
  pcode: z.string(),
  acode: z.string(),
  /** The declaration code: the attendee's `/declaration/{dcode}` link. */
  dcode: z.string(),
  room_mate: z.object({ id: z.number().int(), name: z.string(), confirmed: z.boolean() }).nullable(),
  companions: z.array(
    z.object({ id: z.number().int(), name: z.string(), status: z.enum(ATTENDEE_STATUSES) }),
  ),
  answers: z.array(attendeeFormAnswersSchema),
  history: z.array(attendeeHistoryEntrySchema),
})
export type AttendeeDetail = z.infer<typeof attendeeDetailSchema>

/**
 * GET /project/{id}/attendees and GET /attendees: search (name, e-mail, company), status, list, and an
 * answer filter `answer_field` + `answer_value` (an option id or a text) on `form_id`.
 */
export const attendeeListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(ATTENDEE_STATUSES).optional(),
  list_id: idParam.optional(),
  form_id: idParam.optional(),
  answer_field: idParam.optional(),
  answer_value: z.string().trim().max(255).optional(),
  sort_by: z.enum(ATTENDEE_SORTS).optional(),
})
export type AttendeeListQuery = z.input<typeof attendeeListQuerySchema>

/** POST /project/{id}/attendees and PUT /attendees/{id} (staff add and edit). */
export const attendeeInputSchema = z.strictObject({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: emailField().nullish(),
  phone: optionalText(40),
  company: optionalText(255),
  title: optionalText(150),
  country: z.string().trim().length(2).toUpperCase().nullish(),
  city: optionalText(120),
  gender: z.enum(['female', 'male', 'other']).nullish(),
  language: z.enum(['tr', 'en']).default('tr'),
  status: z.enum(ATTENDEE_STATUSES).default('INVITED'),
  list_ids: z.array(idField()).max(50).default([]),
  main_attendee_id: idField().nullish(),
  /** Absent: none (no default here: OpenAPI 3.0 cannot state a default beside a nullable union). */
  custom: z.record(z.string().max(60), z.union([z.string().max(1000), z.number(), z.null()])).optional(),
})
export type AttendeeInput = z.input<typeof attendeeInputSchema>
const { language, status, list_ids, custom, ...fixedShape } = attendeeInputSchema.shape
/** A partial edit: only the keys sent change (no defaults, so an absent key never resets a value). */
export const attendeeUpdateInputSchema = z
  .strictObject({
    ...fixedShape,
    language: language.removeDefault(),
    status: status.removeDefault(),
    list_ids: list_ids.removeDefault(),
    custom,
  })
  .partial()

/** PUT /attendees/{id}/answers/{formId}: staff edit answers; the engine validates them as on the public page. */
export const attendeeAnswersInputSchema = z.strictObject({
  answers: z.record(z.string().regex(/^\d{1,15}$/), z.unknown()),
})

/** POST /project/{id}/attendees/bulk: list and status changes for many attendees. */
export const attendeeBulkInputSchema = z.strictObject({
  attendee_ids: z.array(idField()).min(1).max(5000),
  status: z.enum(ATTENDEE_STATUSES).optional(),
  add_list_ids: z.array(idField()).max(50).default([]),
  remove_list_ids: z.array(idField()).max(50).default([]),
})

/** POST/PUT /project/{id}/attendees/lists: a list's name. */
export const attendeeListInputSchema = z.strictObject({ name: requiredText(ATTENDEE_LIST_NAME_MAX) })

export const attendeeResponseSchema = z.object({ message: z.string(), data: attendeeDetailSchema })
export const attendeeBulkResponseSchema = z.object({ message: z.string(), updated: z.number().int() })
export const attendeeListResponseSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number().int(), name: z.string(), attendees_count: z.number().int() }),
})

export const attendeeIdParams = z.object({ id: idParam })
export const attendeeAnswersParams = z.object({ id: idParam, formId: idParam })
export const projectAttendeeListParams = z.object({ id: idParam, listId: idParam })

/* ------------------------------------------------------------------------------------------------
 * Import, export and mailings (issue 21 item 5): the .xlsx import of attendees (parse, map, dry run,
 * import), and invitations or reminders sent by e-mail with their per-recipient progress.
 * ---------------------------------------------------------------------------------------------- */

/** The most data rows one import call takes (a larger sheet is imported in several calls). */
export const ATTENDEE_IMPORT_MAX_ROWS = 5000
export const ATTENDEE_IMPORT_MAX_COLUMNS = 100
/** The most attendees one export holds. */
export const ATTENDEE_EXPORT_MAX_ROWS = 50_000

/** The attendee fields a column can fill; custom columns are `custom.{key}`. */
export const ATTENDEE_IMPORT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'company',
  'title',
  'country',
  'city',
  'gender',
  'language',
  'status',
] as const
export type AttendeeImportField = (typeof ATTENDEE_IMPORT_FIELDS)[number]
export const ATTENDEE_IMPORT_REQUIRED_FIELDS = ['first_name', 'last_name'] as const

/** POST /project/{id}/attendees/import/parse: the first sheet's headers and rows (`rows[0]` is the header row). */
export const attendeeImportParseResponseSchema = z.object({
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  /** Data rows, the header not counted. */
  total: z.number().int(),
  /** field (or `custom.{key}`) → header, for headers that name a field in Turkish or English. */
  suggested_mappings: z.record(z.string(), z.string()),
})
export type AttendeeImportParseResponse = z.infer<typeof attendeeImportParseResponseSchema>

/** POST /project/{id}/attendees/import: rows matched to the project's attendees by e-mail. */
export const attendeeImportInputSchema = z.strictObject({
  /** field (`first_name` … or `custom.{key}`) → the header of its column in `headers`. */
  mappings: z.record(z.string().max(70), z.string().max(255)),
  headers: z.array(z.string().max(255)).max(ATTENDEE_IMPORT_MAX_COLUMNS),
  /** The data rows (no header row), cells in the order of `headers`. */
  data: z
    .array(z.array(z.string().max(2000).nullable()).max(ATTENDEE_IMPORT_MAX_COLUMNS))
    .min(1)
    .max(ATTENDEE_IMPORT_MAX_ROWS),
  /** Lists every imported attendee joins. */
  list_ids: z.array(idField()).max(50).default([]),
  /** True: check and report only, nothing is stored. */
  dry_run: z.boolean().default(false),
})
export type AttendeeImportInput = z.input<typeof attendeeImportInputSchema>

export const ATTENDEE_IMPORT_ROW_STATUSES = ['created', 'updated', 'error'] as const
export const attendeeImportResultSchema = z.object({
  message: z.string(),
  dry_run: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  /** One entry per data row; `row` is the spreadsheet's row number (the header is row 1). */
  rows: z.array(
    z.object({
      row: z.number().int(),
      status: z.enum(ATTENDEE_IMPORT_ROW_STATUSES),
      name: z.string(),
      email: z.string().nullable(),
      attendee_id: z.number().int().nullable(),
      errors: z.record(z.string(), z.array(z.string())),
    }),
  ),
})
export type AttendeeImportResult = z.infer<typeof attendeeImportResultSchema>

export const ATTENDEE_MAILING_KINDS = ['invitation', 'reminder'] as const
export const ATTENDEE_MAILING_RECIPIENT_STATUSES = ['queued', 'sent', 'failed'] as const

/** POST /project/{id}/attendees/invitations: a list's attendees or the chosen ones, to a PERSONAL form. */
export const attendeeMailingInputSchema = z
  .strictObject({
    list_id: idField().nullish(),
    attendee_ids: z.array(idField()).max(20_000).optional(),
    form_id: idField(),
    kind: z.enum(ATTENDEE_MAILING_KINDS).default('invitation'),
  })
  .refine((input) => input.list_id != null || (input.attendee_ids?.length ?? 0) > 0, {
    path: ['attendee_ids'],
    message: 'list_id or attendee_ids',
  })
export type AttendeeMailingInput = z.input<typeof attendeeMailingInputSchema>

export const attendeeMailingSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  form_id: z.number().int(),
  form_name: z.string(),
  kind: z.enum(ATTENDEE_MAILING_KINDS),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  created_by_name: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
})
export type AttendeeMailing = z.infer<typeof attendeeMailingSchema>
export const attendeeMailingDetailSchema = attendeeMailingSchema.extend({
  recipients: z.array(
    z.object({
      attendee_id: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      status: z.enum(ATTENDEE_MAILING_RECIPIENT_STATUSES),
      error: z.string().nullable(),
      sent_at: z.string().nullable(),
    }),
  ),
})
export type AttendeeMailingDetail = z.infer<typeof attendeeMailingDetailSchema>
export const attendeeMailingListSchema = z.object({ data: z.array(attendeeMailingSchema) })
export const attendeeMailingResponseSchema = z.object({
  message: z.string(),
  data: attendeeMailingSchema,
})
export const attendeeMailingParams = z.object({ id: idParam, mailingId: idParam })
