/** Background jobs on pg-boss (issue 6); the seam the modules use is platform/jobs.ts. */
export { ALL_JOBS } from './all-jobs'
export { defineJob, type JobDefinition, type JobRunContext } from './define-job'
export { createInlineJobQueue, type EnqueuedJob, type InlineJobQueue } from './inline-queue'
export { jobFailures } from './job-failures.table'
export { MAIL_SEND, type MailSendData, mailSendJob } from './mail-send.job'
export { createPgBossJobQueue, type PgBossQueueOptions } from './pg-boss-queue'
export type { ManagedJobQueue } from './types'
