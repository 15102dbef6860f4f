import fs from 'node:fs/promises'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { openDatabase } from '../platform/db'

export interface CopyOptions {
  /** The embedded database's DATA_DIR (its PGlite under `pglite/`, stored files under `files/`). */
  fromDataDir: string
  /** An empty PostgreSQL database. */
  toDatabaseUrl: string
  /** The DATA_DIR the server will use on PostgreSQL: the stored files are copied under its `files/`. */
  toDataDir?: string | undefined
  log?: (line: string) => void
}

export interface TableCount {
  table: string
  source: number
  target: number
}

export interface CopyReport {
  tables: TableCount[]
  mismatched: TableCount[]
  files: number
}

/** The refusal of a copy that would mix two databases or lose queued work. */
export class CopyRefused extends Error {}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`
/** Rows per insert: well under PostgreSQL's 65,535 parameters for the widest table. */
const MAX_PARAMETERS = 30_000

/**
 * Copies an embedded data dir into an empty PostgreSQL database (decisions/0021 "Moving to PostgreSQL"):
 * the schema through the app's migrations, then every table of `public` row by row as text (each value's
 * own text form, which PostgreSQL reads back into the same type), ids included; the sequences where the
 * source left them; the stored files; and at the end the row count of every table on both sides.
 * The target's foreign keys are not checked during the copy (`session_replication_role = replica`), so
 * tables go in any order; the source was consistent, and the counts prove the copy whole.
 */
export async function copyDataDirToPostgres(options: CopyOptions): Promise<CopyReport> {
  const log = options.log ?? (() => {})
  const source = await openDatabase({ dataDir: options.fromDataDir })
  const target = new pg.Client({ connectionString: options.toDatabaseUrl })
  await target.connect()
  try {
    await refuseNonEmpty(target)
    await source.migrate()
    const pglite = (source.db as unknown as { $client: PGlite }).$client
    await refusePendingJobs(pglite)
    const migrated = await openDatabase({ databaseUrl: options.toDatabaseUrl, poolSize: 1 })
    try {
      await migrated.migrate()
    } finally {
      await migrated.close()
    }
    const tables = await tablesOf(pglite)
    await target.query('begin')
    await target.query('set local session_replication_role = replica')
    // Migrations may insert reference rows: the source's rows replace them.
    if (tables.length > 0)
      await target.query(`truncate ${tables.map(quote).join(', ')} restart identity cascade`)
    for (const table of tables) log(`${table}: ${await copyTable(pglite, target, table)} rows`)
    await copySequences(pglite, target)
    await target.query('commit')
    const counts = await countBoth(pglite, target, tables)
    const files = options.toDataDir ? await copyFiles(options.fromDataDir, options.toDataDir) : 0
    return { tables: counts, mismatched: counts.filter((row) => row.source !== row.target), files }
  } catch (error) {
    await target.query('rollback').catch(() => {})
    throw error
  } finally {
    await target.end()
    await source.close()
  }
}

async function refuseNonEmpty(target: pg.Client) {
  const { rows } = await target.query<{ n: string }>(
    `select count(*) as n from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema')`,
  )
  if (Number(rows[0]?.n) > 0)
    throw new CopyRefused(
      `the target database is not empty (${rows[0]?.n} tables): give an empty database, so that nothing is mixed or overwritten`,
    )
}

/** Jobs (mails, pushes) still queued in the embedded database would not go out from the new one. */
async function refusePendingJobs(pglite: PGlite) {
  const { rows: exists } = await pglite.query<{ job: string | null }>(
    `select to_regclass('pgboss.job')::text as job`,
  )
  if (!exists[0]?.job) return
  const { rows } = await pglite.query<{ n: number }>(
    `select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')`,
  )
  if ((rows[0]?.n ?? 0) > 0)
    throw new CopyRefused(
      `${rows[0]?.n} background jobs (mails, pushes) are still queued in the embedded database: start the server on it until they are sent, stop it, then copy`,
    )
}

async function tablesOf(pglite: PGlite): Promise<string[]> {
  const { rows } = await pglite.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  return rows.map((row) => row.name)
}

async function copyTable(pglite: PGlite, target: pg.Client, table: string): Promise<number> {
  const { rows: columns } = await pglite.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  )
  const names = columns.map((column) => column.name)
  if (names.length === 0) return 0
  const perBatch = Math.max(1, Math.floor(MAX_PARAMETERS / names.length))
  const select = `select ${names.map((name) => `${quote(name)}::text`).join(', ')} from ${quote(table)} order by ctid`
  let copied = 0
  for (;;) {
    const { rows } = await pglite.query<Record<string, string | null>>(
      `${select} limit ${perBatch} offset ${copied}`,
      [],
      { rowMode: 'array' },
    )
    if (rows.length === 0) return copied
    const values = (rows as unknown as (string | null)[][]).flat()
    const tuples = rows.map(
      (_, row) => `(${names.map((__, column) => `$${row * names.length + column + 1}`).join(', ')})`,
    )
    await target.query(
      `insert into ${quote(table)} (${names.map(quote).join(', ')}) overriding system value values ${tuples.join(', ')}`,
      values,
    )
    copied += rows.length
  }
}

async function copySequences(pglite: PGlite, target: pg.Client) {
  const { rows } = await pglite.query<{ name: string }>(
    // pg_class, not information_schema.sequences: that one leaves out identity columns' sequences.
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'S' and n.nspname = 'public'`,
  )
  for (const { name } of rows) {
    const { rows: state } = await pglite.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${quote(name)}`,
    )
    if (state[0])
      await target.query('select setval($1::regclass, $2::bigint, $3)', [
        quote(name),
        state[0].last_value,
        state[0].is_called,
      ])
  }
}

async function countBoth(pglite: PGlite, target: pg.Client, tables: string[]): Promise<TableCount[]> {
  const counts: TableCount[] = []
  for (const table of tables) {
    const query = `select count(*)::int as n from ${quote(table)}`
    const { rows: from } = await pglite.query<{ n: number }>(query)
    const { rows: to } = await target.query<{ n: number }>(query)
    counts.push({ table, source: from[0]?.n ?? 0, target: to[0]?.n ?? -1 })
  }
  return counts
}

/** The stored files (receipts, project files, logos) under DATA_DIR/files: how many were copied. */
async function copyFiles(fromDataDir: string, toDataDir: string): Promise<number> {
  const from = path.join(fromDataDir, 'files')
  const to = path.join(toDataDir, 'files')
  const present = await fs.stat(from).catch(() => undefined)
  if (!present) return 0
  await fs.cp(from, to, { recursive: true, errorOnExist: true, force: false })
  const entries = await fs.readdir(to, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).length
}
