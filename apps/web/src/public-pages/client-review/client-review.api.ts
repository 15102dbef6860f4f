import type { ClientReview } from '@ajanda/contracts/budgets.contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'
import { isApiError } from '../../shared/api/api-error'

/**
 * The contract's BUDGET_COMMENT_MAX, said again (a test holds them equal): importing the contract would
 * bring zod and every budget schema into this public chunk.
 */
export const REVIEW_COMMENT_MAX = 1000

export type ReviewDecision = 'APPROVED' | 'CHANGES_REQUESTED'
interface WriteAnswer {
  message: string
  data: ClientReview
}

export const reviewKey = (code: string) => ['client-review', code] as const
const pathOf = (code: string) => `/client-review/${encodeURIComponent(code)}`

/** GET: the sell side of the budget; 404 for a link that never was or was revoked. */
export const fetchReview = (code: string, signal?: AbortSignal) =>
  api.get<ClientReview>(pathOf(code), undefined, signal)

export const postChoice = (code: string, itemId: number) =>
  api.post<WriteAnswer>(`${pathOf(code)}/choice`, { item_id: itemId })

// keepNulls: an emptied comment is cleared on the server, not left as it was.
export const putComment = (code: string, itemId: number, comment: string | null) =>
  api.put<WriteAnswer>(`${pathOf(code)}/items/${itemId}/comment`, { comment }, { keepNulls: true })

export const postDecision = (code: string, decision: ReviewDecision, comment: string | null) =>
  api.post<WriteAnswer>(`${pathOf(code)}/decision`, comment ? { decision, comment } : { decision })

/** A refusal that changes what the page should show: decided meanwhile (409) or revoked (404). */
export const isStaleLink = (error: unknown) =>
  isApiError(error) && (error.status === 409 || error.status === 404)

/**
 * A write of the review: the server answers the whole review (totals recounted with the client's
 * picks), which replaces the cached one. A 409 or 404 reloads it, so the page shows the decided or
 * the invalid state instead of controls that can no longer work.
 */
export function useReviewWrite<Variables>(
  code: string,
  write: (variables: Variables) => Promise<WriteAnswer>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    // One review's writes run one after another: the server's last answer is the client's last act.
    scope: { id: `client-review:${code}` },
    onSuccess: (answer) => queryClient.setQueryData(reviewKey(code), answer.data),
    onError: (error) => {
      if (isStaleLink(error)) void queryClient.invalidateQueries({ queryKey: reviewKey(code) })
    },
  })
}
