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
  const pool = preparingPool(db)
  if (pool) {
    const { sql: text, params } = dialect.sqlToQuery(query)
    return (await pool.query({ name: preparedName(text), text, values: params })).rows as Row[]
  }
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows
}

/** The PostgreSQL pool behind `db` when statements can be prepared on it (not PGlite, not a transaction). */
export function preparingPool(db: DbOrTx): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client
  return client instanceof pg.Pool ? client : undefined
}

/** A prepared statement's name: the hash of its text, so each shape of a query is its own statement. */
export function preparedName(text: string): string {
  return `ajanda_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`
}
