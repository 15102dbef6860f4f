import { loadConfig } from '../platform/config'
import { openDatabase } from '../platform/db'
import { DEMO_LOGINS } from './demo-logins'
import { seedIfEmpty } from './seed-if-empty'

/** `npm run db:seed`: migrates, then loads the demo data unless the database already has a company. */
const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
try {
  await database.migrate()
  const started = Date.now()
  const seeded = await seedIfEmpty(database.db)
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'
  if (seeded) {
    console.log(`Demo data loaded into ${where} in ${Date.now() - started} ms. Logins:`)
    for (const login of DEMO_LOGINS)
      console.log(`  ${login.email.padEnd(28)} ${login.password}  ${login.description}`)
  } else {
    console.log(`${where} already has companies: nothing was seeded.`)
  }
} catch (error) {
  console.error('Seeding failed:', error)
  process.exitCode = 1
} finally {
  await database.close()
}
