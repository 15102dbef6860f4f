import { createHash } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { DbOrTx } from '../../platform/db'

const dialect = new PgDialect()
const SNAPSHOT = 'select pg_current_snapshot()::text as snapshot'

interface Entry {
  snapshot: string
  /** UTF-8, as the socket takes it: a kept 400 KB answer is not encoded again on every send. */
  body: Buffer
}

export interface SnapshotCache {
  /**
   * The answer built by `finish` from the text `statement` reads, or the one kept from an earlier call with
   * the same statement, parameters and `extraKey` when the database has changed nothing since (see below).
   */
  read(db: DbOrTx, statement: SQL, extraKey: string, finish: (text: string) => string): Promise<Buffer>
}

/**
 * Answers of the hot reads (a team's task board, a calendar month) kept with the database snapshot they
 * were read in. Every call still asks the database: for its current snapshot when an answer is kept (a
 * statement of a few microseconds), and for the data with the snapshot it was read in when none is kept
 * or the snapshot moved. Two equal snapshots (`xmin:xmax:running`) see exactly the same committed
 * transactions, so a kept answer is served only when a fresh read would give the same bytes: never
 * stale, whichever process or module wrote. Any write anywhere in the database cluster moves the
 * snapshot, so under steady writes a read costs one more short round trip and saves nothing; between
 * writes (a team reloading after a realtime event, the month refetched on focus) it costs the database a
 * few microseconds instead of the whole query. Each process keeps up to `maxBytes`.
 */
export function createSnapshotCache(maxBytes = 32 * 1024 * 1024, maxEntries = 2_000): SnapshotCache {
  const entries = new Map<string, Entry>()
  let bytes = 0
  const forget = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.body.length
    entries.delete(key)
  }
  const keep = (key: string, entry: Entry) => {
    forget(key)
    if (entry.body.length > maxBytes / 4) return
    while (entries.size > 0 && (bytes + entry.body.length > maxBytes || entries.size >= maxEntries)) {
      const oldest = entries.keys().next().value as string
      forget(oldest)
    }
    entries.set(key, entry)
    bytes += entry.body.length
  }

  /** Runs `text` with `values` as a named prepared statement on PostgreSQL, as drizzle SQL on PGlite. */
  async function query<Row>(
    db: DbOrTx,
    text: string,
    values: unknown[],
    statement: SQL,
  ): Promise<Row | undefined> {
    const client = (db as { $client?: unknown }).$client
    if (client instanceof pg.Pool) {
      const name = `ajanda_s${createHash('sha1').update(text).digest('hex').slice(0, 24)}`
      return (await client.query({ name, text, values })).rows[0] as Row | undefined
    }
    return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows[0]
  }

  return {
    async read(db, statement, extraKey, finish) {
      const inner = dialect.sqlToQuery(statement)
      const key = `${inner.sql}\u0000${JSON.stringify(inner.params)}\u0000${extraKey}`
      const kept = entries.get(key)
      if (kept) {
        // A statement of its own: the big one, planned for its parameters, would cost milliseconds to plan
        // on every call when PostgreSQL keeps custom plans for it.
        const now = await query<{ snapshot: string }>(db, SNAPSHOT, [], sql.raw(SNAPSHOT))
        if (now?.snapshot === kept.snapshot) return kept.body
      }
      const text = `select pg_current_snapshot()::text as snapshot, (${inner.sql})::text as body`
      const row = await query<{ snapshot: string; body: string | null }>(
        db,
        text,
        inner.params,
        sql`select pg_current_snapshot()::text as snapshot, (${statement})::text as body`,
      )
      if (!row) throw new Error('the snapshot statement answered no row')
      const body = Buffer.from(finish(row.body ?? ''))
      keep(key, { snapshot: row.snapshot, body })
      return body
    },
  }
}
