import { z } from 'zod'
import { ATTENDEE_STATUSES } from './attendees.contract'

/**
 * A waiting-list offer (event-side.md section 2; issue 21 item 3): when a seat someone waits for is
 * freed, the oldest waiting person gets an e-mail with `/web-form/claim/{claim_code}`, valid 48 hours.
 * GET tells what is offered; POST takes it. No login: the claim code is the key.
 */

export const webformClaimParams = z.object({ code: z.string().min(16).max(64) })

/** GET /webform/claim/{code}: 404 for an unknown code, 422 (`code` claim_expired / claim_taken) otherwise. */
export const webformClaimSchema = z.object({
  form: z.object({ name: z.string(), slug: z.string() }),
  project: z.object({ name: z.string(), starts_at: z.string(), ends_at: z.string() }).nullable(),
  first_name: z.string(),
  last_name: z.string(),
  /** What the seat is for: the option's (or flight option's) text; null for a place on the form itself. */
  option_text: z.string().nullable(),
  /** ISO date-time; after it the offer passes to the next person waiting. */
  expires_at: z.string(),
  /** The language of the offer's texts (the attendee's). */
  locale: z.enum(['tr', 'en']),
})
export type WebformClaim = z.infer<typeof webformClaimSchema>

/** POST /webform/claim/{code}: the seat is the attendee's; their personal and badge codes. */
export const webformClaimResponseSchema = z.object({
  message: z.string(),
  status: z.enum(ATTENDEE_STATUSES),
  slug: z.string(),
  pcode: z.string(),
  acode: z.string(),
})
export type WebformClaimResponse = z.infer<typeof webformClaimResponseSchema>
