import { fillPlaceholders, type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { LRUCache } from 'lru-cache'
import type { DbOrTx } from './db'
import { preparedName, preparingPool } from './prepared-query'

const dialect = new PgDialect()

interface Statement {
  name: string
  text: string
  params: unknown[]
}

/** Gives a statement's value by name: a placeholder while its shape is built, the value itself otherwise. */
export type StatementValue<Name extends string = string> = (name: Name) => unknown

/**
 * A hot read whose SQL text depends only on its shape. On PostgreSQL each shape is built once (Drizzle's
 * SQL objects cost more CPU than the search itself once the database plans it no more), with its values as
 * placeholders, and runs as a named prepared statement with the values filled in. On the embedded database
 * and inside a transaction it is built with the values and run as a plain query. At most `maxShapes` are
 * kept, least recently used out (decisions/0021: every in-process cache is bounded).
 */
export function createStatementCache(maxShapes: number) {
  const shapes = new LRUCache<string, Statement>({ max: maxShapes })

  function statementOf(shape: string, build: (value: StatementValue) => SQL): Statement {
    let statement = shapes.get(shape)
    if (!statement) {
      const query = dialect.sqlToQuery(build((name) => sql.placeholder(name)))
      statement = { name: preparedName(query.sql), text: query.sql, params: query.params }
      shapes.set(shape, statement)
    }
    return statement
  }

  return {
    async run<Row>(
      db: DbOrTx,
      shape: string,
      values: Record<string, unknown>,
      build: (value: StatementValue) => SQL,
    ): Promise<Row[]> {
      const pool = preparingPool(db)
      if (pool) {
        const { name, text, params } = statementOf(shape, build)
        return (await pool.query({ name, text, values: fillPlaceholders(params, values) })).rows as Row[]
      }
      const query = build((name) => {
        if (!(name in values)) throw new Error(`No value for "${name}"`)
        return values[name]
      })
      return ((await db.execute(query)) as unknown as { rows: Row[] }).rows
    },
    /** How many shapes it holds now. */
    get size() {
      return shapes.size
    },
  }
}
