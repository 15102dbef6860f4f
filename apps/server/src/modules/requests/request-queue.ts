import type { ApprovalsPage, ApprovalsQuery } from '@ajanda/contracts/requests.contract'
import { and, asc, desc, eq, getTableColumns, gte, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import { pageWindow, paginated } from '../../platform/pagination'
import type { AuthState } from '../../platform/request-context'
import { runRequestPage } from './request-page-statement'
import { requestSteps, requests, requestWaits } from './requests.table'

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/**
 * /approves: my requests, the ones waiting for my decision now (request_waits), and the ones I decided
 * (newest decision first) — each a page with the number waiting for me for the tab's badge. Every tab
 * is about the viewer alone, so no scope condition is needed.
 */
export async function approvalQueue(
  ctx: AppContext,
  auth: AuthState,
  query: ApprovalsQuery,
  /** The home page's "latest decisions": the mine tab narrowed to requests decided since, newest decision first. */
  options: { decidedSince?: Date } = {},
): Promise<ApprovalsPage> {
  const me = auth.user.id
  const filters = and(
    eq(requests.event_company_id, auth.user.event_company_id),
    query.status ? eq(requests.status, query.status) : undefined,
    query.request_type ? eq(requests.request_type, query.request_type) : undefined,
    query.date_from ? gte(requests.created_at, new Date(`${query.date_from}T00:00:00Z`)) : undefined,
    query.date_to ? lt(requests.created_at, new Date(`${nextDay(query.date_to)}T00:00:00Z`)) : undefined,
  ) as SQL
  const filtered = Boolean(query.status || query.request_type || query.date_from || query.date_to)
  const order = query.sort_order === 'asc' ? asc : desc
  const { limit, offset } = pageWindow({ page: query.page, pageSize: query.page_size })
  const counted = sql<number>`count(*)::int`
  const waitingCount = ctx.db
    .select({ count: counted })
    .from(requestWaits)
    .where(eq(requestWaits.user_id, me))

  // Each tab: its page (an ordered, limited select of request columns) and its total, counted in the
  // page's one statement (runRequestPage).
  let page: SQLWrapper
  let total: SQLWrapper
  if (query.tab === 'waiting') {
    const where = and(eq(requestWaits.user_id, me), filtered ? filters : undefined)
    page = ctx.db
      .select(getTableColumns(requests))
      .from(requestWaits)
      .innerJoin(requests, eq(requests.id, requestWaits.request_id))
      .where(where)
      .orderBy(order(requestWaits.created_at), order(requestWaits.request_id))
      .limit(limit)
      .offset(offset)
    total = filtered
      ? ctx.db
          .select({ count: counted })
          .from(requestWaits)
          .innerJoin(requests, eq(requests.id, requestWaits.request_id))
          .where(where)
      : waitingCount
  } else if (query.tab === 'mine') {
    const since = options.decidedSince
    const where = and(
      filters,
      eq(requests.requester_id, me),
      since ? gte(requests.decided_at, since) : undefined,
    )
    page = ctx.db
      .select()
      .from(requests)
      .where(where)
      .orderBy(order(since ? requests.decided_at : requests.created_at), order(requests.id))
      .limit(limit)
      .offset(offset)
    total = ctx.db.select({ count: counted }).from(requests).where(where)
  } else {
    const where = and(eq(requestSteps.decided_by, me), filtered ? filters : undefined)
    page = ctx.db
      .select(getTableColumns(requests))
      .from(requestSteps)
      .innerJoin(requests, eq(requests.id, requestSteps.request_id))
      .where(where)
      .orderBy(order(requestSteps.decided_at), order(requestSteps.request_id))
      .limit(limit)
      .offset(offset)
    total = (
      filtered
        ? ctx.db
            .select({ count: counted })
            .from(requestSteps)
            .innerJoin(requests, eq(requests.id, requestSteps.request_id))
        : ctx.db.select({ count: counted }).from(requestSteps)
    ).where(where)
  }
  const ownWaitingCount = query.tab === 'waiting' && !filtered
  const { data, extras } = await runRequestPage(ctx.db, ctx.storage, me, page, {
    total: sql`${total}`,
    ...(ownWaitingCount ? {} : { waiting: sql`${waitingCount}` }),
  })
  const totalCount = Number(extras.total ?? 0)
  const { locale: _locale, ...linkQuery } = query
  return {
    ...paginated(data, totalCount, { page: query.page, pageSize: query.page_size }, '/approvals', linkQuery),
    waiting_count: ownWaitingCount ? totalCount : Number(extras.waiting ?? 0),
  }
}
