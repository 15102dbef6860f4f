import type {
  ReviewRecipientsResponse,
  ReviewSending,
  SendBudgetReviewInput,
} from '@ajanda/contracts/budget-review-mail.contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'

/** The review link by e-mail (decisions/0028): whom it may go to, the sendings so far, the send. */
export const reviewMailKeys = {
  recipients: (code: string) => ['budgets', 'review-recipients', code] as const,
  sendings: (code: string) => ['budgets', 'review-sendings', code] as const,
}

const reviewPath = (code: string) => `/budget/${encodeURIComponent(code)}/review`

export const reviewRecipientsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: reviewMailKeys.recipients(code),
    queryFn: ({ signal }) =>
      api.get<ReviewRecipientsResponse>(`${reviewPath(code)}/recipients`, undefined, signal),
  })

export const reviewSendingsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: reviewMailKeys.sendings(code),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: ReviewSending[] }>(`${reviewPath(code)}/sendings`, undefined, signal)).data,
  })

export const sendReview = (code: string, input: SendBudgetReviewInput) =>
  api.post<{ message: string; data: ReviewSending }>(`${reviewPath(code)}/send`, input)
