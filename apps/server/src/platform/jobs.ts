/**
 * The background-job seam the modules use (issue 6): `ctx.jobs.enqueue('mail.send', {...})`.
 * The pg-boss implementation lives in platform/jobs/ (same database as the app, embedded or PostgreSQL);
 * handlers are declared once per job name with `defineJob` and registered by the process that works them
 * (the server by default, `npm run worker` processes when started).
 */
export interface EnqueueOptions {
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number
  /** At most one queued job with this key (pg-boss singleton). */
  singletonKey?: string
}

export interface JobQueue {
  /**
   * Stores the job and returns; never throws to the caller: a request that caused a delivery must not
   * fail or wait because of it (a failure to enqueue is logged).
   */
  enqueue(name: string, data: Record<string, unknown>, options?: EnqueueOptions): Promise<void>
  /**
   * Many jobs of one name in one statement (a notification's 500 e-mails): one round trip instead of
   * 500 competing for the queue's few connections. Never throws, like `enqueue`.
   */
  enqueueMany(name: string, dataList: readonly Record<string, unknown>[]): Promise<void>
}
