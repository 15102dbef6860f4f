import type { AppContext } from '../context'
import type { JobQueue } from '../jobs'

/** A JobQueue the app starts and stops with itself (Fastify onReady/onClose). */
export interface ManagedJobQueue extends JobQueue {
  /** Creates/migrates the queue tables and, when this process works jobs, starts polling. */
  start(ctx: AppContext): Promise<void>
  stop(): Promise<void>
  /**
   * Tests and tools: works every due job now, in this call, and returns how many tries ran.
   * ignoreDelays also runs retries whose backoff delay has not passed yet.
   */
  runDue(options?: { ignoreDelays?: boolean }): Promise<number>
}
