import path from 'node:path'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { migrationsDir } from './config'
import { acquireDataDirLock } from './data-dir-lock'
import { takeTurnsOnTheEventLoop } from './pglite-turns'

/** Both drivers speak the same dialect; modules only see this type. */
export type Db = PgDatabase<PgQueryResultHKT>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DbOrTx = Db | Tx

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  close(): Promise<void>
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined
  dataDir?: string
  /** An already open PGlite (tests load one from a dump); the caller owns its data dir. */
  pglite?: PGlite
  poolSize?: number
}

/**
 * Every PGlite the app or a test opens: pg_trgm backs name search and similar records (PostgreSQL 15 ships
 * it as a trusted extension; PGlite has to load it).
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } })
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10)
  if (options.pglite) return wrapPglite(options.pglite, () => {})
  if (!options.dataDir) throw new Error('Either DATABASE_URL or a data directory is needed')
  const release = acquireDataDirLock(options.dataDir)
  try {
    const client = await createPglite({ dataDir: path.join(options.dataDir, 'pglite') })
    return wrapPglite(client, release)
  } catch (error) {
    release()
    throw error
  }
}

function wrapPglite(client: PGlite, release: () => void): Database {
  const db = drizzlePglite({ client: takeTurnsOnTheEventLoop(client) }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsDir }),
    async close() {
      try {
        if (!client.closed) await client.close()
      } finally {
        release()
      }
    },
  }
}

function openPostgres(url: string, max: number): Database {
  // JIT off for the app's connections: every read here is a short OLTP query, and a plan whose cost
  // estimate crosses jit_above_cost (the calendar's month, a few thousand rows) spent 0.5-3.7 s compiling
  // what then ran in milliseconds.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' })
  // An idle connection that the server ends (a restart, a failover, a dropped test database) is reported
  // here after the pool has already discarded it; the next query opens a fresh one. Without a listener
  // the 'error' event would take the whole process down.
  pool.on('error', () => {})
  const db = drizzlePg({ client: pool }) as unknown as Db
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several processes may start at once: one migrates while the others wait on the lock.
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock(727274)')
        await migratePg(drizzlePg({ client }), { migrationsFolder: migrationsDir })
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => {})
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}
