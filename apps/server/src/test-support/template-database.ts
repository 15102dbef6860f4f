import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createPglite, openDatabase } from '../platform/db'
import { seedIfEmpty } from '../seed/seed-if-empty'

/**
 * One migrated, seeded database per test run; every test file then starts from a copy of it
 * (a PGlite dump, or a PostgreSQL template database), so nothing is migrated per test.
 */
export interface TemplateInfo {
  kind: 'pglite' | 'postgres'
  /** PGlite: the dump file. PostgreSQL: the template database name. */
  location: string
}

export function adminUrl(databaseUrl: string, database = 'postgres'): string {
  const url = new URL(databaseUrl)
  url.pathname = `/${database}`
  return url.toString()
}

export async function createTemplate(databaseUrl: string | undefined): Promise<TemplateInfo> {
  if (databaseUrl) {
    const name = `ajanda_tpl_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: adminUrl(databaseUrl) })
    await admin.connect()
    try {
      await admin.query(`create database ${name}`)
    } finally {
      await admin.end()
    }
    const database = await openDatabase({ databaseUrl: adminUrl(databaseUrl, name), poolSize: 2 })
    await database.migrate()
    await seedIfEmpty(database.db)
    await database.close()
    return { kind: 'postgres', location: name }
  }
  const client = await createPglite()
  const database = await openDatabase({ pglite: client })
  await database.migrate()
  await seedIfEmpty(database.db)
  const dump = await client.dumpDataDir('none')
  await client.close()
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'ajanda-tpl-')), 'template.tar')
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()))
  return { kind: 'pglite', location: file }
}

export async function dropTemplate(databaseUrl: string | undefined, template: TemplateInfo): Promise<void> {
  if (template.kind === 'pglite') {
    await fs.rm(path.dirname(template.location), { recursive: true, force: true })
    return
  }
  if (!databaseUrl) return
  const admin = new pg.Client({ connectionString: adminUrl(databaseUrl) })
  await admin.connect()
  try {
    await admin.query(`drop database if exists ${template.location} with (force)`)
  } finally {
    await admin.end()
  }
}
