import type {
  MilestoneInput,
  Task,
  TaskInput,
  TaskLabel,
  TaskLabelInput,
  TaskListResponse,
  TaskListType,
  TaskSection,
  TaskUpdate,
} from '@ajanda/contracts/tasks.contract'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'

/** A saved task shows in the task lists and in the calendar. */
export const TASK_AFFECTED_KEYS = [['tasks'], ['calendar']] as const

export interface TaskFilters {
  type: TaskListType
  label?: number | null
  project_id?: number | null
  q?: string
  user?: string | null
  page?: number
  per_page?: number
}

export const taskKeys = {
  all: ['tasks'] as const,
  list: (filters: TaskFilters) => ['tasks', 'list', filters] as const,
  detail: (id: number) => ['tasks', 'detail', id] as const,
  labels: ['tasks', 'labels'] as const,
}

/** GET /tasks: the caller's sections and a page of tasks of the list type. */
export const taskListQueryOptions = (filters: TaskFilters) =>
  queryOptions({
    queryKey: taskKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<TaskListResponse>(
        '/tasks',
        {
          type: filters.type,
          label: filters.label ?? undefined,
          project_id: filters.project_id ?? undefined,
          q: filters.q || undefined,
          user: filters.user ?? undefined,
          page: filters.page ?? 1,
          per_page: filters.per_page ?? 200,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  })

export const taskQueryOptions = (id: number) =>
  queryOptions({
    queryKey: taskKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<{ data: Task }>(`/tasks/${id}`, undefined, signal)).data,
  })

export const taskLabelsQueryOptions = () =>
  queryOptions({
    queryKey: taskKeys.labels,
    queryFn: ({ signal }) => api.get<TaskLabel[]>('/tasks/label', undefined, signal),
    staleTime: 60_000,
  })

type Write<T> = { message: string; data: T }

/** Every task write refreshes the task lists and the calendar. */
function useTaskMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all(
        TASK_AFFECTED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
      ),
  })
}

export const useCreateTask = () =>
  useTaskMutation((values: TaskInput) => api.post<Write<Task>>('/tasks', values))
export const useCreateMilestone = () =>
  useTaskMutation((values: MilestoneInput) => api.post<Write<Task>>('/tasks/milestone', values))
/** PUT /tasks/{id} with any subset; cleared fields go as null. */
export const useUpdateTask = () =>
  useTaskMutation(({ id, values }: { id: number; values: TaskUpdate }) =>
    api.put<Write<Task>>(`/tasks/${id}`, values, { keepNulls: true }),
  )
export const useDeleteTask = () =>
  useTaskMutation((id: number) => api.delete<{ message: string }>(`/tasks/${id}`))
export const useCreateLabel = () =>
  useTaskMutation((values: TaskLabelInput) => api.post<Write<TaskLabel>>('/tasks/label', values))
export const useCreateSection = () =>
  useTaskMutation((title: string) => api.post<Write<TaskSection>>('/tasks/section', { title }))
export const useRenameSection = () =>
  useTaskMutation(({ id, title }: { id: number; title: string }) =>
    api.put<Write<TaskSection>>(`/tasks/section/${id}`, { title }),
  )
export const useOrderSections = () =>
  useTaskMutation((ids: number[]) => api.put<Write<TaskSection[]>>('/tasks/sections/order', { ids }))
export const useDeleteSection = () =>
  useTaskMutation((id: number) => api.delete<{ message: string }>(`/tasks/section/${id}`))
