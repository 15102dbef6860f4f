import { z } from 'zod'
import { formDetailSchema } from './forms/form-detail'
import { webformBrandingSchema } from './webform.contract'

/**
 * The attendee's declaration (event-side.md section 3 `/declaration/{code}`; staff-app.md route
 * "Declaration"): the project's published `declaration` form (consent texts as `contract` fields, a
 * signature) filled through the attendee's declaration code, without login. The answers are checked
 * by the shared rule engine on both sides; a PDF copy is stored privately and mailed.
 */

export const declarationParams = z.object({ dcode: z.string().min(16).max(64) })

/** GET /declaration/{dcode}. */
export const declarationSchema = z.object({
  form: formDetailSchema,
  /** The form's slug: the address field's place lists are read under it (GET /webform/{slug}/countries). */
  slug: z.string(),
  project: z.object({
    name: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    city: z.string().nullable(),
  }),
  branding: webformBrandingSchema,
  attendee: z.object({
    first_name: z.string(),
    last_name: z.string(),
    /** The attendee's columns, for DB rules and defaults of the engine. */
    columns: z.record(z.string(), z.unknown()),
  }),
  /** When the attendee declared already: the page shows this instead of the form. */
  declared_at: z.string().nullable(),
})
export type Declaration = z.infer<typeof declarationSchema>

/** POST /declaration/{dcode}: the answers by field id. */
export const declarationSubmitInputSchema = z.strictObject({
  answers: z.record(z.string().regex(/^\d{1,15}$/), z.unknown()),
  locale: z.enum(['tr', 'en']).default('tr'),
})
export type DeclarationSubmitInput = z.input<typeof declarationSubmitInputSchema>

export const declarationSubmitResponseSchema = z.object({
  message: z.string(),
  declared_at: z.string(),
})
export type DeclarationSubmitResponse = z.infer<typeof declarationSubmitResponseSchema>

/** The attendee's file answer (a signature) as the upload route answers it. */
export const declarationUploadResponseSchema = z.object({
  url: z.string(),
  name: z.string(),
  size: z.number(),
  mime: z.string(),
})
