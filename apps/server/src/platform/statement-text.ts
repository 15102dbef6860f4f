import { createHash } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { DbOrTx } from './db'
import { executePrepared } from './prepared-query'

const dialect = new PgDialect()

/**
 * What a statement asks, as a short key: its text and its parameters. Two requests with the same key
 * get the same answer from the same data, whoever makes them (a cache of answers is keyed on it).
 */
export function statementKey(statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement)
  return createHash('sha1').update(text).update('\u0000').update(JSON.stringify(params)).digest('base64')
}

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
