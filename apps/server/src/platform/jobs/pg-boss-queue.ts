import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import {
  type ConstructorOptions,
  fromPglite,
  type Job,
  type JobInsert,
  type JobResult,
  PgBoss,
} from 'pg-boss'
import type { AppContext } from '../context'
import type { Database } from '../db'
import type { DeliveryOptions, EnqueueOptions } from '../jobs'
import { DEFAULT_JOB_EXPIRE_SECONDS, type JobDefinition } from './define-job'
import { isPermanent } from './permanent-error'
import { errorText, type JobLogger, runJobAttempt } from './run-job'
import { executorOf } from './transaction-executor'
import type { ManagedJobQueue } from './types'

/** An id no job has: looking it up only loads the queue into pg-boss's cache. */
const NO_JOB = '00000000-0000-0000-0000-000000000000'

export interface PgBossQueueOptions {
  database: Database
  definitions: JobDefinition[]
  log: JobLogger & { info(object: object, message: string): void }
  /** Poll and work the jobs in this process (JOBS_IN_PROCESS, `npm run worker`); otherwise only enqueue. */
  work: boolean
  /** How often an idle worker looks for due jobs. */
  pollingIntervalSeconds?: number
  /**
   * pg-boss's own timers (expiring stuck jobs, deleting old ones). Off in tests that run jobs with runDue(),
   * so nothing touches the database after the test closes it.
   */
  maintenance?: boolean
}

/**
 * The job queue on pg-boss 12, in the app's own database: its tables live in the `pgboss` schema that
 * start() creates or migrates. On the embedded PGlite it shares the app's single connection
 * (fromPglite); on PostgreSQL it opens a small pool of its own on the same database.
 */
export function createPgBossJobQueue(options: PgBossQueueOptions): ManagedJobQueue {
  const { log } = options
  const byName = new Map(options.definitions.map((d) => [d.name, d]))
  const maintenance = options.maintenance ?? true
  const boss = new PgBoss({
    ...connectionOf(options.database),
    schema: 'pgboss',
    supervise: maintenance,
    schedule: false,
    migrate: true,
  })
  // pg-boss reports background failures (a lost connection during a poll) as events; without a
  // listener an 'error' event would end the process.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'))
  let started: Promise<void> | null = null
  let stopped = false
  let currentCtx: AppContext | null = null

  async function doStart(ctx: AppContext) {
    await boss.start()
    for (const definition of options.definitions) {
      const policy = {
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: definition.retryBackoff,
        ...(definition.retryDelayMaxSeconds ? { retryDelayMax: definition.retryDelayMaxSeconds } : {}),
        expireInSeconds: definition.expireInSeconds ?? DEFAULT_JOB_EXPIRE_SECONDS,
      }
      if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, policy)
      else await boss.createQueue(definition.name, policy)
      // pg-boss reads a queue's row on its own connection the first time a job of it is stored, and
      // caches it. Read it now: inside a write's transaction on PGlite that read would wait for the very
      // transaction that waits for it.
      await boss.getJobById(definition.name, NO_JOB)
      if (options.work) await work(definition, ctx)
    }
  }

  /**
   * Polls one job's queue in this process. A batch runs at once (a pooled SMTP transport sends it over
   * several connections) and each job is settled on its own: done, retried, or failed for good without a
   * retry (PermanentJobError, pg-boss's `deadletter`). A full batch fetches the next at once instead of
   * waiting for the polling interval; `groupConcurrency` keeps one company from taking every slot.
   */
  async function work(definition: JobDefinition, ctx: AppContext) {
    const concurrency = definition.concurrency
    await boss.work<Record<string, unknown>>(
      definition.name,
      {
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        perJobResults: true,
        ...(concurrency
          ? {
              batchSize: concurrency.batchSize,
              localConcurrency: concurrency.workers,
              groupConcurrency: concurrency.perGroup,
              burstWhenBatchFull: true,
            }
          : { batchSize: 1 }),
      },
      (jobs: Job<Record<string, unknown>>[]) => Promise.all(jobs.map((job) => settle(definition, job, ctx))),
    )
  }

  async function settle(
    definition: JobDefinition,
    job: Job<Record<string, unknown>>,
    ctx: AppContext,
  ): Promise<JobResult> {
    try {
      await runJobAttempt(definition, job.data, job.retryCount, ctx, log)
      return { id: job.id, status: 'completed' }
    } catch (error) {
      const output = { message: errorText(error) }
      return { id: job.id, status: isPermanent(error) ? 'deadletter' : 'failed', output }
    }
  }

  /** pg-boss's options for where and how a job is stored: the caller's transaction, group, priority. */
  function storage(delivery: DeliveryOptions | undefined) {
    return {
      ...(delivery?.tx ? { db: executorOf(delivery.tx) } : {}),
      ...(delivery?.group ? { group: { id: delivery.group } } : {}),
      ...(delivery?.priority ? { priority: delivery.priority } : {}),
    }
  }

  return {
    start(ctx) {
      currentCtx = ctx
      started ??= doStart(ctx).catch((error: unknown) => {
        log.error({ err: error }, 'the job queue could not start; jobs are not sent or worked')
        throw error
      })
      return started
    },

    async stop() {
      if (stopped || !started) return
      stopped = true
      await started.catch(() => {})
      // Closes pg-boss's own pool on PostgreSQL; an adapter's connection (PGlite) stays the app's to close.
      await boss.stop({ graceful: true, timeout: 10_000, close: true }).catch((error: unknown) => {
        log.error({ err: error }, 'the job queue did not stop cleanly')
      })
    },

    async enqueue(name: string, data: Record<string, unknown>, enqueueOptions?: EnqueueOptions) {
      try {
        const definition = byName.get(name)
        if (!definition) throw new Error(`unknown job: ${name}`)
        if (!started) throw new Error('the job queue is not started')
        await started
        const { db, ...placement } = storage(enqueueOptions)
        // A standard queue does not dedupe keys by itself; the seam promises one queued job per key.
        // Two requests at the same instant may still both enqueue: a harmless duplicate, never a lost job.
        const key = enqueueOptions?.singletonKey
        if (key && (await boss.findJobs(name, { key, queued: true, ...(db ? { db } : {}) })).length > 0)
          return
        await boss.send(name, data, {
          ...placement,
          ...(db ? { db } : {}),
          ...(enqueueOptions?.startAfterSeconds ? { startAfter: enqueueOptions.startAfterSeconds } : {}),
          ...(key ? { singletonKey: key } : {}),
        })
      } catch (error) {
        // Inside the write's transaction the job is part of the write: the caller must fail with it.
        if (enqueueOptions?.tx) throw error
        // Otherwise the seam's promise: the request that caused this job never fails because of it.
        log.error({ job: name, err: error }, 'could not enqueue a job')
      }
    },

    async enqueueMany(
      name: string,
      dataList: readonly Record<string, unknown>[],
      delivery?: DeliveryOptions,
    ) {
      if (dataList.length === 0) return
      try {
        if (!byName.has(name)) throw new Error(`unknown job: ${name}`)
        if (!started) throw new Error('the job queue is not started')
        await started
        const { db, ...placement } = storage(delivery)
        const jobs: JobInsert[] = dataList.map((data) => ({ data, ...placement }))
        await boss.insert(name, jobs, db ? { db } : {})
      } catch (error) {
        if (delivery?.tx) throw error
        log.error({ job: name, count: dataList.length, err: error }, 'could not enqueue jobs')
      }
    },

    async runDue(runOptions = {}) {
      if (!started) throw new Error('the job queue is not started')
      const ctx = await started.then(() => contextOf())
      let count = 0
      // Round after round: a retry comes back as a new due job (immediately with ignoreDelays).
      for (let round = 0; round < 100; round++) {
        let ranThisRound = 0
        for (const definition of options.definitions) {
          const jobs = await boss.fetch<Record<string, unknown>>(definition.name, {
            batchSize: 20,
            ignoreStartAfter: runOptions.ignoreDelays ?? false,
          })
          for (const job of jobs) {
            ranThisRound++
            const result = await settle(definition, job, ctx)
            if (result.status === 'completed') await boss.complete(definition.name, job)
            else if (result.status === 'failed') await boss.fail(definition.name, job, result.output)
            // pg-boss settles a permanent failure terminally only inside work(); here it is cancelled,
            // which equally ends its retries (job_failures already has it).
            else await boss.cancel(definition.name, job.id)
          }
        }
        count += ranThisRound
        if (ranThisRound === 0) break
      }
      return count
    },
  }

  function contextOf(): AppContext {
    if (!currentCtx) throw new Error('the job queue is not started')
    return currentCtx
  }
}

/**
 * Where pg-boss keeps its tables: the app's PGlite itself (one connection, shared through the adapter),
 * or the same PostgreSQL database as the app's pool, found from the pool's own options so a test's
 * cloned database is the one used.
 */
function connectionOf(
  database: Database,
): Pick<ConstructorOptions, 'db' | 'backend' | 'connectionString' | 'max'> {
  const client = (database.db as unknown as { $client: unknown }).$client
  if (database.kind === 'pglite') return { db: fromPglite(client as PGlite), backend: 'pglite' }
  const pool = client as pg.Pool & { options: { connectionString?: string } }
  return { connectionString: pool.options.connectionString, max: 3 }
}
