import type { ZodType } from 'zod'
import type { AuthState } from './request-context'

/** A client-side requester (decisions.md 1): answered the client views of the routes that allow them. */
export const isClientUser = (auth: AuthState): boolean => auth.user.kind === 'CLIENT'

/**
 * A CLIENT user's copy of a full answer: only the keys the client schema names (zod drops every other
 * one), so a field added to the full answer later stays with the agency until someone adds it here.
 */
export function clientView<T>(schema: ZodType<T>, value: unknown): T {
  return schema.parse(value)
}
