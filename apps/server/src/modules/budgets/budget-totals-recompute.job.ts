import { z } from 'zod'
import { defineJob } from '../../platform/jobs/define-job'
import { reportCache } from '../reports/report-cache'
import { backfillCompanyTotals } from './budget-company-totals'

export const BUDGET_TOTALS_RECOMPUTE_JOB = 'budgets.totals-recompute'

const dataSchema = z.object({ companyId: z.number().int().positive() })

/**
 * Converts every budget total of a company again after its currency changed (event-companies.service.ts
 * clears them in the change's transaction and queues this job in it, so a crash cannot leave them empty).
 * Resumable: it fills only the totals still empty, so a retry after a timeout goes on where it stopped.
 * The company's cached report figures are dropped once the totals are back.
 */
export const budgetTotalsRecomputeJob = defineJob<z.infer<typeof dataSchema>>({
  name: BUDGET_TOTALS_RECOMPUTE_JOB,
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  retryDelayMaxSeconds: 900,
  // Tens of thousands of budgets, each read and calculated: minutes, not the two of a mail.
  expireInSeconds: 3600,
  async handler(data, { ctx }) {
    const { companyId } = dataSchema.parse(data)
    await backfillCompanyTotals(ctx.db, 200, companyId)
    reportCache.forget(ctx, companyId)
  },
})
