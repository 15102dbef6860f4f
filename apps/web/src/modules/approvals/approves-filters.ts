import { REQUEST_TYPES, type RequestType } from '@ajanda/contracts/approvals.contract'
import {
  APPROVAL_TABS,
  type ApprovalTab,
  REQUEST_STATUSES,
  type RequestStatus,
} from '@ajanda/contracts/requests.contract'
import type { ApprovalsListQuery } from './approves.api'

export const APPROVES_PAGE_SIZE = 20

/** What /approves shows; every field lives in the URL (shareable, back button, notification links). */
export interface ApprovesFilters {
  tab: ApprovalTab
  status: RequestStatus | null
  requestType: RequestType | null
  dateFrom: string | null
  dateTo: string | null
  page: number
}

export const DEFAULT_APPROVES_FILTERS: ApprovesFilters = {
  tab: 'waiting',
  status: null,
  requestType: null,
  dateFrom: null,
  dateTo: null,
  page: 1,
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null
const day = (value: string | null) => (value && ISO_DAY.test(value) ? value : null)

export function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null
  const number = Number(value)
  return number >= 1 ? number : null
}

/** The URL to filters; anything missing or unreadable takes its default. */
export function approvesFiltersFromSearch(params: URLSearchParams): ApprovesFilters {
  return {
    tab: oneOf(APPROVAL_TABS, params.get('tab')) ?? DEFAULT_APPROVES_FILTERS.tab,
    status: oneOf(REQUEST_STATUSES, params.get('status')),
    requestType: oneOf(REQUEST_TYPES, params.get('request_type')),
    dateFrom: day(params.get('date_from')),
    dateTo: day(params.get('date_to')),
    page: positiveInt(params.get('page')) ?? 1,
  }
}

/**
 * Filters into the URL, leaving defaults out. Other parameters (the open request's `request`) are kept.
 */
export function writeApprovesFilters(params: URLSearchParams, filters: ApprovesFilters): URLSearchParams {
  const next = new URLSearchParams(params)
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key))
  set('tab', filters.tab === DEFAULT_APPROVES_FILTERS.tab ? null : filters.tab)
  set('status', filters.status)
  set('request_type', filters.requestType)
  set('date_from', filters.dateFrom)
  set('date_to', filters.dateTo)
  set('page', filters.page > 1 ? String(filters.page) : null)
  return next
}

/** Any change but the page's goes back to page 1 (a new tab or filter has its own pages). */
export function changeApprovesFilters(
  current: ApprovesFilters,
  change: Partial<ApprovesFilters>,
): ApprovesFilters {
  if (Object.keys(change).length === 1 && 'page' in change) return { ...current, ...change }
  return { ...current, page: 1, ...change }
}

/** Whether a filter (not the tab or the page) narrows the list: the empty state then offers to clear. */
export function hasApprovesFilter(filters: ApprovesFilters): boolean {
  return Boolean(filters.status || filters.requestType || filters.dateFrom || filters.dateTo)
}

/** GET /approvals's query string. */
export function approvalsQuery(filters: ApprovesFilters): ApprovalsListQuery {
  return {
    tab: filters.tab,
    status: filters.status ?? undefined,
    request_type: filters.requestType ?? undefined,
    date_from: filters.dateFrom ?? undefined,
    date_to: filters.dateTo ?? undefined,
    page: filters.page,
    page_size: APPROVES_PAGE_SIZE,
  }
}
