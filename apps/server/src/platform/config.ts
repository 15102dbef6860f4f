import path from 'node:path'
import { fileURLToPath } from 'node:url'

export interface AppConfig {
  port: number
  host: string
  /** Where PGlite keeps its data, the outbox and uploaded files when no external service is set. */
  dataDir: string
  databaseUrl: string | undefined
  redisUrl: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  appUrl: string
  /** The built web app; absent in tests that only speak to the API. */
  webDistDir: string | undefined
  logLevel: string
  seedDemoData: boolean
  trustProxy: boolean
  bodyLimitBytes: number
  /** How long a process may reuse a session it read (0 turns it off; tests do). */
  sessionCacheMs: number
  /** Work background jobs in the server process (JOBS_IN_PROCESS, default on); `npm run worker` works them too. */
  jobsInProcess: boolean
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`PORT is not a port number: ${env.PORT}`)
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Ajanda <no-reply@ajanda.local>',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    webDistDir: env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    trustProxy: env.TRUST_PROXY === 'true',
    bodyLimitBytes: 6 * 1024 * 1024,
    sessionCacheMs: Number(env.SESSION_CACHE_MS ?? 2000),
    jobsInProcess: env.JOBS_IN_PROCESS !== 'false' && env.JOBS_IN_PROCESS !== '0',
  }
}

export const migrationsDir = path.join(repoRoot, 'apps/server/migrations')
