import type { BudgetTemplate } from '@ajanda/contracts/budgets.contract'
import type { MessageResponse } from '@ajanda/contracts/common/errors'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api-client'

/** admin-area.md's two template tables: whole budgets, and single categories with their items. */
export type TemplateTableName = 'budget-templates' | 'budget-category-templates'

export const templateKeys = {
  list: (name: TemplateTableName) => ['definition', name] as const,
}

export const templateListOptions = (name: TemplateTableName) =>
  queryOptions({
    queryKey: templateKeys.list(name),
    queryFn: ({ signal }) => api.get<BudgetTemplate[]>(`/definition/${name}`, undefined, signal),
  })

interface WriteResponse {
  message: string
  data: BudgetTemplate
}

/** The generic table's writes; a refused delete (409, a budget still uses it) says so in the alert. */
export function useTemplateMutations(name: TemplateTableName) {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: templateKeys.list(name) })
  const save = useMutation({
    mutationFn: ({ name: templateName, id }: { name: string; id: number | null }) =>
      id === null
        ? api.post<WriteResponse>(`/definition/${name}`, { name: templateName })
        : api.put<WriteResponse>(`/definition/${name}/${id}`, { name: templateName }),
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/definition/${name}/${id}`),
    onSuccess: refresh,
  })
  return { save, remove }
}
