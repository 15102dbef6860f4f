import { createHash } from 'node:crypto'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { DbOrTx } from './db'

const dialect = new PgDialect()

/**
 * Runs a hot read as a named prepared statement on PostgreSQL: each pooled connection plans it once
 * (a page of the project list cost the database more to plan, 0.5 ms, than to run). The name is the
 * hash of the SQL text, so each shape of the query (which filters, how many ids) is its own statement.
 * On the embedded database, and inside a transaction, it is a plain query.
 */
export async function executePrepared<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query)
    const name = `ajanda_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`
    return (await client.query({ name, text, values: params })).rows as Row[]
  }
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows
}
