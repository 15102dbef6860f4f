import { buildApp } from './app'
import { loadConfig } from './platform/config'
import { openDatabase } from './platform/db'

/**
 * `npm run worker`: a process that only works background jobs (mail.send...), next to servers that may run
 * with JOBS_IN_PROCESS=false. It needs DATABASE_URL: the embedded PGlite data dir is held by the server,
 * whose in-process jobs are then the only worker.
 */
const config = { ...loadConfig(), jobsInProcess: true, webDistDir: undefined }
if (!config.databaseUrl)
  console.warn(
    'No DATABASE_URL: the worker opens the embedded database, which works only while no server uses it.',
  )
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
  (error: unknown) => {
    console.error(
      `The Ajanda worker could not start: ${error instanceof Error ? error.message : String(error)}`,
    )
    process.exit(1)
  },
)
await database.migrate()

// The same app, never listening: its onReady starts the job queue with every job definition registered.
const app = await buildApp({ config, database })
await app.ready()
app.log.info({ database: database.kind }, 'Ajanda worker is working background jobs')

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'worker stopping: finishing the jobs in hand')
  const force = setTimeout(() => process.exit(1), 15_000)
  force.unref()
  await app.close().catch((error: unknown) => app.log.error({ err: error }, 'worker shutdown failed'))
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
