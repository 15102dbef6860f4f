import { z } from 'zod'
import { ATTENDEE_STATUSES } from './attendees.contract'
import { idField, idParam, isoMoment, requiredText } from './common/fields'
import { paginatedSchema, paginationQuerySchema } from './common/pagination'
import { formDetailSchema } from './forms/form-detail'
import { remainingSeatsSchema } from './webform.contract'

/**
 * Manual RSVP (event-side.md section 2; staff-app.md `/manuel-rsvp/...`): staff give an outside helper a
 * login link for one project's `mma` form; the helper signs in with its own session (never a staff
 * token) and answers for the project's invitees. Every answer records the helper's name.
 */

export const MANUAL_RSVP_NAME_MAX = 150
/** An access lasts this long unless staff choose another end. */
export const MANUAL_RSVP_DEFAULT_DAYS = 30
/** The helper's bearer tokens start with this; the staff authentication never knows them. */
export const MANUAL_RSVP_TOKEN_PREFIX = 'mrsvp_'

// ---- Staff: GET/POST /project/{id}/manual-rsvp-accesses, DELETE .../{accessId}

export const manualRsvpAccessSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  form: z.object({ id: z.number().int(), name: z.string() }),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  /** Neither revoked nor expired. */
  active: z.boolean(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
})
export type ManualRsvpAccess = z.infer<typeof manualRsvpAccessSchema>

export const manualRsvpAccessListSchema = z.object({ data: z.array(manualRsvpAccessSchema) })

export const manualRsvpAccessInputSchema = z.strictObject({
  name: requiredText(MANUAL_RSVP_NAME_MAX),
  form_id: idField(),
  /** Default: 30 days from now. */
  expires_at: isoMoment().nullish(),
})
export type ManualRsvpAccessInput = z.input<typeof manualRsvpAccessInputSchema>

/** The created access with its login token and link, shown this once (only a hash is stored). */
export const manualRsvpAccessCreatedSchema = z.object({
  data: manualRsvpAccessSchema,
  token: z.string(),
  login_url: z.string(),
})
export type ManualRsvpAccessCreated = z.infer<typeof manualRsvpAccessCreatedSchema>

export const manualRsvpAccessParams = z.object({ id: idParam, accessId: idParam })

// ---- Helper: POST /manuel-rsvp/login, GET /manuel-rsvp/form[/{code}], POST /manuel-rsvp/form/{code}

export const manualRsvpLoginInputSchema = z.strictObject({ token: z.string().trim().min(1).max(200) })

export const manualRsvpUserSchema = z.object({
  name: z.string(),
  project: z.object({ code: z.string(), name: z.string() }),
  form: z.object({ id: z.number().int(), name: z.string() }),
})
export type ManualRsvpUser = z.infer<typeof manualRsvpUserSchema>

export const manualRsvpLoginResponseSchema = z.object({ token: z.string(), user: manualRsvpUserSchema })
export type ManualRsvpLoginResponse = z.infer<typeof manualRsvpLoginResponseSchema>

export const manualRsvpInviteeQuerySchema = paginationQuerySchema
  .pick({ page: true, page_size: true })
  .extend({
    search: z.string().trim().max(100).optional(),
    status: z.enum(ATTENDEE_STATUSES).optional(),
    /** '1': answered the form, '0': not yet. */
    answered: z.enum(['0', '1']).optional(),
  })
export type ManualRsvpInviteeQuery = z.input<typeof manualRsvpInviteeQuerySchema>

export const manualRsvpInviteeSchema = z.object({
  /** The attendee's personal code: the form page's address. */
  code: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string().nullable(),
  status: z.enum(ATTENDEE_STATUSES),
  answered: z.boolean(),
  /** Who answered last for them through manual RSVP (null: the attendee or staff). */
  helper_name: z.string().nullable(),
})
export type ManualRsvpInvitee = z.infer<typeof manualRsvpInviteeSchema>
export const manualRsvpInviteePageSchema = paginatedSchema(manualRsvpInviteeSchema)

export const manualRsvpCodeParams = z.object({ code: z.string().min(16).max(64) })

export const manualRsvpFormSchema = z.object({
  form: formDetailSchema,
  remaining: remainingSeatsSchema,
  /** The form takes answers now (published, within its dates). */
  is_open: z.boolean(),
  attendee: z.object({
    code: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    status: z.enum(ATTENDEE_STATUSES),
    columns: z.record(z.string(), z.unknown()),
    answers: z.record(z.string(), z.unknown()),
    answered: z.boolean(),
  }),
})
export type ManualRsvpForm = z.infer<typeof manualRsvpFormSchema>

export const manualRsvpSubmitInputSchema = z.strictObject({
  answers: z.record(z.string().regex(/^\d{1,15}$/), z.unknown()),
  locale: z.enum(['tr', 'en']).default('tr'),
})
export type ManualRsvpSubmitInput = z.input<typeof manualRsvpSubmitInputSchema>

export const manualRsvpSubmitResponseSchema = z.object({
  message: z.string(),
  status: z.enum(ATTENDEE_STATUSES),
})
export type ManualRsvpSubmitResponse = z.infer<typeof manualRsvpSubmitResponseSchema>
