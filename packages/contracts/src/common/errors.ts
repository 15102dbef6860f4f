import { z } from 'zod'

/** Laravel's error shapes, which the screens expect (ARCHITECTURE.md section 4). */
export const errorResponseSchema = z.object({ message: z.string() })
export const validationErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
})
export type ValidationErrorResponse = z.infer<typeof validationErrorResponseSchema>

export const messageResponseSchema = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof messageResponseSchema>

/**
 * 409 for a delete of a record that others still use: what uses it and how many (`type` names the
 * using records, e.g. `users`, `teams`, `project_types`).
 */
export const inUseResponseSchema = z.object({
  message: z.string(),
  usages: z.array(z.object({ type: z.string(), count: z.number().int() })),
})
export type InUseResponse = z.infer<typeof inUseResponseSchema>
