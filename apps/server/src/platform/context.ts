import type { AppConfig } from './config'
import type { CountCache } from './count-cache'
import type { Database, Db } from './db'
import type { JobQueue } from './jobs'
import type { Mailer } from './mail'
import type { PublicPageCache } from './public-page-cache'
import type { RateLimits } from './rate-limit'
import type { RealtimeBus } from './realtime'
import type { SessionCache } from './session-cache'
import type { FileStorage } from './storage'

/** What every module's routes and services are built with. */
export interface AppContext {
  config: AppConfig
  database: Database
  db: Db
  mailer: Mailer
  storage: FileStorage
  /** Short-lived list totals (platform/count-cache.ts). */
  counts: CountCache
  /** Sessions and /me facts, remembered for SESSION_CACHE_MS (see session-cache.ts). */
  sessions: SessionCache
  /** Public answers the same for every visitor, for PUBLIC_PAGE_CACHE_MS (public-page-cache.ts). */
  publicPages: PublicPageCache
  /** The in-process realtime bus (platform/realtime.ts). */
  realtime: RealtimeBus
  /** Background jobs (platform/jobs.ts): `ctx.jobs.enqueue('mail.send', {...})`; never throws. */
  jobs: JobQueue
  /** The public endpoints' rate limits (platform/rate-limit.ts): per process, or shared through Redis. */
  rateLimits: RateLimits
}
