import type { AppContext } from '../context'
import type { Db } from '../db'
import type { EnqueueOptions } from '../jobs'
import type { JobDefinition } from './define-job'
import { isPermanent } from './permanent-error'
import type { JobLogger } from './run-job'
import { runJobAttempt } from './run-job'
import type { ManagedJobQueue } from './types'

export interface EnqueuedJob {
  name: string
  data: Record<string, unknown>
  options: EnqueueOptions | undefined
}

export interface InlineJobQueue extends ManagedJobQueue {
  /** Every job enqueued, oldest first: tests that only check what was asked for read this. */
  enqueued: EnqueuedJob[]
}

const silent: JobLogger = { warn() {}, error() {} }

/**
 * A queue without a database, for route tests: enqueue records the job and works it at once with all its
 * tries back to back (no delays), so a test reads the mail right after the request. `run` limits which
 * job names are worked (false: none); the others are only recorded in `enqueued`.
 * Production never uses it: a slow SMTP server would slow the request.
 */
export function createInlineJobQueue(
  definitions: JobDefinition[],
  options: { run?: boolean | readonly string[]; log?: JobLogger } = {},
): InlineJobQueue {
  const byName = new Map(definitions.map((d) => [d.name, d]))
  const log = options.log ?? silent
  let ctx: AppContext | null = null
  const enqueued: EnqueuedJob[] = []
  return {
    enqueued,
    async start(appCtx) {
      ctx = appCtx
    },
    async stop() {},
    async runDue() {
      return 0
    },
    async enqueueMany(name, dataList, delivery) {
      for (const data of dataList) await this.enqueue(name, data, delivery)
    },
    async enqueue(name, data, enqueueOptions) {
      enqueued.push({ name, data, options: enqueueOptions })
      const definition = byName.get(name)
      if (!definition) {
        log.error({ job: name }, 'could not enqueue a job: unknown job')
        return
      }
      if (!ctx || options.run === false) return
      if (Array.isArray(options.run) && !options.run.includes(name)) return
      // Inside the write's transaction the job runs on it (a job_failures row commits with the write);
      // on PGlite a statement outside the transaction would wait for it for good.
      const runCtx = enqueueOptions?.tx ? { ...ctx, db: enqueueOptions.tx as Db } : ctx
      for (let retryCount = 0; retryCount <= definition.retryLimit; retryCount++) {
        try {
          await runJobAttempt(definition, data, retryCount, runCtx, log)
          return
        } catch (error) {
          // runJobAttempt logged it and, on the last or a permanent failure, recorded it; the caller
          // never sees it.
          if (isPermanent(error)) return
        }
      }
    },
  }
}
