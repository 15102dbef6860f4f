import { sql } from 'drizzle-orm'
import { type Db as BossDb, type DrizzleTransactionLike, fromDrizzle } from 'pg-boss'
import type { DbOrTx } from '../db'

/**
 * pg-boss's `db` option for a Drizzle database or transaction (pg-boss's own `fromDrizzle` adapter):
 * pg-boss's statements then run on the transaction's connection, so a job commits or rolls back with the
 * write that queued it. On PGlite this is also the only way to enqueue inside a transaction: the single
 * connection is held by the transaction, and a statement from outside it would wait for the commit that
 * is waiting for it.
 */
export function executorOf(db: DbOrTx): BossDb {
  // Drizzle's execute() answers a thenable query object; the adapter only awaits it.
  return fromDrizzle(db as unknown as DrizzleTransactionLike, sql)
}
