import {
  DEFAULT_PROJECT_LIST_STATUSES,
  PROJECT_SORT_COLUMNS,
  STATUS_GROUPS,
  type StatusGroup,
} from '@ajanda/contracts/projects.contract'

export const PROJECT_PAGE_SIZE = 20
export type ProjectSortColumn = (typeof PROJECT_SORT_COLUMNS)[number]

/** What the project list shows; every field lives in the page's URL (shareable, back button). */
export interface ProjectListFilters {
  statuses: StatusGroup[]
  /** The scoped user picker's value (`all`, `division|3`, `user|7`); null for none. */
  responsible: string | null
  /** The client's id. */
  clientId: number | null
  dateFrom: string | null
  dateTo: string | null
  search: string
  sortBy: ProjectSortColumn
  sortOrder: 'asc' | 'desc'
  page: number
}

export const DEFAULT_PROJECT_FILTERS: ProjectListFilters = {
  statuses: [...DEFAULT_PROJECT_LIST_STATUSES],
  responsible: null,
  clientId: null,
  dateFrom: null,
  dateTo: null,
  search: '',
  sortBy: 'starts_at',
  sortOrder: 'asc',
  page: 1,
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const SCOPE_VALUE = /^(all|(division|team|user)\|\d+)$/

const positiveInt = (value: string | null): number | null => {
  if (!value || !/^\d{1,9}$/.test(value)) return null
  const number = Number(value)
  return number >= 1 ? number : null
}

/** The URL's search parameters to filters; anything missing or unreadable takes its default. */
export function filtersFromSearch(params: URLSearchParams): ProjectListFilters {
  const rawStatuses = params.get('statuses')
  const statuses =
    rawStatuses === null
      ? [...DEFAULT_PROJECT_LIST_STATUSES]
      : STATUS_GROUPS.filter((group) => rawStatuses.split(',').includes(group))
  const sortBy = params.get('sort_by')
  const responsible = params.get('responsible')
  const from = params.get('date_from')
  const to = params.get('date_to')
  return {
    statuses,
    responsible: responsible && SCOPE_VALUE.test(responsible) ? responsible : null,
    clientId: positiveInt(params.get('client')),
    dateFrom: from && ISO_DAY.test(from) ? from : null,
    dateTo: to && ISO_DAY.test(to) ? to : null,
    search: (params.get('search') ?? '').slice(0, 100),
    sortBy: (PROJECT_SORT_COLUMNS as readonly string[]).includes(sortBy ?? '')
      ? (sortBy as ProjectSortColumn)
      : DEFAULT_PROJECT_FILTERS.sortBy,
    sortOrder: params.get('sort_order') === 'desc' ? 'desc' : 'asc',
    page: positiveInt(params.get('page')) ?? 1,
  }
}

const sameStatuses = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value))

/** Filters to search parameters, leaving out what equals the default (a clean /projects URL). */
export function searchFromFilters(filters: ProjectListFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (!sameStatuses(filters.statuses, DEFAULT_PROJECT_FILTERS.statuses))
    params.set('statuses', filters.statuses.join(','))
  if (filters.responsible) params.set('responsible', filters.responsible)
  if (filters.clientId) params.set('client', String(filters.clientId))
  if (filters.dateFrom) params.set('date_from', filters.dateFrom)
  if (filters.dateTo) params.set('date_to', filters.dateTo)
  if (filters.search.trim()) params.set('search', filters.search.trim())
  if (filters.sortBy !== DEFAULT_PROJECT_FILTERS.sortBy) params.set('sort_by', filters.sortBy)
  if (filters.sortOrder !== DEFAULT_PROJECT_FILTERS.sortOrder) params.set('sort_order', filters.sortOrder)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

/**
 * A change of any filter but the page goes back to page 1; a page change keeps the rest.
 */
export function changeFilters(
  current: ProjectListFilters,
  change: Partial<ProjectListFilters>,
): ProjectListFilters {
  if (Object.keys(change).length === 1 && 'page' in change) return { ...current, ...change }
  return { ...current, page: 1, ...change }
}

/**
 * The query string of GET /projects (and, without the page, of /projects/export). No status picked
 * means every status group, not the defaults.
 */
export function projectListQuery(filters: ProjectListFilters, includePaging = true) {
  const statuses = filters.statuses.length > 0 ? filters.statuses : [...STATUS_GROUPS]
  return {
    ...(includePaging ? { paginate: 1, page: filters.page, page_size: PROJECT_PAGE_SIZE } : {}),
    sort_by: filters.sortBy,
    sort_order: filters.sortOrder,
    statuses: statuses.join(','),
    responsible: filters.responsible ?? undefined,
    client_id: filters.clientId ?? undefined,
    date_from: filters.dateFrom ?? undefined,
    date_to: filters.dateTo ?? undefined,
    search: filters.search.trim() || undefined,
  }
}
