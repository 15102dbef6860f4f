import type { AppContext } from '../context'
import type { JobDefinition } from './define-job'
import { jobFailures } from './job-failures.table'
import { isPermanent } from './permanent-error'

/**
 * One try of a job, whichever queue runs it. A failure of the last try, or a permanent failure of any
 * try (PermanentJobError: no retry), is written to job_failures before it is rethrown, so the
 * dead-letter record does not depend on pg-boss keeping failed jobs.
 */
export async function runJobAttempt(
  definition: JobDefinition,
  data: Record<string, unknown>,
  retryCount: number,
  ctx: AppContext,
  log: JobLogger,
): Promise<void> {
  const attempt = retryCount + 1
  const isLastAttempt = retryCount >= definition.retryLimit
  try {
    await definition.handler(data, { ctx, attempt, isLastAttempt })
  } catch (error) {
    const message = errorText(error)
    if (isLastAttempt || isPermanent(error)) {
      log.error(
        { job: definition.name, attempt, err: error },
        isLastAttempt ? 'job failed its last try' : 'job failed for good, it is not retried',
      )
      await ctx.db
        .insert(jobFailures)
        .values({ name: definition.name, data, error: message, attempts: attempt })
        .catch((recordError: unknown) =>
          log.error({ job: definition.name, err: recordError }, 'could not record a job failure'),
        )
    } else {
      log.warn({ job: definition.name, attempt, err: error }, 'job failed, it will be retried')
    }
    throw error
  }
}

export interface JobLogger {
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.stack ?? error.message
  return String(error)
}
