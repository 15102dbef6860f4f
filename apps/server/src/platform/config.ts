import fs from 'node:fs'
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
  publicPageCacheMs: number
  /** Work background jobs in the server process (JOBS_IN_PROCESS, default on); `npm run worker` works them too. */
  jobsInProcess: boolean
  /** Object storage (S3_*): all five variables, or none for files on the local disk under DATA_DIR/files. */
  s3: S3Config | undefined
  /**
   * The key of the local disk's signed file addresses (FILES_SIGNING_KEY); without it each data dir
   * makes and keeps its own (platform/storage-local.ts).
   */
  filesSigningKey: string | undefined
}

export interface S3Config {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO and test servers need; S3_FORCE_PATH_STYLE=false for virtual hosts. */
  forcePathStyle: boolean
}

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const

/** All five S3 variables or none: half a configuration would quietly keep files on one machine's disk. */
export function loadS3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const missing = S3_VARIABLES.filter((name) => !env[name])
  if (missing.length === S3_VARIABLES.length) return undefined
  if (missing.length > 0)
    throw new Error(
      `Object storage needs all of ${S3_VARIABLES.join(', ')}; missing: ${missing.join(', ')}. ` +
        'Set them all, or none to keep files under DATA_DIR/files.',
    )
  let endpoint: URL
  try {
    endpoint = new URL(env.S3_ENDPOINT as string)
  } catch {
    throw new Error(`S3_ENDPOINT is not a URL: ${env.S3_ENDPOINT}`)
  }
  if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:')
    throw new Error(`S3_ENDPOINT must be an http(s) URL: ${env.S3_ENDPOINT}`)
  return {
    endpoint: endpoint.toString().replace(/\/$/, ''),
    bucket: env.S3_BUCKET as string,
    region: env.S3_REGION as string,
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
  }
}

/**
 * The checkout's root: the nearest folder above this module that holds the migrations. This module is in
 * apps/server/src/platform under tsx and the tests, but inside the bundle apps/server/dist/bundle/main.js
 * when the server runs compiled (tools/server-build.ts), so a fixed number of `..` fits only one of them.
 */
export function findRepoRoot(fromDir: string): string {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'apps/server/migrations'))) return dir
    if (path.dirname(dir) === dir)
      throw new Error(`no Ajanda checkout (apps/server/migrations) above ${fromDir}`)
  }
}

const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)))

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
    /** Public answers the same for every visitor (platform/public-page-cache.ts); 0 keeps none. */
    publicPageCacheMs: Number(env.PUBLIC_PAGE_CACHE_MS ?? 1000),
    jobsInProcess: env.JOBS_IN_PROCESS !== 'false' && env.JOBS_IN_PROCESS !== '0',
    s3: loadS3Config(env),
    filesSigningKey: env.FILES_SIGNING_KEY || undefined,
  }
}

export const migrationsDir = path.join(repoRoot, 'apps/server/migrations')
