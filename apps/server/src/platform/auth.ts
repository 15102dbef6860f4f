import { and, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { accessTokens } from '../modules/auth/auth.table'
import { users } from '../modules/users/users.table'
import { newSecret, sha256 } from './codes'
import type { Db, DbOrTx } from './db'
import { ForbiddenError, SessionExpiredError, UnauthenticatedError } from './errors'
import type { AuthState } from './request-context'

export const TOKEN_LIFETIME_DAYS = 30
/** last_used_at is written at most this often, so that reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000

export async function issueToken(db: DbOrTx, userId: number, name = 'web'): Promise<string> {
  const secret = newSecret()
  const expires = new Date(Date.now() + TOKEN_LIFETIME_DAYS * 24 * 3600 * 1000)
  await db
    .insert(accessTokens)
    .values({ user_id: userId, token_hash: sha256(secret), name, expires_at: expires })
  return secret
}

export async function revokeToken(db: DbOrTx, tokenId: number): Promise<void> {
  await db.update(accessTokens).set({ revoked_at: new Date() }).where(eq(accessTokens.id, tokenId))
}

export async function revokeAllTokensOf(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(accessTokens.user_id, userId), isNull(accessTokens.revoked_at)))
}

export async function resolveToken(db: Db, secret: string): Promise<AuthState> {
  const rows = await db
    .select({ token: accessTokens, user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.user_id))
    .where(and(eq(accessTokens.token_hash, sha256(secret)), isNull(accessTokens.revoked_at)))
    .limit(1)
  const row = rows[0]
  if (!row || row.user.deleted_at) throw new UnauthenticatedError()
  if (row.token.expires_at.getTime() <= Date.now()) throw new SessionExpiredError()
  if (!row.token.last_used_at || Date.now() - row.token.last_used_at.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(accessTokens).set({ last_used_at: sql`now()` }).where(eq(accessTokens.id, row.token.id))
  }
  return { user: row.user, tokenId: row.token.id }
}

function bearerOf(header: string | undefined): string | null {
  if (!header) return null
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1] ?? null
}

/** Runs before the body is read: an anonymous caller never gets a protected route to parse anything. */
export function registerAuthentication(app: FastifyInstance, db: Db) {
  app.decorateRequest('auth', null)
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access
    if (access === undefined || access === 'public') return
    const secret = bearerOf(request.headers.authorization)
    if (!secret) throw new UnauthenticatedError()
    request.auth = await resolveToken(db, secret)
    if (access === 'admin' && !request.auth.user.is_admin) throw new ForbiddenError()
  })
}
