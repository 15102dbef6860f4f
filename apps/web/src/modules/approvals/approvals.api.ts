import type { ApprovalChain, RequestType, SaveApprovalChain } from '@ajanda/contracts/approvals.contract'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'

export const approvalKeys = {
  chains: ['approval-chains'] as const,
}

/** GET /approval-chains: every request type, unconfigured ones with their default chain. */
export const approvalChainsQueryOptions = () =>
  queryOptions({
    queryKey: approvalKeys.chains,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: ApprovalChain[] }>('/approval-chains', undefined, signal)).data,
  })

/** PUT /approval-chains/{type}; the cache takes the saved chain. */
export function useSaveApprovalChain() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ type, input }: { type: RequestType; input: SaveApprovalChain }) =>
      api.put<{ message: string; data: ApprovalChain }>(`/approval-chains/${type}`, input),
    onSuccess: (answer) => {
      queryClient.setQueryData<ApprovalChain[]>(approvalKeys.chains, (old) =>
        old?.map((chain) => (chain.request_type === answer.data.request_type ? answer.data : chain)),
      )
    },
  })
}
