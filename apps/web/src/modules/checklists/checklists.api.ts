import type {
  ChecklistDetail,
  ChecklistInput,
  ChecklistItem,
  ChecklistSummary,
  ItemInput,
  ParsedSheet,
  ProjectChecklist,
  UploadInput,
} from '@ajanda/contracts/checklists.contract'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'
import { uploadFile } from '../../shared/api/upload-file'

export const checklistKeys = {
  all: ['checklists'] as const,
  list: () => [...checklistKeys.all, 'list'] as const,
  detail: (id: number) => [...checklistKeys.all, 'detail', id] as const,
  project: (code: string) => ['project-checklist', code] as const,
}

type Message = { message: string }

export const checklistsQueryOptions = () =>
  queryOptions({
    queryKey: checklistKeys.list(),
    queryFn: ({ signal }) => api.get<ChecklistSummary[]>('/checklists', undefined, signal),
  })

export const checklistQueryOptions = (id: number) =>
  queryOptions({
    queryKey: checklistKeys.detail(id),
    queryFn: ({ signal }) => api.get<ChecklistDetail>(`/checklists/${id}`, undefined, signal),
  })

export const projectChecklistQueryOptions = (code: string) =>
  queryOptions({
    queryKey: checklistKeys.project(code),
    queryFn: ({ signal }) => api.get<ProjectChecklist>(`/project/${code}/checklist`, undefined, signal),
  })

/** Every admin write refreshes the checklist's detail and the list's counts. */
function useRefresh() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: checklistKeys.all })
}

export function useCreateChecklist() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (input: ChecklistInput) =>
      api.post<Message & { data: ChecklistDetail }>('/checklists', input),
    onSuccess: refresh,
  })
}

export function useChecklistMutations(id: number) {
  const refresh = useRefresh()
  const base = `/checklists/${id}`
  const resetQuery = (reset: boolean) => (reset ? { query: { reset: 'true' } } : {})
  return {
    update: useMutation({
      mutationFn: (input: ChecklistInput) => api.put<Message & { data: ChecklistDetail }>(base, input),
      onSuccess: refresh,
    }),
    /** DELETE checklists/{id}; with `reset` it empties the checklist instead. */
    remove: useMutation({
      mutationFn: (reset: boolean) => api.delete<Message>(base, resetQuery(reset)),
      onSuccess: refresh,
    }),
    addSection: useMutation({
      mutationFn: (name: string) => api.post<Message & { id: number }>(`${base}/section`, { name }),
      onSuccess: refresh,
    }),
    renameSection: useMutation({
      mutationFn: ({ sectionId, name }: { sectionId: number; name: string }) =>
        api.put<Message & { id: number }>(`${base}/section/${sectionId}`, { name }),
      onSuccess: refresh,
    }),
    removeSection: useMutation({
      mutationFn: ({ sectionId, reset }: { sectionId: number; reset: boolean }) =>
        api.delete<Message>(`${base}/section/${sectionId}`, resetQuery(reset)),
      onSuccess: refresh,
    }),
    saveItem: useMutation({
      mutationFn: ({ itemId, input }: { itemId: number | null; input: ItemInput }) =>
        itemId
          ? api.put<Message & { data: ChecklistItem }>(`${base}/item/${itemId}`, input)
          : api.post<Message & { data: ChecklistItem }>(`${base}/item`, input),
      onSuccess: refresh,
    }),
    removeItem: useMutation({
      mutationFn: (itemId: number) => api.delete<Message>(`${base}/item/${itemId}`),
      onSuccess: refresh,
    }),
    parse: useMutation({ mutationFn: (file: File) => uploadFile<ParsedSheet>(`${base}/parse`, file) }),
    upload: useMutation({
      mutationFn: (input: UploadInput) =>
        api.post<Message & { sections: number; items: number }>(`${base}/upload`, input),
      onSuccess: refresh,
    }),
  }
}

export function useProjectChecklistMutations(code: string) {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: checklistKeys.project(code) })
  return {
    apply: useMutation({
      mutationFn: () => api.post<Message & { created: number }>(`/project/${code}/checklist/apply`),
      onSuccess: refresh,
    }),
    /** The tick shows at once (the checkbox follows the cache); a failure puts the server's state back. */
    toggle: useMutation({
      mutationFn: ({ taskId, completed }: { taskId: number; completed: boolean }) =>
        api.put<Message>(`/project/${code}/checklist/task/${taskId}`, { completed }),
      onMutate: async ({ taskId, completed }) => {
        await queryClient.cancelQueries({ queryKey: checklistKeys.project(code) })
        queryClient.setQueryData<ProjectChecklist>(checklistKeys.project(code), (old) =>
          old ? markTask(old, taskId, completed ? new Date().toISOString() : null) : old,
        )
      },
      onSettled: refresh,
    }),
  }
}

/** The checklist view with one task's completion changed. */
export function markTask(
  view: ProjectChecklist,
  taskId: number,
  completedAt: string | null,
): ProjectChecklist {
  return {
    ...view,
    sections: view.sections.map((section) => ({
      ...section,
      items: section.items.map((item) => ({
        ...item,
        occurrences: item.occurrences.map((occurrence) =>
          occurrence.task?.id === taskId
            ? { ...occurrence, task: { ...occurrence.task, completed_at: completedAt } }
            : occurrence,
        ),
      })),
    })),
  }
}
