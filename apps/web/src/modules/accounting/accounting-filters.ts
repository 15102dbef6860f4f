import {
  ACCOUNTING_KINDS,
  ACCOUNTING_SORTS,
  type AccountingKind,
  INVOICE_STATUSES,
  isRequestKind,
  parseAccountingKind,
} from '@ajanda/contracts/accounting.contract'
import { REQUEST_STATUSES } from '@ajanda/contracts/requests.contract'

export const ACCOUNTING_PAGE_SIZE = 20
export const DEFAULT_ACCOUNTING_KIND: AccountingKind = ACCOUNTING_KINDS[0]

/** What an accounting list shows; every field lives in the page's URL (shareable, back button). */
export interface AccountingFilters {
  status: string | null
  projectId: number | null
  /** The supplier or the client, by the list's side (see partySide). */
  partyId: number | null
  /** The scoped user picker's value (`all`, `division|3`, `user|7`); null for none. */
  requester: string | null
  dateFrom: string | null
  dateTo: string | null
  /** Null: the list's own default (newest first by its date). */
  sortBy: string | null
  sortOrder: 'asc' | 'desc'
  page: number
}

export const DEFAULT_ACCOUNTING_FILTERS: AccountingFilters = {
  status: null,
  projectId: null,
  partyId: null,
  requester: null,
  dateFrom: null,
  dateTo: null,
  sortBy: null,
  sortOrder: 'desc',
  page: 1,
}

export type RowFamily = 'request' | 'invoice' | 'payment'
export function rowFamily(kind: AccountingKind): RowFamily {
  if (isRequestKind(kind)) return 'request'
  return kind === 'payments' || kind === 'payments_received' ? 'payment' : 'invoice'
}

/** The statuses a list filters by: a request's decision, an invoice's payment state; payments none. */
export function statusesOf(kind: AccountingKind): readonly string[] {
  const family = rowFamily(kind)
  if (family === 'request') return REQUEST_STATUSES
  return family === 'invoice' ? INVOICE_STATUSES : []
}

/** Which party a list filters by: suppliers on the purchase side, clients on the sales side. */
export function partySide(kind: AccountingKind): 'supplier' | 'client' | null {
  if (['purchase_invoices', 'payments', 'cc_requests', 'payment_requests'].includes(kind)) return 'supplier'
  if (['sales_invoices', 'payments_received', 'sales_invoice_requests'].includes(kind)) return 'client'
  return null
}

export const sortColumnsOf = (kind: AccountingKind): readonly string[] => ACCOUNTING_SORTS[rowFamily(kind)]

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const SCOPE_VALUE = /^(all|(division|team|user)\|\d+)$/
const positiveInt = (value: string | null): number | null => {
  if (!value || !/^\d{1,9}$/.test(value)) return null
  const number = Number(value)
  return number >= 1 ? number : null
}

/** /accounting?kind=…: the list shown (the first one when missing or unknown). */
export function kindFromSearch(params: URLSearchParams): AccountingKind {
  return parseAccountingKind(params.get('kind') ?? '') ?? DEFAULT_ACCOUNTING_KIND
}

/** The URL's search parameters to filters; anything missing, unreadable or not for this kind takes its default. */
export function filtersFromSearch(params: URLSearchParams, kind: AccountingKind): AccountingFilters {
  const status = params.get('status')
  const requester = params.get('requester')
  const from = params.get('date_from')
  const to = params.get('date_to')
  const sortBy = params.get('sort_by')
  return {
    status: status && statusesOf(kind).includes(status) ? status : null,
    projectId: positiveInt(params.get('project')),
    partyId: partySide(kind) ? positiveInt(params.get('party')) : null,
    requester: requester && SCOPE_VALUE.test(requester) ? requester : null,
    dateFrom: from && ISO_DAY.test(from) ? from : null,
    dateTo: to && ISO_DAY.test(to) ? to : null,
    sortBy: sortBy && sortColumnsOf(kind).includes(sortBy) ? sortBy : null,
    sortOrder: params.get('sort_order') === 'asc' ? 'asc' : 'desc',
    page: positiveInt(params.get('page')) ?? 1,
  }
}

/** Filters to search parameters, leaving out defaults; `kind` is written on /accounting only. */
export function searchFromFilters(filters: AccountingFilters, kind?: AccountingKind): URLSearchParams {
  const params = new URLSearchParams()
  if (kind) params.set('kind', kind)
  if (filters.status) params.set('status', filters.status)
  if (filters.projectId) params.set('project', String(filters.projectId))
  if (filters.partyId) params.set('party', String(filters.partyId))
  if (filters.requester) params.set('requester', filters.requester)
  if (filters.dateFrom) params.set('date_from', filters.dateFrom)
  if (filters.dateTo) params.set('date_to', filters.dateTo)
  if (filters.sortBy) params.set('sort_by', filters.sortBy)
  if (filters.sortOrder !== DEFAULT_ACCOUNTING_FILTERS.sortOrder) params.set('sort_order', filters.sortOrder)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

/** A change of any filter but the page goes back to page 1; a page change keeps the rest. */
export function changeFilters(
  current: AccountingFilters,
  change: Partial<AccountingFilters>,
): AccountingFilters {
  if (Object.keys(change).length === 1 && 'page' in change) return { ...current, ...change }
  return { ...current, page: 1, ...change }
}

/** The query string of GET /accounting/{kind} (and, without the page, of its export). */
export function accountingListQuery(filters: AccountingFilters, includePaging = true) {
  return {
    ...(includePaging ? { page: filters.page, page_size: ACCOUNTING_PAGE_SIZE } : {}),
    sort_by: filters.sortBy ?? undefined,
    sort_order: filters.sortOrder,
    status: filters.status ?? undefined,
    project_id: filters.projectId ?? undefined,
    party_id: filters.partyId ?? undefined,
    requester: filters.requester ?? undefined,
    date_from: filters.dateFrom ?? undefined,
    date_to: filters.dateTo ?? undefined,
  }
}
export type AccountingListParams = ReturnType<typeof accountingListQuery>
