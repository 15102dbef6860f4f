import { LEAD_SORT_COLUMNS } from '@ajanda/contracts/projects.contract'
import dayjs from 'dayjs'
import type { QueryParams } from '../../shared/api/api-client'

export type LeadSortColumn = (typeof LEAD_SORT_COLUMNS)[number]
export type BizdevView = 'board' | 'list'

/** The filters of /bizdev, kept in the URL and shared by the board and the list. */
export interface BizdevFilters {
  view: BizdevView
  responsible: string | null
  clientId: number | null
  dateFrom: string | null
  dateTo: string | null
  search: string
  /** The list view only: the stages shown (from a column's "+N daha"). */
  stages: number[]
  sortBy: LeadSortColumn
  sortOrder: 'asc' | 'desc'
  page: number
}

const ISO = 'YYYY-MM-DD'
export const LEAD_LIST_PAGE_SIZE = 20

/** The board's default: events from twelve months ago onward. */
export function defaultDateFrom(today: dayjs.Dayjs = dayjs()): string {
  return today.subtract(12, 'month').format(ISO)
}

const isIso = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value)

/**
 * Reads the filters from the query string. No `from` means the default date filter; an empty `from`
 * means the user cleared it.
 */
export function parseFilters(params: URLSearchParams, today: dayjs.Dayjs = dayjs()): BizdevFilters {
  const from = params.get('from')
  const to = params.get('to')
  const sort = params.get('sort')
  const clientId = Number(params.get('client'))
  const page = Number(params.get('page'))
  return {
    view: params.get('view') === 'list' ? 'list' : 'board',
    responsible: params.get('responsible') || null,
    clientId: Number.isInteger(clientId) && clientId > 0 ? clientId : null,
    dateFrom: from === null ? defaultDateFrom(today) : isIso(from) ? from : null,
    dateTo: isIso(to) ? to : null,
    search: params.get('q') ?? '',
    stages: (params.get('stages') ?? '')
      .split(',')
      .filter((part) => part !== '')
      .map(Number)
      .filter((stage) => Number.isInteger(stage) && stage >= 0 && stage <= 14),
    sortBy: LEAD_SORT_COLUMNS.includes(sort as LeadSortColumn) ? (sort as LeadSortColumn) : 'updated_at',
    sortOrder: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** Writes a change into the query string; any filter change goes back to page 1. */
export function applyFilterChange(
  params: URLSearchParams,
  change: Partial<BizdevFilters>,
  today: dayjs.Dayjs = dayjs(),
): URLSearchParams {
  const next = new URLSearchParams(params)
  const set = (key: string, value: string | null) => {
    if (value === null || value === '') next.delete(key)
    else next.set(key, value)
  }
  if ('view' in change) set('view', change.view === 'list' ? 'list' : null)
  if ('responsible' in change) set('responsible', change.responsible ?? null)
  if ('clientId' in change) set('client', change.clientId ? String(change.clientId) : null)
  if ('dateFrom' in change || 'dateTo' in change) {
    const from = 'dateFrom' in change ? (change.dateFrom ?? null) : parseFilters(params, today).dateFrom
    const to = 'dateTo' in change ? (change.dateTo ?? null) : parseFilters(params, today).dateTo
    if (from === defaultDateFrom(today) && to === null) next.delete('from')
    else next.set('from', from ?? '')
    set('to', to)
  }
  if ('search' in change) set('q', change.search?.trim() || null)
  if ('stages' in change) set('stages', change.stages?.length ? change.stages.join(',') : null)
  if ('sortBy' in change) set('sort', change.sortBy ?? null)
  if ('sortOrder' in change) set('order', change.sortOrder ?? null)
  if ('page' in change) set('page', change.page && change.page > 1 ? String(change.page) : null)
  else next.delete('page')
  return next
}

/** GET /leads query of the filters (both views). */
export function filterQuery(filters: BizdevFilters): QueryParams {
  return {
    responsible: filters.responsible ?? undefined,
    client_id: filters.clientId ?? undefined,
    date_from: filters.dateFrom ?? undefined,
    date_to: filters.dateTo ?? undefined,
    search: filters.search.trim() || undefined,
  }
}

export function listQuery(filters: BizdevFilters): QueryParams {
  return {
    ...filterQuery(filters),
    stages: filters.stages.length ? filters.stages.join(',') : undefined,
    sort_by: filters.sortBy,
    sort_order: filters.sortOrder,
    page: filters.page,
    page_size: LEAD_LIST_PAGE_SIZE,
  }
}

export const DATE_PRESETS = [
  'thisMonth',
  'nextMonth',
  'thisQuarter',
  'thisYear',
  'lastYear',
  'last12Months',
] as const
export type DatePreset = (typeof DATE_PRESETS)[number]

/** The range shortcuts of the date filter. */
export function presetRange(preset: DatePreset, today: dayjs.Dayjs = dayjs()): [string, string] {
  const range = (from: dayjs.Dayjs, to: dayjs.Dayjs): [string, string] => [from.format(ISO), to.format(ISO)]
  switch (preset) {
    case 'thisMonth':
      return range(today.startOf('month'), today.endOf('month'))
    case 'nextMonth': {
      const next = today.add(1, 'month')
      return range(next.startOf('month'), next.endOf('month'))
    }
    case 'thisQuarter': {
      const start = today.month(Math.floor(today.month() / 3) * 3).startOf('month')
      return range(start, start.add(2, 'month').endOf('month'))
    }
    case 'thisYear':
      return range(today.startOf('year'), today.endOf('year'))
    case 'lastYear': {
      const last = today.subtract(1, 'year')
      return range(last.startOf('year'), last.endOf('year'))
    }
    case 'last12Months':
      return range(today.subtract(12, 'month'), today)
  }
}
