import { MANUAL_RSVP_TOKEN_PREFIX } from '@ajanda/contracts/manual-rsvp.contract'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { newSecret, sha256 } from '../../platform/codes'
import type { Db, DbOrTx } from '../../platform/db'
import { UnauthenticatedError } from '../../platform/errors'
import { manualRsvpAccesses, manualRsvpSessions } from './manual-rsvp.table'

export type ManualRsvpAccessRow = typeof manualRsvpAccesses.$inferSelect

/** A signed-in helper: the session and the access it belongs to (its project, form and name). */
export interface HelperSession {
  sessionId: number
  access: ManualRsvpAccessRow
}

/**
 * The helper's bearer token: a prefix the staff authentication never issues, then 256 random bits. Only
 * its sha256 is stored, in manual_rsvp_sessions (staff tokens live in access_tokens), so neither kind
 * of token opens the other's routes.
 */
export function newHelperToken(): string {
  return `${MANUAL_RSVP_TOKEN_PREFIX}${newSecret()}`
}

/** Opens a session for the access; it ends when the access does. */
export async function openHelperSession(db: DbOrTx, access: ManualRsvpAccessRow): Promise<string> {
  const token = newHelperToken()
  await db
    .insert(manualRsvpSessions)
    .values({ access_id: access.id, token_hash: sha256(token), expires_at: access.expires_at })
  return token
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1] ?? null
}

/**
 * The helper session of a request, or 401. A staff token (no prefix) is refused before any lookup; a
 * revoked or expired access, or an expired session, is refused the same way.
 */
export async function requireHelper(db: Db, request: FastifyRequest): Promise<HelperSession> {
  const token = bearerOf(request)
  if (!token?.startsWith(MANUAL_RSVP_TOKEN_PREFIX)) throw new UnauthenticatedError()
  const [row] = await db
    .select({ sessionId: manualRsvpSessions.id, access: manualRsvpAccesses })
    .from(manualRsvpSessions)
    .innerJoin(manualRsvpAccesses, eq(manualRsvpAccesses.id, manualRsvpSessions.access_id))
    .where(
      and(
        eq(manualRsvpSessions.token_hash, sha256(token)),
        gt(manualRsvpSessions.expires_at, sql`now()`),
        gt(manualRsvpAccesses.expires_at, sql`now()`),
        isNull(manualRsvpAccesses.revoked_at),
      ),
    )
    .limit(1)
  if (!row) throw new UnauthenticatedError()
  return row
}

/** POST /manuel-rsvp/logout: the session is gone. */
export async function closeHelperSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db.delete(manualRsvpSessions).where(eq(manualRsvpSessions.id, sessionId))
}
