import { z } from 'zod'
import { defineJob } from '../../platform/jobs/define-job'
import { expireOffers } from './webform-claim'
import { WEBFORM_OFFER_EXPIRY_JOB } from './webform-mail'

const dataSchema = z.object({ waitlistId: z.number().int().positive().optional() })

/**
 * Expires waiting-list offers past their 48 hours and passes each held seat to the next in line. Queued
 * with every offer, to run just after it ends (webform-mail.ts offersMadeNow), in the offer's own
 * transaction, so it survives restarts in the queue's table. Each run sweeps every overdue offer, not
 * only its own, so an offer whose job was lost is still expired by the next one.
 */
export const webformOfferExpiryJob = defineJob<z.infer<typeof dataSchema>>({
  name: WEBFORM_OFFER_EXPIRY_JOB,
  retryLimit: 5,
  retryDelaySeconds: 60,
  retryBackoff: true,
  retryDelayMaxSeconds: 1800,
  async handler(data, { ctx }) {
    dataSchema.parse(data)
    await expireOffers(ctx, new Date())
  },
})
