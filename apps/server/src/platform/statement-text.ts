import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from './db'
import { executePrepared } from './prepared-query'

/**
 * Runs a statement whose single value is the answer's JSON text, built by the database, and hands that
 * text to `finish` (which may wrap it in the response's envelope). The bytes are encoded once, here, and
 * sent as they are. One round trip, as a named prepared statement on PostgreSQL.
 */
export async function readStatementText(
  db: DbOrTx,
  statement: SQL,
  finish: (text: string) => string,
): Promise<Buffer> {
  const [row] = await executePrepared<{ body: string | null }>(db, sql`select (${statement})::text as body`)
  return Buffer.from(finish(row?.body ?? ''))
}
