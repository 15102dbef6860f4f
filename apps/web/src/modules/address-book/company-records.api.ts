import type { AccountingListResponse } from '@ajanda/contracts/accounting.contract'
import type { ClientBudgetItem } from '@ajanda/contracts/client-budgets.contract'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import { LAST_LEAD_STAGE, type LeadCard, type ProjectListItem } from '@ajanda/contracts/projects.contract'
import type { SimilarityMatch, SimilarityMatchQuery } from '@ajanda/contracts/similarity.contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'
import type { CompanyKind } from './address-book.api'

/** Rows per page of a record's related lists (projects, leads, budgets, invoices). */
export const RECORDS_PAGE_SIZE = 10
const ALL_STATUSES = 'LEAD,PREP,OPERATION,PRECLOSE,CLOSED,POSTPONED,CANCELLED,COMPETITION'
const LEAD_STAGES = Array.from({ length: LAST_LEAD_STAGE + 1 }, (_, stage) => stage).join(',')

/**
 * The lists a client or supplier record shows, each through the list call of the module that owns the
 * records (so their keys start with that module's root and refresh with it): GET /projects with
 * client_id or supplier_id, GET /leads?paginate=1 with client_id, GET /client/{code}/budgets and
 * GET /accounting/purchase_invoices with party_id. The server limits each to what the caller may see.
 */
export const companyRecordKeys = {
  projects: (kind: CompanyKind, id: number, page: number) => ['projects', 'of', kind, id, page] as const,
  leads: (id: number, page: number) => ['leads', 'of-client', id, page] as const,
  budgets: (code: string, page: number) => ['budgets', 'of-client', code, page] as const,
  invoices: (id: number, page: number) => ['accounting', 'of-supplier', id, page] as const,
}

/** A client's projects past the lead stages; a supplier's projects at any stage (leads are budgeted too). */
export const companyProjectsQueryOptions = (kind: CompanyKind, id: number, page: number) =>
  queryOptions({
    queryKey: companyRecordKeys.projects(kind, id, page),
    queryFn: ({ signal }) =>
      api.get<Paginated<ProjectListItem>>(
        '/projects',
        {
          [kind === 'client' ? 'client_id' : 'supplier_id']: id,
          statuses: kind === 'client' ? ALL_STATUSES.replace('LEAD,', '') : ALL_STATUSES,
          sort_by: 'starts_at',
          sort_order: 'desc',
          page,
          page_size: RECORDS_PAGE_SIZE,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  })

export const clientLeadsQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: companyRecordKeys.leads(id, page),
    queryFn: ({ signal }) =>
      api.get<Paginated<LeadCard>>(
        '/leads',
        {
          paginate: 1,
          client_id: id,
          stages: LEAD_STAGES,
          sort_by: 'updated_at',
          sort_order: 'desc',
          page,
          page_size: RECORDS_PAGE_SIZE,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  })

export const clientBudgetsQueryOptions = (code: string, page: number) =>
  queryOptions({
    queryKey: companyRecordKeys.budgets(code, page),
    queryFn: ({ signal }) =>
      api.get<Paginated<ClientBudgetItem>>(
        `/client/${encodeURIComponent(code)}/budgets`,
        { page, page_size: RECORDS_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  })

export const supplierInvoicesQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: companyRecordKeys.invoices(id, page),
    queryFn: ({ signal }) =>
      api.get<AccountingListResponse>(
        '/accounting/purchase_invoices',
        { party_id: id, sort_by: 'invoice_date', sort_order: 'desc', page, page_size: RECORDS_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  })

/** GET /similarity/{clients|suppliers}/matches: records sharing the typed tax number, e-mail or phone. */
export function fetchCompanyMatches(
  kind: CompanyKind,
  values: Omit<SimilarityMatchQuery, 'locale'>,
  signal?: AbortSignal,
): Promise<{ data: SimilarityMatch[] }> {
  return api.get<{ data: SimilarityMatch[] }>(`/similarity/${kind}s/matches`, values, signal)
}
