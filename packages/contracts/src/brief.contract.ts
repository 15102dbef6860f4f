import { z } from 'zod'
import { formDetailSchema } from './forms/form-detail'
import { webformBrandingSchema } from './webform.contract'

/**
 * The customer brief page (staff-app.md `/{slug}/{ccode?}`, named CustomerForm; event-side.md section 2
 * "Customer form"): the company's published brief form, found by its slug, with the company's branding.
 * A prospective client answers it without an account; the answers become a lead at the first stage.
 */

/** GET /brief/{slug}[/{ccode}]. `client` names the known client a `ccode` points at, else null. */
export const briefSchema = z.object({
  form: formDetailSchema,
  branding: webformBrandingSchema,
  client: z.object({ name: z.string() }).nullable(),
})
export type Brief = z.infer<typeof briefSchema>

/** POST /brief/{slug}[/{ccode}]: the answers by field id. */
export const briefSubmitInputSchema = z.strictObject({
  answers: z.record(z.string().regex(/^\d{1,15}$/), z.unknown()),
  locale: z.enum(['tr', 'en']).default('tr'),
})
export type BriefSubmitInput = z.input<typeof briefSubmitInputSchema>

export const briefSubmitResponseSchema = z.object({
  message: z.string(),
  confirmation_text: z.string().nullable(),
})
export type BriefSubmitResponse = z.infer<typeof briefSubmitResponseSchema>

export const briefParams = z.object({ slug: z.string().min(1).max(120) })
export const briefClientParams = briefParams.extend({ ccode: z.string().min(1).max(64) })
