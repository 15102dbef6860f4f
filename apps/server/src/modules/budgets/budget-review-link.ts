import { eq } from 'drizzle-orm'
import { newPublicCode } from '../../platform/codes'
import type { DbOrTx } from '../../platform/db'
import { budgets } from './budgets.table'

/**
 * Opens a fresh client-review link on a budget inside the caller's transaction: a new public code,
 * pending, with the last decision and comment cleared. Sharing and mailing the link both open it here.
 */
export async function openReviewLink(tx: DbOrTx, budgetId: number): Promise<string> {
  const reviewCode = newPublicCode()
  await tx
    .update(budgets)
    .set({
      review_code: reviewCode,
      review_status: 'PENDING',
      review_comment: null,
      review_decided_at: null,
      review_shared_at: new Date(),
    })
    .where(eq(budgets.id, budgetId))
  return reviewCode
}
