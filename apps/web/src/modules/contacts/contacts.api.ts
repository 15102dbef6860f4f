import type { MessageResponse } from '@ajanda/contracts/common/errors'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import type { Contact, ContactInput, ContactType } from '@ajanda/contracts/contacts.contract'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'

export interface ContactListFilters {
  type: ContactType | null
  search: string
  sortBy: 'name' | 'created_at'
  sortOrder: 'asc' | 'desc'
  page: number
}

export const CONTACTS_PAGE_SIZE = 20

export function contactListQuery(filters: ContactListFilters) {
  return {
    type: filters.type ?? undefined,
    search: filters.search.trim() || undefined,
    sort_by: filters.sortBy,
    sort_order: filters.sortOrder,
    page: filters.page,
    page_size: CONTACTS_PAGE_SIZE,
  }
}

export const contactsKeys = {
  all: ['contacts'] as const,
  list: (query: ReturnType<typeof contactListQuery>) => ['contacts', 'list', query] as const,
}

export const contactListQueryOptions = (filters: ContactListFilters) => {
  const query = contactListQuery(filters)
  return queryOptions({
    queryKey: contactsKeys.list(query),
    queryFn: ({ signal }) => api.get<Paginated<Contact>>('/contacts', query, signal),
    placeholderData: keepPreviousData,
  })
}

/** Contacts live on /contacts and on the client and supplier profiles: all of them refresh. */
function useRefresh() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contactsKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['client'] }),
      queryClient.invalidateQueries({ queryKey: ['supplier'] }),
    ])
}

interface ContactWriteResponse {
  message: string
  data: Contact
}

export function useSaveContact() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ input, id }: { input: ContactInput; id: number | null }) =>
      id === null
        ? api.post<ContactWriteResponse>('/contacts', input)
        : api.put<ContactWriteResponse>(`/contacts/${id}`, input, { keepNulls: true }),
    onSuccess: refresh,
  })
}

export function useDeleteContact() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/contacts/${id}`),
    onSuccess: refresh,
  })
}
