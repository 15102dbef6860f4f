import { eq, inArray, sql } from 'drizzle-orm'
import { accessTokens } from '../../modules/auth/auth.table'
import { users } from '../../modules/users/users.table'
import type { Db } from '../db'

/**
 * Of these tokens, the ones that no longer open a session: revoked (logout, password change), expired,
 * deleted, or of a deactivated user. One query for all of a process's sockets.
 */
export async function findEndedTokenIds(db: Db, tokenIds: number[]): Promise<Set<number>> {
  if (tokenIds.length === 0) return new Set()
  const rows = await db
    .select({
      id: accessTokens.id,
      ended: sql<boolean>`(${accessTokens.revoked_at} is not null or ${accessTokens.expires_at} <= now()
        or ${users.deleted_at} is not null)`,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.user_id))
    .where(inArray(accessTokens.id, tokenIds))
  const live = new Set(rows.filter((row) => !row.ended).map((row) => row.id))
  return new Set(tokenIds.filter((id) => !live.has(id)))
}
