import type {
  ApprovalsPage,
  ApprovalsQuery,
  RequestDetail,
  RequestWriteResponse,
} from '@ajanda/contracts/requests.contract'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { API_BASE, api } from '../../shared/api/api-client'
import { downloadSignedFile } from '../../shared/api/download-file'

/** The queue's query string: the tab, its page and the filters set. */
export type ApprovalsListQuery = Pick<ApprovalsQuery, 'tab' | 'page' | 'page_size'> &
  Partial<Pick<ApprovalsQuery, 'status' | 'request_type' | 'date_from' | 'date_to'>>

export const approvesKeys = {
  all: ['approvals'] as const,
  list: (query: ApprovalsListQuery) => ['approvals', 'list', query] as const,
  requests: ['requests'] as const,
  request: (id: number) => ['requests', 'detail', id] as const,
}

/** GET /approvals: one page of a tab, with the viewer's waiting count for the tab's badge. */
export const approvalsPageQueryOptions = (query: ApprovalsListQuery) =>
  queryOptions({
    queryKey: approvesKeys.list(query),
    queryFn: ({ signal }) => api.get<ApprovalsPage>('/approvals', { ...query }, signal),
    // Within a tab the table keeps the last page on screen while the next loads (no flash of skeletons);
    // another tab's rows would mislead, so a tab change shows skeletons.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].tab === query.tab ? keepPreviousData(previous) : undefined,
  })

/** GET /requests/{id}: every field, the steps and the history (404 when not visible to the viewer). */
export const requestDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: approvesKeys.request(id),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: RequestDetail }>(`/requests/${id}`, undefined, signal)).data,
  })

/**
 * After a decision the queue, the request lists and the accounting lists (which show request states)
 * are stale; the decided request itself takes the answer at once.
 */
function useDecisionSuccess() {
  const queryClient = useQueryClient()
  return (answer: RequestWriteResponse) => {
    queryClient.setQueryData(approvesKeys.request(answer.data.id), answer.data)
    void queryClient.invalidateQueries({ queryKey: approvesKeys.all })
    void queryClient.invalidateQueries({ queryKey: approvesKeys.requests })
    void queryClient.invalidateQueries({ queryKey: ['accounting'] })
  }
}

/** POST /approvals/{id}/approve. */
export function useApprove() {
  const onSuccess = useDecisionSuccess()
  return useMutation({
    mutationFn: (id: number) => api.post<RequestWriteResponse>(`/approvals/${id}/approve`),
    onSuccess,
  })
}

/** POST /approvals/{id}/decline {reason}. */
export function useDecline() {
  const onSuccess = useDecisionSuccess()
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<RequestWriteResponse>(`/approvals/${id}/decline`, { reason }),
    onSuccess,
  })
}

/**
 * Downloads an expense row's receipt: its `url` is an authenticated GET under the API, so it goes through
 * the bearer token, which answers the receipt's short-lived signed address, rather than a plain link.
 */
export function openReceipt(receipt: { name: string; url: string }): Promise<void> {
  const url = new URL(receipt.url, window.location.origin)
  const path = url.pathname.startsWith(API_BASE) ? url.pathname.slice(API_BASE.length) : url.pathname
  return downloadSignedFile(path, Object.fromEntries(url.searchParams), receipt.name)
}
