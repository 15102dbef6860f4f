import type { DbOrTx } from './db'

/**
 * The background-job seam the modules use (issue 6): `ctx.jobs.enqueue('mail.send', {...})`.
 * The pg-boss implementation lives in platform/jobs/ (same database as the app, embedded or PostgreSQL);
 * handlers are declared once per job name with `defineJob` and registered by the process that works them
 * (the server by default, `npm run worker` processes when started).
 */
export interface EnqueueOptions extends DeliveryOptions {
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number
  /** At most one queued job with this key (pg-boss singleton). */
  singletonKey?: string
}

/** Where a job is written and how it is ordered against other jobs (issue 18). */
export interface DeliveryOptions {
  /**
   * The write's transaction (or the plain db): the job row is inserted through it, so it commits with
   * the write and vanishes with its rollback (decisions/0018). With a transaction the call throws when
   * the job cannot be stored: the write and its mails are one, and a failed statement has already
   * aborted the transaction anyway.
   */
  tx?: DbOrTx
  /**
   * The fairness group, one per company (`companyGroup(id)`): a worker runs only a few jobs of one group
   * at a time, so one company's 2,000 invitations never hold back another company's mail.
   */
  group?: string
  /** Higher runs first among due jobs (`JOB_PRIORITY`); a person waiting at a screen outranks a notice. */
  priority?: number
}

/** Job priorities: account mail (a password reset, an invitation) before notification mail. */
export const JOB_PRIORITY = { notice: 0, account: 10 } as const

/** The fairness group of a company's jobs. */
export const companyGroup = (companyId: number) => `company-${companyId}`

export interface JobQueue {
  /**
   * Stores the job and returns; without `tx` it never throws to the caller: a request that caused a
   * delivery must not fail because of it (a failure to enqueue is logged).
   */
  enqueue(name: string, data: Record<string, unknown>, options?: EnqueueOptions): Promise<void>
  /**
   * Many jobs of one name in one statement (a notification's 500 e-mails): one round trip instead of
   * 500 competing for the queue's few connections. Never throws without `tx`, like `enqueue`.
   */
  enqueueMany(
    name: string,
    dataList: readonly Record<string, unknown>[],
    options?: DeliveryOptions,
  ): Promise<void>
}
