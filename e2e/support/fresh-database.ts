import pg from 'pg'

/**
 * Empties the PostgreSQL database the browser tests' server is given (E2E_DATABASE_URL): drops it and
 * creates it again, so that the server migrates it and seeds the demo company as on a first start.
 */
async function recreate(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl)
  const name = decodeURIComponent(url.pathname.slice(1))
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`E2E_DATABASE_URL: unexpected database name ${name}`)
  url.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
  try {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
}

const databaseUrl = process.env.E2E_DATABASE_URL
if (databaseUrl) await recreate(databaseUrl)
