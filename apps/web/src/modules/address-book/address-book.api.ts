import type { ClientDetail, ClientInput, ClientListItem } from '@ajanda/contracts/clients.contract'
import type { MessageResponse } from '@ajanda/contracts/common/errors'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import type { SupplierDetail, SupplierInput, SupplierListItem } from '@ajanda/contracts/suppliers.contract'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'
import { downloadFile } from '../../shared/api/download-file'

/** The two kinds of company of the address book; their screens share one set of components. */
export type CompanyKind = 'client' | 'supplier'

export interface CompanyTypes {
  client: { item: ClientListItem; detail: ClientDetail; input: ClientInput }
  supplier: { item: SupplierListItem; detail: SupplierDetail; input: SupplierInput }
}
export type CompanyListItem = CompanyTypes[CompanyKind]['item']
export type CompanyDetail = CompanyTypes[CompanyKind]['detail']

/** Paths and letters of each kind: the list, the record, the page and the "C"/"S" of contacts and notes. */
export const COMPANY_KINDS = {
  client: { list: '/clients', record: '/client', page: '/client', letter: 'C' },
  supplier: { list: '/suppliers', record: '/supplier', page: '/supplier', letter: 'S' },
} as const satisfies Record<CompanyKind, { list: string; record: string; page: string; letter: 'C' | 'S' }>

export interface CompanyListFilters {
  status: 'all' | 'EXISTING' | 'POTENTIAL'
  /** The industry (clients) or category (suppliers). */
  group: string | null
  search: string
  sortBy: 'name' | 'created_at' | 'city'
  sortOrder: 'asc' | 'desc'
  page: number
  pageSize: number
}

/** The query string of GET /clients, /suppliers and their exports for the list's filters. */
export function companyListQuery(kind: CompanyKind, filters: CompanyListFilters) {
  const groupKey = kind === 'client' ? 'industry_id' : 'category_id'
  return {
    page: filters.page,
    page_size: filters.pageSize,
    sort_by: filters.sortBy,
    sort_order: filters.sortOrder,
    status: filters.status,
    [groupKey]: filters.group ?? undefined,
    search: filters.search.trim() || undefined,
  }
}

export const companyKeys = {
  all: (kind: CompanyKind) => [kind] as const,
  list: (kind: CompanyKind, query: ReturnType<typeof companyListQuery>) => [kind, 'list', query] as const,
  detail: (kind: CompanyKind, code: string) => [kind, 'detail', code] as const,
}

export const companyListQueryOptions = <K extends CompanyKind>(kind: K, filters: CompanyListFilters) => {
  const query = companyListQuery(kind, filters)
  return queryOptions({
    queryKey: companyKeys.list(kind, query),
    queryFn: ({ signal }) =>
      api.get<Paginated<CompanyTypes[K]['item']>>(COMPANY_KINDS[kind].list, query, signal),
    placeholderData: keepPreviousData,
  })
}

export const companyDetailQueryOptions = <K extends CompanyKind>(kind: K, code: string) =>
  queryOptions({
    queryKey: companyKeys.detail(kind, code),
    queryFn: ({ signal }) =>
      api.get<CompanyTypes[K]['detail']>(`${COMPANY_KINDS[kind].record}/${code}`, undefined, signal),
  })

export function exportCompanies(kind: CompanyKind, filters: CompanyListFilters): Promise<void> {
  const { page: _page, page_size: _size, ...query } = companyListQuery(kind, filters)
  return downloadFile(`${COMPANY_KINDS[kind].list}/export`, query, `${kind}s.xlsx`)
}

interface WriteResponse {
  message: string
  data: { code: string }
}

/** POST /client (or /supplier) and PUT /client/{code}; lists and the record refresh. */
export function useSaveCompany(kind: CompanyKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ input, code }: { input: Record<string, unknown>; code: string | null }) =>
      code === null
        ? api.post<WriteResponse>(COMPANY_KINDS[kind].record, input)
        : api.put<WriteResponse>(`${COMPANY_KINDS[kind].record}/${code}`, input, { keepNulls: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all(kind) }),
  })
}

export function useCompanyLogo(kind: CompanyKind, code: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: string) =>
      api.post<WriteResponse>(`${COMPANY_KINDS[kind].record}/${code}/logo`, { file }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all(kind) }),
  })
}

export function useArchiveCompany(kind: CompanyKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: string) => api.delete<MessageResponse>(`${COMPANY_KINDS[kind].record}/${code}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all(kind) }),
  })
}
