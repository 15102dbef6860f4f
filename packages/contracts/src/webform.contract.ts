import { z } from 'zod'
import { ATTENDEE_STATUSES } from './attendees.contract'
import { formDetailSchema } from './forms/form-detail'

/**
 * The public form (staff-app.md `/web-form/{slug}/{pcode?}`, `GET /webform/{slug}[/{pcode}]`;
 * event-side.md section 2): the published form with each option's remaining seats and the company's
 * branding; the same path takes the answers. No login: the slug opens a PUBLIC form, the personal code
 * a PERSONAL one for its attendee.
 */

export const QUOTA_FULL_MESSAGE = 'Bu seçenek için kontenjan doldu.'

export const webformBrandingSchema = z.object({
  company_name: z.string(),
  logo: z.string().nullable(),
  main_color: z.string().nullable(),
  secondary_color: z.string().nullable(),
})

/** Seats left per option id and flight option id (null: no limit). */
export const remainingSeatsSchema = z.object({
  options: z.record(z.string(), z.number().int().nullable()),
  flight_options: z.record(z.string(), z.number().int().nullable()),
  /** The form's overall capacity left (null: none set). */
  form: z.number().int().nullable(),
})
export type RemainingSeats = z.infer<typeof remainingSeatsSchema>

/** GET /webform/{slug}[/{pcode}]. */
export const webformSchema = z.object({
  form: formDetailSchema,
  project: z
    .object({
      code: z.string(),
      name: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
      city: z.string().nullable(),
    })
    .nullable(),
  branding: webformBrandingSchema,
  remaining: remainingSeatsSchema,
  /** Open now: published, within opens_at/closes_at. Otherwise `closed_reason` says why. */
  is_open: z.boolean(),
  closed_reason: z.enum(['not_published', 'not_yet_open', 'closed', 'full']).nullable(),
  /** With a personal code: the attendee's columns (DB rules and defaults) and earlier answers. */
  attendee: z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      status: z.enum(ATTENDEE_STATUSES),
      columns: z.record(z.string(), z.unknown()),
      answers: z.record(z.string(), z.unknown()),
      /** Answers may change until the edit deadline. */
      can_edit: z.boolean(),
      /** The chosen room mate, when a room_mates field has selected_room_mate_visible (issue 21 item 4). */
      room_mate: z.object({ name: z.string(), confirmed: z.boolean() }).nullable().optional(),
    })
    .nullable(),
})
export type Webform = z.infer<typeof webformSchema>

/** POST /webform/{slug}[/{pcode}]: the answers by field id; `waitlist` joins the waiting list when full. */
export const webformSubmitInputSchema = z.strictObject({
  answers: z.record(z.string().regex(/^\d{1,15}$/), z.unknown()),
  locale: z.enum(['tr', 'en']).default('tr'),
  waitlist: z.boolean().default(false),
})
export type WebformSubmitInput = z.input<typeof webformSubmitInputSchema>

export const webformSubmitResponseSchema = z.object({
  message: z.string(),
  status: z.enum(ATTENDEE_STATUSES),
  /** The personal link's code (change answers, cancel) and the badge's. */
  pcode: z.string(),
  acode: z.string(),
  confirmation_text: z.string().nullable(),
  remaining: remainingSeatsSchema,
})
export type WebformSubmitResponse = z.infer<typeof webformSubmitResponseSchema>

/** POST /webform/{slug}/{pcode}/cancel: the attendee cancels; their seats are freed. */
export const webformCancelResponseSchema = z.object({
  message: z.string(),
  status: z.enum(ATTENDEE_STATUSES),
})

export const webformParams = z.object({ slug: z.string().min(3).max(120) })
export const webformPersonalParams = webformParams.extend({ pcode: z.string().min(16).max(64) })
