import { createHash } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { DbOrTx } from '../../platform/db'

const dialect = new PgDialect()

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
 * were read in. Every call still asks the database, in one round trip: the statement returns the
 * snapshot it runs in and, only when that differs from the kept one, the data (an uncorrelated scalar
 * subquery is evaluated only when the CASE reaches it). Two equal snapshots (`xmin:xmax:running`) see
 * exactly the same committed transactions, so a kept answer is served only when a fresh read would
 * give the same bytes: never stale, whichever process or module wrote. Any write anywhere in the
 * database cluster changes the snapshot, so under steady writes this costs nothing and saves nothing;
 * between writes (a team reloading after a realtime event, the month refetched on focus) a read costs
 * the database a few microseconds instead of the whole query. Each process keeps up to `maxBytes`.
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

  return {
    async read(db, statement, extraKey, finish) {
      const client = (db as { $client?: unknown }).$client
      const inner = dialect.sqlToQuery(statement)
      const key = `${inner.sql}\u0000${JSON.stringify(inner.params)}\u0000${extraKey}`
      const kept = entries.get(key)
      const known = kept?.snapshot ?? ''
      let row: { snapshot: string; body: string | null } | undefined
      if (client instanceof pg.Pool) {
        // A named prepared statement (each pooled connection plans it once); the kept snapshot is the
        // last parameter, so the statement's own text is used as drizzle wrote it.
        const text = `select pg_current_snapshot()::text as snapshot, case when pg_current_snapshot()::text = $${inner.params.length + 1} then null else (${inner.sql})::text end as body`
        const name = `ajanda_s${createHash('sha1').update(text).digest('hex').slice(0, 24)}`
        row = (await client.query({ name, text, values: [...inner.params, known] })).rows[0]
      } else {
        const wrapped = sql`select pg_current_snapshot()::text as snapshot,
          case when pg_current_snapshot()::text = ${known} then null else (${statement})::text end as body`
        row = ((await db.execute(wrapped)) as unknown as { rows: (typeof row)[] }).rows[0]
      }
      if (!row) throw new Error('the snapshot statement answered no row')
      if (row.body === null && kept && kept.snapshot === row.snapshot) return kept.body
      const body = Buffer.from(finish(row.body ?? ''))
      keep(key, { snapshot: row.snapshot, body })
      return body
    },
  }
}
