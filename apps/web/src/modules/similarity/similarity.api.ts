import type { Paginated } from '@ajanda/contracts/common/pagination'
import type { MergeInput, SimilarityKind, SimilarityRecord } from '@ajanda/contracts/similarity.contract'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'

export const SIMILARITY_PAGE_SIZE = 20

export const similarityKeys = {
  all: ['similarity'] as const,
  list: (kind: SimilarityKind, page: number) => ['similarity', kind, page] as const,
}

export const similarityQueryOptions = (kind: SimilarityKind, page: number) =>
  queryOptions({
    queryKey: similarityKeys.list(kind, page),
    queryFn: ({ signal }) =>
      api.get<Paginated<SimilarityRecord>>(
        `/similarity/${kind}`,
        { page, page_size: SIMILARITY_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  })

interface MergeResponse {
  message: string
  data: { merged: number; target: { id: number; name: string; code: string | null } }
}

/** PUT /merge/{kind}: the lists of duplicates and of the merged kind refresh. */
export function useMerge(kind: SimilarityKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: MergeInput) => api.put<MergeResponse>(`/merge/${kind}`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: similarityKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['contacts'] }),
        queryClient.invalidateQueries({ queryKey: ['client'] }),
        queryClient.invalidateQueries({ queryKey: ['supplier'] }),
      ]),
  })
}
