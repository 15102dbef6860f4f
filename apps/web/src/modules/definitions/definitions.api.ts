import type { DefinitionList, DefinitionName } from '@ajanda/contracts/definitions.contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'

export const definitionsKeys = {
  list: (name: DefinitionName) => ['definition', name] as const,
}

export const definitionQueryOptions = <N extends DefinitionName>(name: N) =>
  queryOptions({
    queryKey: definitionsKeys.list(name),
    queryFn: ({ signal }) => api.get<DefinitionList<N>>(`/definition/${name}`, undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
