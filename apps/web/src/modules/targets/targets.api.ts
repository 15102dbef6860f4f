import type {
  CopyTargetsInput,
  CopyTargetsResponse,
  SaveTargetsInput,
  SaveTargetsResponse,
  TargetsResponse,
} from '@ajanda/contracts/targets.contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'

/** Targets (contracts/targets.contract.ts): the company's grid of one year, its cell writes, the copy. */
export const targetKeys = {
  all: ['targets'] as const,
  year: (companyId: number, year: number) => [...targetKeys.all, companyId, year] as const,
}

const base = (companyId: number) => `/event-companies/${companyId}/targets`

export const targetsQueryOptions = (companyId: number, year: number) =>
  queryOptions({
    queryKey: targetKeys.year(companyId, year),
    queryFn: ({ signal }) => api.get<TargetsResponse>(base(companyId), { year }, signal),
  })

export const targetWrites = {
  /** Null amounts clear cells: they must reach the server as nulls. */
  save: (companyId: number, input: SaveTargetsInput) =>
    api.put<SaveTargetsResponse>(base(companyId), input, { keepNulls: true }),
  copy: (companyId: number, input: CopyTargetsInput) =>
    api.post<CopyTargetsResponse>(`${base(companyId)}/copy`, input),
}
