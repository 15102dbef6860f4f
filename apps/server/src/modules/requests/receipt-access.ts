import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { loadViewer } from '../projects/project-access'
import { visibleRequests } from './request-visibility'
import { createRequestsRepository } from './requests.repository'
import { requestItems, requests } from './requests.table'

/** Where the web app downloads a receipt: an authenticated API route, never a public file path. */
export const receiptPath = (id: number) => `/api/v1/accounting/expenses/receipts/${id}`

/**
 * The receipt when the caller may see it, else 404: its uploader (before the form is sent), and whoever
 * sees a request one of whose rows points to it, by the requests' own rule (request-visibility.ts).
 */
export async function visibleReceipt(ctx: AppContext, auth: AuthState, id: number) {
  const companyId = auth.user.event_company_id
  const receipt = await createRequestsRepository(ctx.db).receipt(companyId, id)
  if (!receipt) throw new NotFoundError()
  if (receipt.uploaded_by === auth.user.id) return receipt
  const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
  const [seen] = await ctx.db
    .select({ id: requests.id })
    .from(requestItems)
    .innerJoin(requests, eq(requests.id, requestItems.request_id))
    .where(
      and(
        eq(requestItems.receipt_file_id, id),
        eq(requests.event_company_id, companyId),
        visibleRequests(viewer),
      ),
    )
    .limit(1)
  if (!seen) throw new NotFoundError()
  return receipt
}
