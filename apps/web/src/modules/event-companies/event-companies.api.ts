import type { EventCompany } from '@ajanda/contracts/event-companies.contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'

export const eventCompaniesKeys = {
  detail: (id: number) => ['event-companies', id] as const,
}

export const eventCompanyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: eventCompaniesKeys.detail(id),
    queryFn: ({ signal }) => api.get<EventCompany>(`/event-companies/${id}`, undefined, signal),
    staleTime: 5 * 60_000,
  })
