import { SEARCH_MIN_LENGTH, type SearchResult, type SearchType } from '@ajanda/contracts/search.contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'

export const searchKeys = {
  query: (query: string, types: readonly SearchType[] | undefined) => ['search', query, types ?? []] as const,
}

/** GET /search: asked only from 3 characters on (the server answers 422 below that). */
export const searchQueryOptions = (query: string, types?: readonly SearchType[]) =>
  queryOptions({
    queryKey: searchKeys.query(query, types),
    queryFn: ({ signal }) => api.get<SearchResult[]>('/search', { query, types }, signal),
    enabled: query.trim().length >= SEARCH_MIN_LENGTH,
    staleTime: 30_000,
  })
