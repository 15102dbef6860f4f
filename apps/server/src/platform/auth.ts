import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { accessTokens } from '../modules/auth/auth.table'
import { companyMemberships } from '../modules/event-companies/event-companies.table'
import { users } from '../modules/users/users.table'
import { newSecret, sha256 } from './codes'
import type { Db, DbOrTx } from './db'
import { ForbiddenError, SessionExpiredError, UnauthenticatedError } from './errors'
import type { AuthState } from './request-context'
import type { SessionCache } from './session-cache'

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

/** Ends every session of a user but the one making the request (a password change). */
export async function revokeOtherTokensOf(db: DbOrTx, userId: number, keptTokenId: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(accessTokens.user_id, userId),
        ne(accessTokens.id, keptTokenId),
        isNull(accessTokens.revoked_at),
      ),
    )
}

/** The membership that opens the back office (decisions.md 1). */
const STAFF_MEMBERSHIP = 'ECOS'
/** Whether the user's company has it: one index lookup (company_memberships_unique). */
const hasStaffMembership = sql<boolean>`exists (select 1 from ${companyMemberships}
  where ${companyMemberships.event_company_id} = ${users.event_company_id}
  and ${companyMemberships.name} = ${STAFF_MEMBERSHIP})`

interface SessionRow {
  token: typeof accessTokens.$inferSelect
  user: typeof users.$inferSelect
  ecos: boolean
}

export async function resolveToken(db: Db, secret: string, cache?: SessionCache): Promise<AuthState> {
  const hash = sha256(secret)
  let row = cache?.sessions.get(hash) as SessionRow | undefined
  if (!row) {
    const rows = await db
      .select({ token: accessTokens, user: users, ecos: hasStaffMembership })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.user_id))
      .where(and(eq(accessTokens.token_hash, hash), isNull(accessTokens.revoked_at)))
      .limit(1)
    row = rows[0]
    if (!row || row.user.deleted_at) throw new UnauthenticatedError()
    if (!row.token.last_used_at || Date.now() - row.token.last_used_at.getTime() > TOUCH_INTERVAL_MS) {
      await db.update(accessTokens).set({ last_used_at: sql`now()` }).where(eq(accessTokens.id, row.token.id))
    }
    cache?.sessions.set(hash, row)
  }
  if (row.token.expires_at.getTime() <= Date.now()) throw new SessionExpiredError()
  // The back-office check rides along with the token lookup: no extra round trip on staff routes.
  return {
    user: row.user,
    tokenId: row.token.id,
    staffCheck: Promise.resolve(row.user.kind === 'AGENCY' && row.ecos),
  }
}

/**
 * An AGENCY user of a company with ECOS. `resolveToken` answers it with the token lookup; an AuthState made
 * elsewhere asks once, and the answer is remembered for the rest of the request.
 */
export function isStaff(db: Db, auth: AuthState): Promise<boolean> {
  auth.staffCheck ??= (async () => {
    if (auth.user.kind !== 'AGENCY') return false
    const rows = await db
      .select({ id: companyMemberships.id })
      .from(companyMemberships)
      .where(
        and(
          eq(companyMemberships.event_company_id, auth.user.event_company_id),
          eq(companyMemberships.name, STAFF_MEMBERSHIP),
        ),
      )
      .limit(1)
    return rows.length > 0
  })()
  return auth.staffCheck
}

function bearerOf(header: string | undefined): string | null {
  if (!header) return null
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1] ?? null
}

/** Runs before the body is read: an anonymous caller never gets a protected route to parse anything. */
export function registerAuthentication(app: FastifyInstance, db: Db, cache?: SessionCache) {
  app.decorateRequest('auth', null)
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access
    if (access === undefined || access === 'public') return
    const secret = bearerOf(request.headers.authorization)
    if (!secret) throw new UnauthenticatedError()
    request.auth = await resolveToken(db, secret, cache)
    request.auth.reading = request.method === 'GET' || request.method === 'HEAD'
    if (access === 'admin' && !request.auth.user.is_admin) throw new ForbiddenError()
    const config = request.routeOptions.config
    // CLIENT users get only the routes that name them (the allow-list, request-context.ts ClientAccess).
    if (request.auth.user.kind === 'CLIENT' && !config?.client) throw new ForbiddenError()
    if ((access === 'staff' || config?.staff) && !(await isStaff(db, request.auth)))
      throw new ForbiddenError()
  })
}
