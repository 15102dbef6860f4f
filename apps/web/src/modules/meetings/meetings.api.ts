import type { ClientListItem } from '@ajanda/contracts/clients.contract'
import type { MessageResponse } from '@ajanda/contracts/common/errors'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import type { Contact } from '@ajanda/contracts/contacts.contract'
import type { Meeting, MeetingInput, MeetingWriteResponse } from '@ajanda/contracts/meetings.contract'
import type { ProjectListItem } from '@ajanda/contracts/projects.contract'
import type { SupplierListItem } from '@ajanda/contracts/suppliers.contract'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'

/** A saved or cancelled meeting shows on the calendar and wherever meetings are listed. */
export const MEETING_AFFECTED_KEYS = [['meetings'], ['calendar']] as const
const PICKER_PAGE_SIZE = 20

export const meetingKeys = {
  all: ['meetings'] as const,
  detail: (id: number) => ['meetings', 'detail', id] as const,
  companies: (search: string) => ['meeting-pickers', 'companies', search] as const,
  contacts: (refs: readonly string[]) => ['meeting-pickers', 'contacts', ...refs] as const,
  projects: (search: string) => ['meeting-pickers', 'projects', search] as const,
}

/** GET /meetings/{id}: the edit mode's record. */
export const meetingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: meetingKeys.detail(id),
    queryFn: ({ signal }) => api.get<Meeting>(`/meetings/${id}`, undefined, signal),
  })

export interface CompanyOption {
  /** "C-12" (client) or "S-3" (supplier), as the API takes them. */
  value: string
  label: string
  type: 'client' | 'supplier'
  id: number
}

/** Clients and suppliers whose name contains `search` (20 of each), for the companies and client pickers. */
export const companyOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: meetingKeys.companies(search),
    queryFn: async ({ signal }): Promise<CompanyOption[]> => {
      const query = { search: search || undefined, page_size: PICKER_PAGE_SIZE, paginate: 1 }
      const [clients, suppliers] = await Promise.all([
        api.get<Paginated<ClientListItem>>('/clients', query, signal),
        api.get<Paginated<SupplierListItem>>('/suppliers', query, signal),
      ])
      return [
        ...clients.data.map((c) => ({
          value: `C-${c.id}`,
          label: c.name,
          type: 'client' as const,
          id: c.id,
        })),
        ...suppliers.data.map((s) => ({
          value: `S-${s.id}`,
          label: s.name,
          type: 'supplier' as const,
          id: s.id,
        })),
      ]
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })

/** The active contacts of the chosen clients and suppliers ("C-12", "S-3"): the C- and S- participants. */
export const companyContactsQueryOptions = (refs: readonly string[]) =>
  queryOptions({
    queryKey: meetingKeys.contacts(refs),
    queryFn: async ({ signal }) =>
      (await Promise.all(refs.map((ref) => api.get<Contact[]>('/contacts', { for: ref }, signal)))).flat(),
    enabled: refs.length > 0,
    staleTime: 60_000,
  })

/** The caller's visible projects by name or reference. */
export const meetingProjectsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: meetingKeys.projects(search),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paginated<ProjectListItem>>(
          '/projects',
          { search: search || undefined, page_size: PICKER_PAGE_SIZE, paginate: 1 },
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })

function useRefresh() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      MEETING_AFFECTED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
    )
}

/** POST /meetings or PUT /meetings/{id} (a full edit: cleared fields go as null). */
export function useSaveMeeting() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ input, id }: { input: MeetingInput; id: number | null }) =>
      id === null
        ? api.post<MeetingWriteResponse>('/meetings', input)
        : api.put<MeetingWriteResponse>(`/meetings/${id}`, input, { keepNulls: true }),
    onSuccess: refresh,
  })
}

/** DELETE /meetings/{id}: cancels (participants are told and their invitations withdrawn). */
export function useCancelMeeting() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/meetings/${id}`),
    onSuccess: refresh,
  })
}
