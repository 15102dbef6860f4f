/**
 * A failure that another try cannot fix (an SMTP server that refuses the recipient for good, an address
 * that is not one): the job fails at once into job_failures instead of being retried for half an hour.
 * Throw it from a handler; any other error is temporary and retried by the queue's policy.
 */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError'
}

export const isPermanent = (error: unknown): error is PermanentJobError => error instanceof PermanentJobError
