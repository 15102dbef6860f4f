import { and, count, eq, gt, isNull, lt } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { loginAttempts, passwordResetTokens } from './auth.table'

export type PasswordResetRow = typeof passwordResetTokens.$inferSelect

export function createAuthRepository(db: DbOrTx) {
  return {
    async countRecentFailures(email: string, ip: string, since: Date): Promise<number> {
      const rows = await db
        .select({ value: count() })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.email, email),
            eq(loginAttempts.ip, ip),
            gt(loginAttempts.attempted_at, since),
          ),
        )
      return Number(rows[0]?.value ?? 0)
    },
    async oldestRecentFailure(email: string, ip: string, since: Date): Promise<Date | undefined> {
      const rows = await db
        .select({ at: loginAttempts.attempted_at })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.email, email),
            eq(loginAttempts.ip, ip),
            gt(loginAttempts.attempted_at, since),
          ),
        )
        .orderBy(loginAttempts.attempted_at)
        .limit(1)
      return rows[0]?.at
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      await db.insert(loginAttempts).values({ email, ip })
    },
    async clearFailures(email: string, ip: string): Promise<void> {
      await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)))
    },
    async pruneFailuresBefore(before: Date): Promise<void> {
      await db.delete(loginAttempts).where(lt(loginAttempts.attempted_at, before))
    },
    async insertPasswordReset(values: typeof passwordResetTokens.$inferInsert): Promise<void> {
      await db.insert(passwordResetTokens).values(values)
    },
    async findUsablePasswordReset(tokenHash: string): Promise<PasswordResetRow | undefined> {
      const rows = await db
        .select()
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.token_hash, tokenHash), isNull(passwordResetTokens.used_at)))
        .limit(1)
      return rows[0]
    },
    /** Conditional: of two concurrent uses of one link only one succeeds. */
    async markPasswordResetUsed(id: number): Promise<boolean> {
      const rows = await db
        .update(passwordResetTokens)
        .set({ used_at: new Date() })
        .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.used_at)))
        .returning({ id: passwordResetTokens.id })
      return rows.length === 1
    },
    async invalidateOpenResets(userId: number): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ used_at: new Date() })
        .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)))
    },
  }
}
