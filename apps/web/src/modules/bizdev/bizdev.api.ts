import type { ClientFees, ClientListItem } from '@ajanda/contracts/clients.contract'
import type { MessageResponse } from '@ajanda/contracts/common/errors'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import type { Contact } from '@ajanda/contracts/contacts.contract'
import {
  type LeadBoard,
  type LeadCard,
  type LeadWriteResponse,
  type Project,
  type ProjectRefSuggestion,
  statusOfStage,
  type UserRef,
} from '@ajanda/contracts/projects.contract'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type QueryParams } from '../../shared/api/api-client'
import { moveCard } from './board-grouping'

export const leadsKeys = {
  all: ['leads'] as const,
  board: (query: QueryParams) => ['leads', 'board', query] as const,
  list: (query: QueryParams) => ['leads', 'list', query] as const,
  detail: (code: string) => ['leads', 'detail', code] as const,
  responsibles: (userId: number) => ['leads', 'responsibles', userId] as const,
  projectRef: (responsible: number) => ['leads', 'project-ref', responsible] as const,
}
/** The project module's keys start with this; a saved lead refreshes them too. */
export const PROJECTS_KEY = ['projects'] as const

/** GET /leads: the board (every stage with its count, sum and first cards). */
export const leadBoardQueryOptions = (query: QueryParams) =>
  queryOptions({
    queryKey: leadsKeys.board(query),
    queryFn: ({ signal }) => api.get<LeadBoard>('/leads', query, signal),
    placeholderData: keepPreviousData,
  })

/** GET /leads?paginate=1: the list view. */
export const leadListQueryOptions = (query: QueryParams) =>
  queryOptions({
    queryKey: leadsKeys.list(query),
    queryFn: ({ signal }) => api.get<Paginated<LeadCard>>('/leads', { ...query, paginate: 1 }, signal),
    placeholderData: keepPreviousData,
  })

export const leadQueryOptions = (code: string) =>
  queryOptions({
    queryKey: leadsKeys.detail(code),
    queryFn: ({ signal }) =>
      api.get<{ data: Project } | Project>(`/leads/${code}`, undefined, signal).then(unwrapProject),
  })

/** GET /leads/{code} answers `{data}`; a bare record is taken as it is. */
export function unwrapProject(body: { data: Project } | Project): Project {
  return 'data' in body && typeof body.data === 'object' && body.data !== null && 'code' in body.data
    ? body.data
    : (body as Project)
}

export const responsiblesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: leadsKeys.responsibles(userId),
    queryFn: ({ signal }) => api.get<UserRef[]>(`/leads/responsibles/${userId}`, undefined, signal),
    staleTime: 5 * 60_000,
  })

/** GET /leads/project-ref?responsible=: the reference the responsible's division gives or suggests. */
export const projectRefSuggestionQueryOptions = (responsible: number) =>
  queryOptions({
    queryKey: leadsKeys.projectRef(responsible),
    queryFn: ({ signal }) => api.get<ProjectRefSuggestion>('/leads/project-ref', { responsible }, signal),
  })

/** GET /client/id/{id}: the client's fee defaults that prefill a lead. */
export const clientFeesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['client', 'fees', id] as const,
    queryFn: ({ signal }) => api.get<ClientFees>(`/client/id/${id}`, undefined, signal),
    staleTime: 60_000,
  })

/** GET /contacts?type=C&for=C-{id}: the contacts of one client (a bare array). */
export const clientContactsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: ['contacts', 'for', `C-${clientId}`] as const,
    queryFn: ({ signal }) => api.get<Contact[]>('/contacts', { type: 'C', for: `C-${clientId}` }, signal),
  })

/** GET /clients?search=: the client pickers' options. */
async function searchClients(search: string, signal: AbortSignal): Promise<ClientListItem[]> {
  const page = await api.get<Paginated<ClientListItem>>(
    '/clients',
    { search: search.trim() || undefined, page: 1, page_size: 20, sort_by: 'name', sort_order: 'asc' },
    signal,
  )
  return page.data
}

export const clientSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['client', 'list', 'picker', search] as const,
    queryFn: ({ signal }) => searchClients(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })

function useRefreshLeads() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: leadsKeys.all }),
      queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['project'] }),
    ])
}

/** POST /leads or PUT /leads/{code} (null clears a field on an edit). */
export function useSaveLead() {
  const refresh = useRefreshLeads()
  return useMutation({
    mutationFn: ({ input, code }: { input: Record<string, unknown>; code: string | null }) =>
      code === null
        ? api.post<LeadWriteResponse>('/leads', input)
        : api.put<LeadWriteResponse>(`/leads/${code}`, input, { keepNulls: true }),
    onSuccess: refresh,
  })
}

/**
 * PUT /leads/{code} {status}: the board moves the card at once and puts it back when the server says no.
 */
export function useMoveLead() {
  const queryClient = useQueryClient()
  const refresh = useRefreshLeads()
  return useMutation({
    mutationFn: ({ code, stage }: { code: string; stage: number }) =>
      api.put<LeadWriteResponse>(`/leads/${code}`, { status: statusOfStage(stage) }),
    onMutate: async ({ code, stage }) => {
      await queryClient.cancelQueries({ queryKey: ['leads', 'board'] })
      const previous = queryClient.getQueriesData<LeadBoard>({ queryKey: ['leads', 'board'] })
      for (const [key, board] of previous)
        if (board) queryClient.setQueryData(key, moveCard(board, code, stage))
      return { previous }
    },
    onError: (_error, _variables, context) => {
      for (const [key, board] of context?.previous ?? []) queryClient.setQueryData(key, board)
    },
    onSettled: refresh,
  })
}

export function useDeleteLead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: string) => api.delete<MessageResponse>(`/leads/${code}`),
    onSuccess: (_data, code) => {
      queryClient.removeQueries({ queryKey: leadsKeys.detail(code) })
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['leads', 'board'] }),
        queryClient.invalidateQueries({ queryKey: ['leads', 'list'] }),
        queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
      ])
    },
  })
}
