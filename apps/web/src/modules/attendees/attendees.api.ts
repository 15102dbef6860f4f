import type {
  AttendeeDetail,
  AttendeeInput,
  AttendeeRow,
  AttendeeStatus,
} from '@ajanda/contracts/attendees.contract'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import type { DbColumn } from '@ajanda/contracts/forms/form-detail'
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { api, type QueryParams } from '../../shared/api/api-client'
import { downloadFile } from '../../shared/api/download-file'
import { formKeys } from '../forms/forms.api'

/**
 * The "Katılımcılar" tab's calls (event-side.md section 2; contracts/attendees.contract.ts). The list
 * is keyed by the project and its filters; every write refreshes the project's attendee queries and
 * its lists (their counts move with membership).
 */
export const attendeeKeys = {
  all: ['attendees'] as const,
  project: (projectId: number) => [...attendeeKeys.all, 'project', projectId] as const,
  list: (projectId: number, filters: AttendeeFilters) =>
    [...attendeeKeys.project(projectId), 'list', filters] as const,
  detail: (id: number) => [...attendeeKeys.all, 'detail', id] as const,
  /** The same keys as the form builder's, so both read one copy. */
  lists: (projectId: number) => formKeys.attendeeLists(projectId),
  columns: (projectId: number) => formKeys.attendeeColumns(projectId),
}

export type AttendeeSort = 'name' | 'created_at' | 'status' | 'registered_at'

/** The list's filters as the tab holds them; `answerForm/Field/Value` together make the answer filter. */
export interface AttendeeFilters {
  search: string
  status: AttendeeStatus | null
  listId: number | null
  formId: number | null
  answerField: number | null
  answerValue: string | null
  sortBy: AttendeeSort
  sortOrder: 'asc' | 'desc'
  page: number
  pageSize: number
}

export const INITIAL_FILTERS: AttendeeFilters = {
  search: '',
  status: null,
  listId: null,
  formId: null,
  answerField: null,
  answerValue: null,
  sortBy: 'created_at',
  sortOrder: 'desc',
  page: 1,
  pageSize: 25,
}

/** Whether any filter narrows the list (the empty state then says "no results"). */
export const isFiltered = (filters: AttendeeFilters) =>
  filters.search.trim() !== '' ||
  filters.status !== null ||
  filters.listId !== null ||
  (filters.answerField !== null && !!filters.answerValue)

/** The query string of GET /project/{id}/attendees. */
export function attendeeListQuery(filters: AttendeeFilters): QueryParams {
  const query: QueryParams = {
    page: filters.page,
    page_size: filters.pageSize,
    sort_by: filters.sortBy,
    sort_order: filters.sortOrder,
  }
  if (filters.search.trim()) query.search = filters.search.trim()
  if (filters.status) query.status = filters.status
  if (filters.listId) query.list_id = filters.listId
  if (filters.formId && filters.answerField && filters.answerValue) {
    query.form_id = filters.formId
    query.answer_field = filters.answerField
    query.answer_value = filters.answerValue
  }
  return query
}

/** A list with its member count (the count once the lists API gives it). */
export interface AttendeeListItem {
  id: number
  name: string
  attendees_count?: number
}

export const attendeePageQueryOptions = (projectId: number, filters: AttendeeFilters) =>
  queryOptions({
    queryKey: attendeeKeys.list(projectId, filters),
    queryFn: ({ signal }) =>
      api.get<Paginated<AttendeeRow>>(`/project/${projectId}/attendees`, attendeeListQuery(filters), signal),
    placeholderData: keepPreviousData,
  })

export const attendeeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: attendeeKeys.detail(id),
    queryFn: ({ signal }) => api.get<AttendeeDetail>(`/attendees/${id}`, undefined, signal),
  })

export const projectAttendeeListsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: attendeeKeys.lists(projectId),
    queryFn: ({ signal }) =>
      api.get<{ data: AttendeeListItem[] }>(`/project/${projectId}/attendees/lists`, undefined, signal),
  })

export const projectAttendeeColumnsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: attendeeKeys.columns(projectId),
    queryFn: ({ signal }) =>
      api.get<{ data: DbColumn[] }>(`/project/${projectId}/attendees/column`, undefined, signal),
  })

type Message = { message: string }
type WithAttendee = Message & { data: AttendeeDetail }
type WithList = Message & { data: AttendeeListItem }

function refreshProject(queryClient: QueryClient, projectId: number) {
  void queryClient.invalidateQueries({ queryKey: attendeeKeys.project(projectId) })
  void queryClient.invalidateQueries({ queryKey: attendeeKeys.lists(projectId) })
}

/** POST /project/{id}/attendees (id null) or PUT /attendees/{id}. */
export function useSaveAttendee(projectId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: AttendeeInput }) =>
      id === null
        ? api.post<WithAttendee>(`/project/${projectId}/attendees`, input)
        : // An edit clears a field by sending null (an absent key leaves it as it is).
          api.put<WithAttendee>(`/attendees/${id}`, input, { keepNulls: true }),
    onSuccess: (response) => {
      queryClient.setQueryData(attendeeKeys.detail(response.data.id), response.data)
      refreshProject(queryClient, projectId)
    },
  })
}

/** PUT /attendees/{id}/answers/{formId}: the answers replace the form's old ones; gives the new detail. */
export function useSaveAnswers(projectId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      attendeeId,
      formId,
      answers,
    }: {
      attendeeId: number
      formId: number
      answers: Record<string, unknown>
    }) => api.put<WithAttendee>(`/attendees/${attendeeId}/answers/${formId}`, { answers }),
    onSuccess: (response) => {
      // The detail carries the new answers and the history entry the save wrote.
      queryClient.setQueryData(attendeeKeys.detail(response.data.id), response.data)
      refreshProject(queryClient, projectId)
    },
  })
}

/**
 * GET /attendees/{id}/files/{ref}: an uploaded answer (file, signature) fetched with the session and
 * saved under its name, as the project files are (the reference is the answer's `url`).
 */
export function downloadAttendeeFile(attendeeId: number, file: { url: string; name: string }): Promise<void> {
  return downloadFile(`/attendees/${attendeeId}/files/${encodeURIComponent(file.url)}`, {}, file.name)
}

export function useDeleteAttendee(projectId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<Message>(`/attendees/${id}`),
    onSuccess: (_response, id) => {
      queryClient.removeQueries({ queryKey: attendeeKeys.detail(id) })
      refreshProject(queryClient, projectId)
    },
  })
}

/** POST /attendees/{id}/revoke-codes: new personal, badge and declaration codes. */
export function useRevokeCodes(projectId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.post<WithAttendee>(`/attendees/${id}/revoke-codes`),
    onSuccess: (response) => {
      queryClient.setQueryData(attendeeKeys.detail(response.data.id), response.data)
      refreshProject(queryClient, projectId)
    },
  })
}

/**
 * DELETE /attendees/{id}/declaration: staff reset the attendee's declaration (its PDF and signature
 * removed) so that they sign again; the drawer and the "Beyan" column read it again.
 */
export function useResetDeclaration(projectId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<Message>(`/attendees/${id}/declaration`),
    onSettled: (_response, _error, id) => {
      // A 409 (reset already, by someone else) also means the shown date is out of date.
      void queryClient.invalidateQueries({ queryKey: attendeeKeys.detail(id) })
      refreshProject(queryClient, projectId)
    },
  })
}

export interface BulkInput {
  attendee_ids: number[]
  status?: AttendeeStatus
  add_list_ids?: number[]
  remove_list_ids?: number[]
}

/** POST /project/{id}/attendees/bulk: a status or list change for the chosen attendees. */
export function useBulkAttendees(projectId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: BulkInput) =>
      api.post<Message & { updated: number }>(`/project/${projectId}/attendees/bulk`, input),
    onSuccess: (_response, input) => {
      for (const id of input.attendee_ids)
        void queryClient.invalidateQueries({ queryKey: attendeeKeys.detail(id) })
      refreshProject(queryClient, projectId)
    },
  })
}

/** The lists: add (id null), rename and delete. */
export function useSaveAttendeeList(projectId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, name }: { id: number | null; name: string }) =>
      id === null
        ? api.post<WithList>(`/project/${projectId}/attendees/lists`, { name })
        : api.put<WithList>(`/project/${projectId}/attendees/lists/${id}`, { name }),
    onSuccess: () => refreshProject(queryClient, projectId),
  })
}

export function useDeleteAttendeeList(projectId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<Message>(`/project/${projectId}/attendees/lists/${id}`),
    onSuccess: () => refreshProject(queryClient, projectId),
  })
}
