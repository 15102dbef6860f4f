import type { AttendeeFee, FeeListResponse, FeeStatus, PaymentInput } from '@ajanda/contracts/fees.contract'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'

/** Registration fees (contracts/fees.contract.ts): the project's ledger and an attendee's fee. */
export const feeKeys = {
  all: ['fees'] as const,
  list: (code: string, query: FeeListQuery) => [...feeKeys.all, 'list', code, query] as const,
  attendee: (id: number) => [...feeKeys.all, 'attendee', id] as const,
}

export interface FeeListQuery {
  page: number
  page_size: number
  search: string
  fee_status: FeeStatus | null
}

export const feeListQueryOptions = (code: string, query: FeeListQuery) =>
  queryOptions({
    queryKey: feeKeys.list(code, query),
    queryFn: ({ signal }) =>
      api.get<FeeListResponse>(
        `/project/${encodeURIComponent(code)}/fees`,
        {
          page: query.page,
          page_size: query.page_size,
          search: query.search || undefined,
          fee_status: query.fee_status ?? undefined,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  })

export const attendeeFeeQueryOptions = (attendeeId: number) =>
  queryOptions({
    queryKey: feeKeys.attendee(attendeeId),
    queryFn: ({ signal }) =>
      api.get<{ data: AttendeeFee }>(`/attendees/${attendeeId}/fee`, undefined, signal),
  })

type Saved = { data: AttendeeFee; message: string }

/** A payment changes the attendee's fee and the project's totals: both are read again. */
export function usePaymentWrites(attendeeId: number) {
  const queryClient = useQueryClient()
  const onSuccess = (saved: Saved) => {
    queryClient.setQueryData(feeKeys.attendee(attendeeId), { data: saved.data })
    void queryClient.invalidateQueries({ queryKey: [...feeKeys.all, 'list'] })
  }
  return {
    addPayment: useMutation({
      mutationFn: (input: PaymentInput) => api.post<Saved>(`/attendees/${attendeeId}/payments`, input),
      onSuccess,
    }),
    removePayment: useMutation({
      mutationFn: (paymentId: number) => api.delete<Saved>(`/attendees/${attendeeId}/payments/${paymentId}`),
      onSuccess,
    }),
  }
}
