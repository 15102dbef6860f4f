import type { ProjectSuppliersResponse } from '@ajanda/contracts/project-suppliers.contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'

/** GET /project/{code}/suppliers (contracts/project-suppliers.contract.ts). */
export const projectSuppliersQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['project-suppliers', code] as const,
    queryFn: ({ signal }) =>
      api.get<ProjectSuppliersResponse>(`/project/${encodeURIComponent(code)}/suppliers`, undefined, signal),
  })
