import type { MessageResponse } from '@ajanda/contracts/common/errors'
import type { City, DefinitionList, DefinitionName } from '@ajanda/contracts/definitions.contract'
import type {
  DefinitionInput,
  DefinitionItem,
  EditableDefinitionName,
} from '@ajanda/contracts/definitions-admin.contract'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'
import { authKeys } from '../auth/auth.api'
import { usersKeys } from '../users/users.api'

export const definitionsKeys = {
  list: (name: DefinitionName) => ['definition', name] as const,
  cities: (country: string) => ['definition', 'cities', country] as const,
}

export const definitionQueryOptions = <N extends DefinitionName>(name: N) =>
  queryOptions({
    queryKey: definitionsKeys.list(name),
    queryFn: ({ signal }) => api.get<DefinitionList<N>>(`/definition/${name}`, undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** GET /definition/cities/{country}: an empty list means the city is free text. */
export const citiesQueryOptions = (country: string) =>
  queryOptions({
    queryKey: definitionsKeys.cities(country),
    queryFn: ({ signal }) => api.get<City[]>(`/definition/cities/${country}`, undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  })

interface WriteResponse<N extends EditableDefinitionName> {
  message: string
  data: DefinitionItem<N>
}

/**
 * The generic table view's writes. The startup list of the definition refreshes, so every picker of
 * the app offers the change without a reload; a renamed position also renames it on people and on me.
 */
export function useDefinitionMutations<N extends EditableDefinitionName>(name: N) {
  const queryClient = useQueryClient()
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: definitionsKeys.list(name) })
    // Budget definitions point at each other: an item moved to another category leaves its groups.
    if (name.startsWith('budget-')) {
      for (const other of ['budget-categories', 'budget-items', 'budget-groups'] as const)
        if (other !== name) await queryClient.invalidateQueries({ queryKey: definitionsKeys.list(other) })
    }
    if (name === 'positions') {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.all }),
        queryClient.invalidateQueries({ queryKey: usersKeys.admin }),
        queryClient.invalidateQueries({ queryKey: authKeys.me }),
      ])
    }
  }
  const save = useMutation({
    mutationFn: ({ input, id }: { input: DefinitionInput<N>; id: number | null }) =>
      id === null
        ? api.post<WriteResponse<N>>(`/definition/${name}`, input, { keepNulls: true })
        : api.put<WriteResponse<N>>(`/definition/${name}/${id}`, input, { keepNulls: true }),
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/definition/${name}/${id}`),
    onSuccess: refresh,
  })
  return { save, remove }
}
