import type { RequestType } from '@ajanda/contracts/approvals.contract'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import type { RequestStatus, RequestSummary } from '@ajanda/contracts/requests.contract'
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import { pageWindow, paginated } from '../../platform/pagination'
import type { AuthState } from '../../platform/request-context'
import { loadViewer } from '../projects/project-access'
import { runRequestPage } from './request-page-statement'
import { visibleRequests } from './request-visibility'
import { requests } from './requests.table'

export interface RequestListFilter {
  types?: RequestType[]
  status?: RequestStatus
  project_id?: number
  supplier_id?: number
  client_id?: number
  /** From the scoped picker: only these requesters (null: no filter). */
  requester_ids?: number[] | null
  /** On `request_date` (inclusive). */
  date_from?: string
  date_to?: string
  page: number
  page_size: number
  sort_by?: 'request_date' | 'created_at' | 'amount'
  sort_order: 'asc' | 'desc'
}

export interface RequestTotals {
  currency: string
  amount: string
}

const SORTS = {
  request_date: requests.request_date,
  created_at: requests.created_at,
  amount: requests.amount,
} as const

/** The filter's conditions (visibility and company aside). */
export function filterConditions(
  filter: Omit<RequestListFilter, 'page' | 'page_size' | 'sort_order'>,
): SQL[] {
  const conditions: (SQL | undefined)[] = [
    filter.types?.length === 1
      ? eq(requests.request_type, filter.types[0] as string)
      : filter.types?.length
        ? inArray(requests.request_type, filter.types)
        : undefined,
    filter.status ? eq(requests.status, filter.status) : undefined,
    filter.project_id ? eq(requests.project_id, filter.project_id) : undefined,
    filter.supplier_id ? eq(requests.supplier_id, filter.supplier_id) : undefined,
    filter.client_id ? eq(requests.client_id, filter.client_id) : undefined,
    filter.requester_ids
      ? inArray(requests.requester_id, filter.requester_ids.length ? filter.requester_ids : [0])
      : undefined,
    filter.date_from ? gte(requests.request_date, filter.date_from) : undefined,
    filter.date_to ? lte(requests.request_date, filter.date_to) : undefined,
  ]
  return conditions.filter((condition): condition is SQL => condition !== undefined)
}

/**
 * A page of the requests the viewer may see (decisions.md 4: their own, the ones they approve, and what
 * their scope covers), with the total per currency of the whole filtered set. The accounting lists of
 * request kinds and the approval queue both read through here.
 */
export async function listRequests(
  ctx: AppContext,
  auth: AuthState,
  filter: RequestListFilter,
  path = '/accounting',
  query: Record<string, unknown> = {},
): Promise<{ page: Paginated<RequestSummary>; totals: RequestTotals[] }> {
  const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
  const where = and(
    eq(requests.event_company_id, viewer.companyId),
    visibleRequests(viewer),
    ...filterConditions(filter),
  )
  const sortColumn = SORTS[filter.sort_by ?? 'request_date']
  const order = filter.sort_order === 'asc' ? asc : desc
  const { limit, offset } = pageWindow({ page: filter.page, pageSize: filter.page_size })
  const pageQuery = ctx.db
    .select()
    .from(requests)
    .where(where)
    .orderBy(order(sortColumn), order(requests.id))
    .limit(limit)
    .offset(offset)
  // The count and the totals per currency of the whole filtered set, in the page's statement.
  const groupsJson = sql`select coalesce(json_agg(g order by g.currency nulls first), '[]'::json) from (
      select ${requests.currency} as currency, count(*)::int as count,
        coalesce(sum(${requests.amount}), 0)::numeric(20, 2)::text as amount
      from ${requests} where ${where} group by ${requests.currency}) g`
  const { data, extras } = await runRequestPage(ctx.db, ctx.storage, auth.user.id, pageQuery, {
    groups: groupsJson,
  })
  const groups = (extras.groups ?? []) as { currency: string | null; count: number; amount: string }[]
  const counted = groups.reduce((sum, group) => sum + group.count, 0)
  const totals = groups.filter((group) => group.currency !== null)
  return {
    page: paginated(data, counted, { page: filter.page, pageSize: filter.page_size }, path, query),
    totals: totals.map((row) => ({ currency: row.currency as string, amount: row.amount })),
  }
}
