import type { RequestType } from '@ajanda/contracts/approvals.contract'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import {
  FORM_OF_REQUEST_TYPE,
  type RequestStatus,
  type RequestSummary,
} from '@ajanda/contracts/requests.contract'
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { pageWindow, paginated } from '../../platform/pagination'
import type { AuthState } from '../../platform/request-context'
import type { FileStorage } from '../../platform/storage'
import { clients } from '../clients/clients.table'
import { expenseSources } from '../definitions/definitions.table'
import { loadViewer } from '../projects/project-access'
import { projects } from '../projects/projects.table'
import { suppliers } from '../suppliers/suppliers.table'
import { pictureUrl } from '../users/me-view'
import { users } from '../users/users.table'
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

/** The outer row's column, spelled out: drizzle leaves single-table selects unqualified. */
const outer = (column: string) => sql.raw(`"requests"."${column}"`)
const nameOf = <T>(column: SQL, table: SQL, id: SQL) =>
  sql<T>`(select ${column} from ${table} where id = ${id})`
/**
 * The names a list row shows, as scalar subqueries rather than joins: PostgreSQL planned the seven-way
 * join in 3 ms (more than running it); these plan in 0.4 ms and each is one primary-key lookup.
 */
const summaryColumns = {
  request: requests,
  requester_name: sql<string>`(select u.full_name from ${users} u where u.id = ${outer('requester_id')})`,
  requester_picture: sql<
    string | null
  >`(select u.profile_picture from ${users} u where u.id = ${outer('requester_id')})`,
  project_code: nameOf<string | null>(sql`p.code`, sql`${projects} p`, sql`${outer('project_id')}`),
  project_name: nameOf<string | null>(sql`p.name`, sql`${projects} p`, sql`${outer('project_id')}`),
  supplier_code: nameOf<string | null>(sql`s.code`, sql`${suppliers} s`, sql`${outer('supplier_id')}`),
  supplier_name: nameOf<string | null>(sql`s.name`, sql`${suppliers} s`, sql`${outer('supplier_id')}`),
  client_code: nameOf<string | null>(sql`c.code`, sql`${clients} c`, sql`${outer('client_id')}`),
  client_name: nameOf<string | null>(sql`c.name`, sql`${clients} c`, sql`${outer('client_id')}`),
  source_name: nameOf<string | null>(sql`e.name`, sql`${expenseSources} e`, sql`${outer('source_id')}`),
  replaced_by_id: sql<
    number | null
  >`(select n.id from ${requests} n where n.replaces_id = ${outer('id')})`.mapWith(
    (value: string | number | null) => (value == null ? null : Number(value)),
  ),
}

/** One row per request with the names a list shows. */
export function summaryQuery(db: DbOrTx, where: SQL | undefined) {
  return db.select(summaryColumns).from(requests).where(where)
}
export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number]

export interface Person {
  id: number
  full_name: string
  profile_picture_full: string | null
}

/** The people a set of rows names (waiting_for), in one query. */
export async function peopleById(
  db: DbOrTx,
  storage: FileStorage,
  ids: Iterable<number>,
): Promise<Map<number, Person>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, full_name: users.full_name, profile_picture: users.profile_picture })
    .from(users)
    .where(inArray(users.id, unique))
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        full_name: row.full_name,
        profile_picture_full: pictureUrl(storage, row.profile_picture),
      },
    ]),
  )
}

const iso = (value: Date | null) => (value ? value.toISOString() : null)
const ref = (id: number | null, code: string | null, name: string | null) =>
  id != null && code != null && name != null ? { id, code, name } : null

/** A list row as the contract says; `viewerId` decides the three flags. */
export function toSummary(
  row: SummaryRow,
  people: ReadonlyMap<number, Person>,
  storage: FileStorage,
  viewerId: number,
  approvedSteps = 0,
): RequestSummary {
  const r = row.request
  const type = r.request_type as RequestType
  const mine = r.requester_id === viewerId
  return {
    id: r.id,
    request_type: type,
    form: FORM_OF_REQUEST_TYPE[type],
    status: r.status as RequestStatus,
    requester: {
      id: r.requester_id,
      full_name: row.requester_name,
      profile_picture_full: pictureUrl(storage, row.requester_picture),
    },
    project: ref(r.project_id, row.project_code, row.project_name),
    supplier: ref(r.supplier_id, row.supplier_code, row.supplier_name),
    client: ref(r.client_id, row.client_code, row.client_name),
    source:
      r.source_id != null && row.source_name != null ? { id: r.source_id, name: row.source_name } : null,
    currency: r.currency,
    amount: r.amount,
    request_date: r.request_date,
    starts_at: iso(r.starts_at),
    ends_at: iso(r.ends_at),
    note: r.note,
    replaces_id: r.replaces_id,
    replaced_by_id: row.replaced_by_id,
    current_step: r.status === 'PENDING' ? r.current_step : null,
    step_count: r.step_count,
    waiting_for: r.waiting_for.flatMap((id) => {
      const person = people.get(id)
      return person ? [person] : []
    }),
    declined_reason: r.declined_reason,
    decided_at: iso(r.decided_at),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    // In place until the first approval (decisions.md 4): the current step is still the first.
    can_edit: mine && r.status === 'PENDING' && approvedSteps === 0 && (r.current_step ?? 1) <= 1,
    can_resubmit: mine && r.status === 'DECLINED' && row.replaced_by_id == null,
    can_decide: r.status === 'PENDING' && r.waiting_for.includes(viewerId),
  }
}

/**
 * The summary query of a page of ids as a named prepared statement: joining six tables cost PostgreSQL
 * more to plan (3 ms) than to run; prepared, each pooled connection plans it once. One per database.
 */
const preparedSummaries = new WeakMap<object, ReturnType<typeof prepareSummaries>>()
function prepareSummaries(db: DbOrTx) {
  return summaryQuery(db, sql`${requests.id} = any(${sql.placeholder('ids')}::bigint[])`).prepare(
    'requests_summary_rows',
  )
}

/** The summary rows of `ids`, in the order of `ids`. */
export async function summaryRowsInOrder(db: DbOrTx, ids: readonly number[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return []
  let prepared = preparedSummaries.get(db)
  if (!prepared) {
    prepared = prepareSummaries(db)
    preparedSummaries.set(db, prepared)
  }
  const rows = (await prepared.execute({ ids: [...ids] })) as SummaryRow[]
  const byId = new Map(rows.map((row) => [row.request.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [row] : []
  })
}

/** Rows to summaries: the waiting people in one query. */
export async function summariesOf(
  db: DbOrTx,
  storage: FileStorage,
  rows: readonly SummaryRow[],
  viewerId: number,
): Promise<RequestSummary[]> {
  const people = await peopleById(
    db,
    storage,
    rows.flatMap((row) => row.request.waiting_for),
  )
  return rows.map((row) => toSummary(row, people, storage, viewerId))
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
  // The page's ids first (an index-only read of the list index), then the names of those rows only.
  // The page's ids (an index-only read of the list index), and in one pass the count and the totals per
  // currency of the whole filtered set; then the names of the page's rows only.
  const [pageIds, groups] = await Promise.all([
    ctx.db
      .select({ id: requests.id })
      .from(requests)
      .where(where)
      .orderBy(order(sortColumn), order(requests.id))
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({
        currency: requests.currency,
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${requests.amount}), 0)::numeric(20, 2)::text`,
      })
      .from(requests)
      .where(where)
      .groupBy(requests.currency)
      .orderBy(asc(requests.currency)),
  ])
  const counted = groups.reduce((sum, group) => sum + group.count, 0)
  const totals = groups.filter((group) => group.currency !== null)
  const rows = await summaryRowsInOrder(
    ctx.db,
    pageIds.map((row) => row.id),
  )
  const data = await summariesOf(ctx.db, ctx.storage, rows, auth.user.id)
  return {
    page: paginated(data, counted, { page: filter.page, pageSize: filter.page_size }, path, query),
    totals: totals.map((row) => ({ currency: row.currency as string, amount: row.amount })),
  }
}
