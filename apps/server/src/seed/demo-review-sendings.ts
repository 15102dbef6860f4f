import { reviewRecipientsOf } from '../modules/budgets/budget-review-mail.service'
import { budgetReviewSendings } from '../modules/budgets/budget-review-sendings.table'
import type { DbOrTx } from '../platform/db'

/**
 * The shared demo budget's past sending (decisions/0028): its link went by e-mail to the project's first
 * contact two days ago, so "Müşteriye Gönder" shows "Gönderildi: ..." from the start. Only the record: the
 * seed sends no mail.
 */
export async function insertDemoReviewSending(
  tx: DbOrTx,
  companyId: number,
  budget: { id: number; projectId: number; reviewCode: string; sentBy: number | null },
): Promise<void> {
  const [recipient] = await reviewRecipientsOf(tx, companyId, budget.projectId)
  if (!recipient) return
  const sentAt = new Date(Date.now() - 2 * 86_400_000)
  await tx.insert(budgetReviewSendings).values({
    event_company_id: companyId,
    budget_id: budget.id,
    review_code: budget.reviewCode,
    recipients: [{ contact_id: recipient.id, name: recipient.name, email: recipient.email }],
    subject: 'Bütçemiz onayınıza sunulmuştur',
    message:
      'Konaklama ve gala yemeği için hazırladığımız bütçeyi incelemenize sunuyoruz. Otelde deniz manzaralı oda seçeneğini de ekledik.\n\nSaygılarımızla',
    language: 'tr',
    sent_by: budget.sentBy,
    created_at: sentAt,
    updated_at: sentAt,
  })
}
