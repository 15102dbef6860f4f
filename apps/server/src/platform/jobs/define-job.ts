import type { AppContext } from '../context'

/** What a handler gets besides its data: the app's services and which try this is. */
export interface JobRunContext {
  ctx: AppContext
  /** 1 for the first try. */
  attempt: number
  /** No retry follows a failure of this try: it becomes a job_failures row. */
  isLastAttempt: boolean
}

/**
 * A job type, declared once: its name, its retry policy and its handler. Every process that works jobs
 * (the server with JOBS_IN_PROCESS, `npm run worker`) registers the same list (all-jobs.ts), so the
 * policy cannot differ between the process that enqueues and the one that works.
 */
export interface JobDefinition<T extends Record<string, unknown> = Record<string, unknown>> {
  name: string
  /** Retries after the first try (pg-boss retryLimit): 3 means four tries in all. */
  retryLimit: number
  /** The delay before the first retry, in seconds. */
  retryDelaySeconds: number
  /** Doubles the delay with every retry (pg-boss retryBackoff, with jitter). */
  retryBackoff: boolean
  /** The longest a backoff delay may grow to, in seconds. */
  retryDelayMaxSeconds?: number
  /**
   * How long one try may stay active before the queue counts it failed and retries it (pg-boss
   * expireInSeconds; DEFAULT_JOB_EXPIRE_SECONDS without it). A process killed mid-try leaves its job
   * active: this is how long its mail waits after a crash, so it stays short (pg-boss's own default is 15
   * minutes) and above the longest a try may take.
   */
  expireInSeconds?: number
  /**
   * How a working process runs this job's queue; without it one worker takes one job at a time.
   * `workers` poll side by side, each taking up to `batchSize` due jobs and running them at once, and
   * never more than `perGroup` jobs of one group (a company) run at a time across all processes.
   */
  concurrency?: { workers: number; batchSize: number; perGroup: number }
  /**
   * Throwing fails this try; the queue retries or records the failure. A PermanentJobError is not
   * retried: the job fails at once into job_failures.
   */
  handler(data: T, run: JobRunContext): Promise<void>
}

/** Every job here is short (a mail, a push, a reminder): two minutes covers a try's slowest network wait. */
export const DEFAULT_JOB_EXPIRE_SECONDS = 120

export function defineJob<T extends Record<string, unknown>>(definition: JobDefinition<T>): JobDefinition {
  return definition as unknown as JobDefinition
}
