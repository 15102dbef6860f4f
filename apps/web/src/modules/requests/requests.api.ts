import type { Paginated } from '@ajanda/contracts/common/pagination'
import type { ProjectListItem } from '@ajanda/contracts/projects.contract'
import {
  type LeaveFigures,
  type LeaveFiguresQuery,
  REQUEST_FORM_PATHS,
  type RequestDetail,
  type RequestForm,
  type RequestWriteResponse,
} from '@ajanda/contracts/requests.contract'
import type { SupplierListItem } from '@ajanda/contracts/suppliers.contract'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'
import { uploadFile } from '../../shared/api/upload-file'

/** The lists a saved request shows in: my requests and the queue, and the accounting lists. */
export const REQUEST_AFFECTED_KEYS = [['requests'], ['approvals'], ['accounting']] as const

/** Operations attach people to a project that is being prepared or run (staff-app.md 4). */
export const OPERATION_PROJECT_STATUSES = ['PREP', 'OPERATION', 'PRECLOSE'] as const
export const PICKER_PAGE_SIZE = 100

export const requestKeys = {
  all: ['requests'] as const,
  detail: (id: number) => ['requests', 'detail', id] as const,
  projects: ['request-pickers', 'projects'] as const,
  suppliers: (search: string) => ['request-pickers', 'suppliers', search] as const,
  leaveFigures: (query: Omit<LeaveFiguresQuery, 'locale'>) => ['requests', 'leave-figures', query] as const,
}

export interface SaveTarget {
  method: 'POST' | 'PUT'
  path: string
  body: Record<string, unknown>
}

/**
 * The edit rule (staff-app.md 4, decisions.md 4): a pending request is updated in place (PUT /{id});
 * a declined one is never changed, its edit is a new request that names it (POST with replaces_id);
 * without a request the form creates one (POST).
 */
export function saveTarget(
  form: RequestForm,
  values: object,
  request: Pick<RequestDetail, 'id' | 'status'> | null | undefined,
): SaveTarget {
  const path = REQUEST_FORM_PATHS[form]
  const fields: Record<string, unknown> = Object.fromEntries(
    Object.entries(values).filter(([key]) => key !== 'replaces_id'),
  )
  if (!request) return { method: 'POST', path, body: fields }
  if (request.status === 'DECLINED')
    return { method: 'POST', path, body: { ...fields, replaces_id: request.id } }
  return { method: 'PUT', path: `${path}/${request.id}`, body: fields }
}

/** POST or PUT of any request form; the lists that show requests refresh. */
export function useSaveRequest(form: RequestForm) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      values,
      request,
    }: {
      values: object
      request?: Pick<RequestDetail, 'id' | 'status'> | null
    }) => {
      const target = saveTarget(form, values, request)
      // An edit sends its cleared fields as null (a hotel dropped when the trip became on-city).
      return target.method === 'PUT'
        ? api.put<RequestWriteResponse>(target.path, target.body, { keepNulls: true })
        : api.post<RequestWriteResponse>(target.path, target.body)
    },
    onSuccess: () =>
      Promise.all(
        REQUEST_AFFECTED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
      ),
  })
}

/** What POST /accounting/expenses/receipts answers (`receiptSchema` of the contract). */
export interface Receipt {
  id: number
  name: string
  url: string
}

/** POST /accounting/expenses/receipts: the photo of an expense row, uploaded as soon as it is chosen. */
export async function uploadReceipt(file: File): Promise<Receipt> {
  return (await uploadFile<{ data: Receipt }>('/accounting/expenses/receipts', file)).data
}

/** The projects a request may be about: the confirmed ones (prep, operation, closing prep). */
export const requestProjectsQueryOptions = () =>
  queryOptions({
    queryKey: requestKeys.projects,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paginated<ProjectListItem>>(
          '/projects',
          { statuses: OPERATION_PROJECT_STATUSES, page_size: PICKER_PAGE_SIZE, sort_by: 'starts_at' },
          signal,
        )
      ).data,
    staleTime: 60_000,
  })

/** GET /suppliers?search=: the supplier select's options. */
export const supplierSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: requestKeys.suppliers(search),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paginated<SupplierListItem>>(
          '/suppliers',
          { search: search || undefined, page_size: 20, sort_by: 'name', sort_order: 'asc' },
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })

/** GET /leaves/figures: a leave's working days, the allowance left and overlaps, before it is sent. */
export const leaveFiguresQueryOptions = (query: Omit<LeaveFiguresQuery, 'locale'>) =>
  queryOptions({
    queryKey: requestKeys.leaveFigures(query),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: LeaveFigures }>(
          '/leaves/figures',
          {
            leave_type: query.leave_type,
            starts_at: query.starts_at,
            ends_at: query.ends_at,
            request_id: query.request_id,
          },
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
