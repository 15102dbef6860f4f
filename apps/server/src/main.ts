import { buildApp } from './app'
import { backfillCompanyTotals } from './modules/budgets/budget-company-totals'
import { loadConfig } from './platform/config'
import { openDatabase } from './platform/db'
import { collectWhenIdle } from './platform/idle-memory'
import { installSqlTrace } from './platform/sql-trace'
import { insertDemoEventFiles } from './seed/demo-event-files'
import { seedIfEmpty } from './seed/seed-if-empty'

const config = (() => {
  try {
    return loadConfig()
  } catch (error) {
    // A wrong setting (half the S3_* variables, a PORT that is no port) is a sentence, not a stack.
    console.error(`Ajanda could not start: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
})()
if (process.env.SQL_TRACE_FILE) installSqlTrace(process.env.SQL_TRACE_FILE)
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
  (error) => {
    // A start-up refusal (data dir in use, database unreachable) is a sentence for the operator, not a stack.
    console.error(`Ajanda could not start: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
await database.migrate()
if (config.seedDemoData) await seedIfEmpty(database.db)

// The demo's photos and signed declarations are files: made through the modules' own services once the
// app (its storage and jobs) is ready, on the first start after seeding (`npm run db:seed` included).
const app = await buildApp({
  config,
  database,
  afterReady: config.seedDemoData ? insertDemoEventFiles : undefined,
})

// A burst's heap goes back once the traffic stops (decisions/0021, "Memory after a burst").
const idle = collectWhenIdle({ idleMs: 10_000, growthBytes: 64 * 1024 * 1024 })
app.addHook('onRequest', (_request, _reply, done) => {
  idle.touch()
  done()
})
app.addHook('onResponse', (_request, _reply, done) => {
  idle.touch()
  done()
})

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  idle.stop()
  app.log.info({ signal }, 'shutting down: finishing in-flight requests')
  // A hung request must not keep the process alive for ever.
  const force = setTimeout(() => process.exit(1), 15_000)
  force.unref()
  try {
    await app.close()
    process.exit(0)
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed')
    process.exit(1)
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

try {
  await app.listen({ port: config.port, host: config.host })
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    `Ajanda is listening on ${config.appUrl}`,
  )
  // Budgets from before the reports' stored totals get theirs in the background: start does not wait.
  void backfillCompanyTotals(database.db)
    .then((filled) => {
      if (filled > 0) app.log.info({ filled }, 'budget report totals filled')
    })
    .catch((err) => app.log.error({ err }, 'budget report totals backfill failed'))
} catch (error) {
  app.log.error({ err: error }, 'could not start')
  await database.close()
  process.exit(1)
}
