import { and, eq, gt, lt } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { pendingSignups } from './auth.table'

export type PendingSignupRow = typeof pendingSignups.$inferSelect

export function createSignUpRepository(db: DbOrTx) {
  return {
    async insert(values: typeof pendingSignups.$inferInsert): Promise<void> {
      await db.insert(pendingSignups).values(values)
    },
    async findUsableByTokenHash(tokenHash: string, now: Date): Promise<PendingSignupRow | undefined> {
      const rows = await db
        .select()
        .from(pendingSignups)
        .where(and(eq(pendingSignups.token_hash, tokenHash), gt(pendingSignups.expires_at, now)))
        .limit(1)
      return rows[0]
    },
    /** Conditional: of two concurrent confirmations of one link only one deletes the row. */
    async take(id: number): Promise<boolean> {
      const rows = await db
        .delete(pendingSignups)
        .where(eq(pendingSignups.id, id))
        .returning({ id: pendingSignups.id })
      return rows.length === 1
    },
    /** The other links of an address that has just become an account. */
    async deleteByEmail(email: string): Promise<void> {
      await db.delete(pendingSignups).where(eq(pendingSignups.email, email))
    },
    async pruneExpired(now: Date): Promise<void> {
      await db.delete(pendingSignups).where(lt(pendingSignups.expires_at, now))
    },
  }
}
