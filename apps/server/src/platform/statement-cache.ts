import { fillPlaceholders, type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { LRUCache } from 'lru-cache'
import pg from 'pg'
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

export interface RunOptions {
  /**
   * `generic`: PostgreSQL runs the statement on its generic plan, never planning it again. For statements
   * whose planning costs more than their execution and whose generic plan was checked to be as good (the
   * search's unions: 1-2 ms of planning for well under a millisecond of work). Left to itself PostgreSQL
   * keeps planning them each time, as their generic plan's estimate is dearer than the custom ones'.
   */
  plan?: 'generic'
}

/** The setting of the connections that run `plan: 'generic'` statements, and only those. */
export const GENERIC_PLAN_OPTION = '-c plan_cache_mode=force_generic_plan'

/**
 * A second, smaller pool beside the app's, to the same database, whose connections plan every statement
 * generically: `plan_cache_mode` is a connection setting, and setting it around one statement on a shared
 * connection would cost two more round trips (or leak to the next statement on error).
 */
function genericPlanPool(pool: pg.Pool): pg.Pool {
  const options = pool.options as pg.PoolConfig
  const twin = new pg.Pool({
    ...options,
    max: Math.max(2, Math.ceil((options.max ?? 10) / 2)),
    options: [options.options, GENERIC_PLAN_OPTION].filter(Boolean).join(' '),
  })
  // As the app's pool (db.ts): an idle connection ended by the server must not end the process.
  twin.on('error', () => {})
  return twin
}

/**
 * A hot read whose SQL text depends only on its shape. On PostgreSQL each shape is built once (Drizzle's
 * SQL objects cost more CPU than the search itself once the database plans it no more), with its values as
 * placeholders, and runs as a named prepared statement with the values filled in. On the embedded database
 * and inside a transaction it is built with the values and run as a plain query. At most `maxShapes` are
 * kept, least recently used out (decisions/0021: every in-process cache is bounded).
 */
export function createStatementCache(maxShapes: number) {
  const shapes = new LRUCache<string, Statement>({ max: maxShapes })
  const genericPools = new Map<pg.Pool, pg.Pool>()
  const genericFor = (pool: pg.Pool) => {
    let twin = genericPools.get(pool)
    if (!twin) {
      twin = genericPlanPool(pool)
      genericPools.set(pool, twin)
    }
    return twin
  }

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
      options: RunOptions = {},
    ): Promise<Row[]> {
      const pool = preparingPool(db)
      if (pool) {
        const { name, text, params } = statementOf(shape, build)
        const runOn = options.plan === 'generic' ? genericFor(pool) : pool
        return (await runOn.query({ name, text, values: fillPlaceholders(params, values) })).rows as Row[]
      }
      const query = build((name) => {
        if (!(name in values)) throw new Error(`No value for "${name}"`)
        return values[name]
      })
      return ((await db.execute(query)) as unknown as { rows: Row[] }).rows
    },
    /** Closes the generic-plan connections (with the app: its owner's onClose hook). */
    async close(): Promise<void> {
      const twins = [...genericPools.values()]
      genericPools.clear()
      await Promise.all(twins.map((twin) => twin.end()))
    },
    /** How many shapes it holds now. */
    get size() {
      return shapes.size
    },
  }
}
