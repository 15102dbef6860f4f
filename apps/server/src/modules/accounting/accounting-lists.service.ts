import {
  ACCOUNTING_SORTS,
  type AccountingKind,
  type AccountingListQuery,
  type AccountingRow,
  type CurrencyTotal,
  INVOICE_LIST_KINDS,
  INVOICE_STATUSES,
  type InvoiceStatus,
  isRequestKind,
  PAYMENT_LIST_KINDS,
  REQUEST_KIND_TYPES,
  type RequestKind,
} from '@ajanda/contracts/accounting.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import type { RequestStatus } from '@ajanda/contracts/requests.contract'
import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import { pageWindow, paginated } from '../../platform/pagination'
import type { AuthState } from '../../platform/request-context'
import { visibleProjects } from '../projects/project-access'
import { listRequests, type RequestListFilter } from '../requests/request-list'
import { createScopeOptionsService } from '../users/scope-options.service'
import { createAccountingRepository, paidOfInvoice } from './accounting.repository'
import { invoicePayments, invoices } from './accounting.table'
import { type InvoiceAccess, invoiceAccess } from './invoice-access'
import { runInvoicePage, runPaymentPage } from './invoice-page-statement'
import { invoiceSummary, money, paymentView } from './invoice-view'

export interface AccountingPage {
  paginator: Paginated<AccountingRow>
  total: CurrencyTotal[]
}

/** What a list is asked for, after the URL: the kind, the filters, and a project when under /project. */
interface ListRequest {
  kind: AccountingKind
  query: AccountingListQuery
  projectId?: number
  path: string
}

const statusCondition = (status: InvoiceStatus): SQL => {
  if (status === 'UNPAID') return sql`${paidOfInvoice} <= 0`
  if (status === 'PAID') return sql`${paidOfInvoice} >= ${invoices.total}`
  return sql`${paidOfInvoice} > 0 and ${paidOfInvoice} < ${invoices.total}`
}
const isInvoiceStatus = (value: string | undefined): value is InvoiceStatus =>
  (INVOICE_STATUSES as readonly string[]).includes(value ?? '')

const INVOICE_SORTS = {
  invoice_date: invoices.invoice_date,
  due_date: invoices.due_date,
  number: invoices.number,
  total: invoices.total,
  created_at: invoices.created_at,
} as const
const PAYMENT_SORTS = {
  paid_at: invoicePayments.paid_at,
  amount: invoicePayments.amount,
  created_at: invoicePayments.created_at,
} as const

const pick = <T extends string>(allowed: readonly T[], value: string | undefined, fallback: T): T =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback

/**
 * The nine accounting lists (staff-app.md 3 and 7): request kinds come from the requests module with its
 * visibility; invoices and payments from here, each page with the sums of the whole filtered set per
 * currency. Another company's project answers 404.
 */
export function createAccountingListsService(ctx: AppContext) {
  const repo = createAccountingRepository(ctx.db)
  const scopes = createScopeOptionsService(ctx)

  /** The picked requester as user ids (403 outside the caller's scope); no value means no filter. */
  const requesterIds = async (auth: AuthState, value: string | undefined, locale: Locale) =>
    value && value !== 'all' ? scopes.userIdsFor(auth, value, locale) : null

  function invoiceConditions(
    access: InvoiceAccess,
    req: ListRequest,
    ids: number[] | null,
    party: SQL | undefined,
  ) {
    const { query } = req
    return and(
      eq(invoices.event_company_id, access.viewer.companyId),
      access.visible,
      req.projectId
        ? eq(invoices.project_id, req.projectId)
        : query.project_id
          ? eq(invoices.project_id, query.project_id)
          : undefined,
      party,
      ids ? inArray(invoices.created_by, ids.length ? ids : [0]) : undefined,
    )
  }

  async function invoicePage(auth: AuthState, req: ListRequest, locale: Locale, limitAll?: number) {
    const kind = INVOICE_LIST_KINDS[req.kind as keyof typeof INVOICE_LIST_KINDS]
    const { query } = req
    const access = await invoiceAccess(ctx.db, auth, ctx.sessions.scopes)
    const ids = await requesterIds(auth, query.requester, locale)
    const partyColumn = kind === 'PURCHASE' ? invoices.supplier_id : invoices.client_id
    const where = and(
      invoiceConditions(access, req, ids, query.party_id ? eq(partyColumn, query.party_id) : undefined),
      eq(invoices.kind, kind),
      isInvoiceStatus(query.status) ? statusCondition(query.status) : undefined,
      query.date_from ? gte(invoices.invoice_date, query.date_from) : undefined,
      query.date_to ? lte(invoices.invoice_date, query.date_to) : undefined,
    )
    const sortBy = INVOICE_SORTS[pick(ACCOUNTING_SORTS.invoice, query.sort_by, 'invoice_date')]
    const order = query.sort_order === 'asc' ? asc : desc
    const page = limitAll
      ? { limit: limitAll, offset: 0 }
      : pageWindow({ page: query.page, pageSize: query.page_size })
    const pageQuery = ctx.db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(order(sortBy), order(invoices.id))
      .limit(page.limit)
      .offset(page.offset)
    const { rows, count, totals } = await runInvoicePage(ctx.db, pageQuery, where)
    return { rows: rows.map(invoiceSummary), count, totals }
  }

  async function paymentPage(auth: AuthState, req: ListRequest, locale: Locale, limitAll?: number) {
    const kind = PAYMENT_LIST_KINDS[req.kind as keyof typeof PAYMENT_LIST_KINDS]
    const { query } = req
    const access = await invoiceAccess(ctx.db, auth, ctx.sessions.scopes)
    const ids = await requesterIds(auth, query.requester, locale)
    const partyColumn = kind === 'PURCHASE' ? invoices.supplier_id : invoices.client_id
    const where = and(
      invoiceConditions(access, req, null, query.party_id ? eq(partyColumn, query.party_id) : undefined),
      eq(invoices.kind, kind),
      ids ? inArray(invoicePayments.created_by, ids.length ? ids : [0]) : undefined,
      query.date_from ? gte(invoicePayments.paid_at, query.date_from) : undefined,
      query.date_to ? lte(invoicePayments.paid_at, query.date_to) : undefined,
    )
    const sortBy = PAYMENT_SORTS[pick(ACCOUNTING_SORTS.payment, query.sort_by, 'paid_at')]
    const order = query.sort_order === 'asc' ? asc : desc
    const page = limitAll
      ? { limit: limitAll, offset: 0 }
      : pageWindow({ page: query.page, pageSize: query.page_size })
    const pageQuery = ctx.db
      .select({
        ...getTableColumns(invoicePayments),
        invoice_kind: sql`${invoices.kind}`.as('invoice_kind'),
        invoice_number: sql`${invoices.number}`.as('invoice_number'),
        invoice_currency: sql`${invoices.currency}`.as('invoice_currency'),
        supplier_id: sql`${invoices.supplier_id}`.as('supplier_id'),
        client_id: sql`${invoices.client_id}`.as('client_id'),
        project_id: sql`${invoices.project_id}`.as('project_id'),
      })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoice_id))
      .where(where)
      .orderBy(order(sortBy), order(invoicePayments.id))
      .limit(page.limit)
      .offset(page.offset)
    const { rows, count, totals } = await runPaymentPage(ctx.db, pageQuery, where)
    return { rows: rows.map((row) => paymentView(row, row.invoice)), count, totals }
  }

  function requestFilter(req: ListRequest, ids: number[] | null, limitAll?: number): RequestListFilter {
    const { query } = req
    const kind = req.kind as RequestKind
    const party = query.party_id
    const supplierSide = kind === 'cc_requests' || kind === 'payment_requests'
    return {
      types: [REQUEST_KIND_TYPES[kind]],
      status: (['PENDING', 'APPROVED', 'DECLINED'] as const).includes(query.status as RequestStatus)
        ? (query.status as RequestStatus)
        : undefined,
      project_id: req.projectId ?? query.project_id,
      supplier_id: supplierSide ? party : undefined,
      client_id: kind === 'sales_invoice_requests' ? party : undefined,
      requester_ids: ids,
      date_from: query.date_from,
      date_to: query.date_to,
      page: limitAll ? 1 : query.page,
      page_size: limitAll ?? query.page_size,
      sort_by: pick(ACCOUNTING_SORTS.request, query.sort_by, 'request_date'),
      sort_order: query.sort_order,
    }
  }

  /** Every row of the filtered list (an export), up to `limit`. */
  async function rowsOf(auth: AuthState, req: ListRequest, locale: Locale, limit: number) {
    if (isRequestKind(req.kind)) {
      const ids = await requesterIds(auth, req.query.requester, locale)
      const { page, totals } = await listRequests(ctx, auth, requestFilter(req, ids, limit), req.path)
      return { rows: page.data as AccountingRow[], totals }
    }
    const result =
      req.kind in INVOICE_LIST_KINDS
        ? await invoicePage(auth, req, locale, limit)
        : await paymentPage(auth, req, locale, limit)
    return { rows: result.rows as AccountingRow[], totals: result.totals }
  }

  async function list(auth: AuthState, req: ListRequest, locale: Locale): Promise<AccountingPage> {
    const { query } = req
    const pageRequest = { page: query.page, pageSize: query.page_size }
    const links = { ...query, locale: undefined }
    if (isRequestKind(req.kind)) {
      const ids = await requesterIds(auth, query.requester, locale)
      const { page, totals } = await listRequests(ctx, auth, requestFilter(req, ids), req.path, links)
      return {
        paginator: page as Paginated<AccountingRow>,
        total: totals.map((t) => ({ currency: t.currency, amount: money(t.amount) })),
      }
    }
    const result =
      req.kind in INVOICE_LIST_KINDS
        ? await invoicePage(auth, req, locale)
        : await paymentPage(auth, req, locale)
    return {
      paginator: paginated<AccountingRow>(result.rows, result.count, pageRequest, req.path, links),
      total: result.totals.map((t) => ({ currency: t.currency, amount: money(t.amount) })),
    }
  }

  /** A project of the caller's company that the caller sees, by code; 404 otherwise. */
  async function projectOf(auth: AuthState, code: string): Promise<number> {
    const access = await invoiceAccess(ctx.db, auth, ctx.sessions.scopes)
    const project = await repo.findProject(
      auth.user.event_company_id,
      { code },
      visibleProjects(access.viewer.visibility),
    )
    if (!project) throw new NotFoundError()
    return project.id
  }

  return { list, rowsOf, projectOf }
}
