import type { Db, Tx } from '../../platform/db'
import type { NotifyContext } from './notify'

/**
 * A write's transaction that carries its notices (issue 18): `notify(notices, ...)` and
 * `ctx.jobs.enqueue(..., { tx })` inside it store the notifications and queue their mails and pushes on
 * the same connection, so they commit with the write or vanish with its rollback. What others must not
 * see before the commit (the live notification events) runs after it.
 */
export async function transactionWithNotices<T>(
  ctx: Omit<NotifyContext, 'db' | 'afterCommit'> & { db: Db },
  write: (tx: Tx, notices: NotifyContext) => Promise<T>,
): Promise<T> {
  const committed: (() => void)[] = []
  const result = await ctx.db.transaction((tx) =>
    write(tx, { ...ctx, db: tx, afterCommit: (effect) => committed.push(effect) }),
  )
  for (const effect of committed) effect()
  return result
}
