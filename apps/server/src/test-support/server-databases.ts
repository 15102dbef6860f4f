import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

/**
 * A data dir, and on CI's PostgreSQL pass (DATABASE_URL set) an empty database of its own, for a test
 * that runs whole server processes (a crash, an outage); both are removed by `drop()`.
 */
export async function serverDatabase(label: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ajanda-${label}-`))
  const base = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : undefined
  const name = `ajanda_${label}_${process.pid}_${Date.now()}`
  // A postgres: URL has no web origin: the database is swapped in its path.
  const urlOf = (database: string) => {
    const url = new URL(base as URL)
    url.pathname = `/${database}`
    return url.toString()
  }
  const admin = async (statement: string) => {
    if (!base) return
    const client = new pg.Client({ connectionString: urlOf('postgres') })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`create database ${name}`)
  return {
    dataDir,
    databaseUrl: base ? urlOf(name) : undefined,
    kind: base ? 'PostgreSQL' : 'PGlite',
    async drop() {
      await admin(`drop database if exists ${name} with (force)`)
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
