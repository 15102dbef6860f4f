import type { Paginated } from '@ajanda/contracts/common/pagination'

export interface PageRequest {
  page: number
  pageSize: number
}

/** LIMIT and OFFSET of a page, for the list query. */
export function pageWindow({ page, pageSize }: PageRequest): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize }
}

/** Laravel's link window (UrlWindow with onEachSide 3): page numbers, with '...' for the gaps. */
export function pageNumbers(current: number, last: number, onEachSide = 3): (number | '...')[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
  if (last < onEachSide * 2 + 8) return range(1, last)
  const window = onEachSide + 4
  if (current <= window) return [...range(1, window + onEachSide), '...', last - 1, last]
  if (current > last - window) return [1, 2, '...', ...range(last - (window + (onEachSide - 1)), last)]
  return [1, 2, '...', ...range(current - onEachSide, current + onEachSide), '...', last - 1, last]
}

/**
 * Laravel's length-aware paginator from one page of rows and the total count. Link URLs repeat the
 * list's other query parameters; a page past the end has no rows and null from/to, as in Laravel.
 */
export function paginated<T>(
  rows: T[],
  total: number,
  request: PageRequest,
  path: string,
  query: Record<string, unknown> = {},
): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(total / request.pageSize))
  const urlOf = (page: number) => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query)) {
      if (key === 'page' || value === undefined || value === null || value === '') continue
      params.set(key, String(value))
    }
    params.set('page', String(page))
    return `${path}?${params.toString()}`
  }
  const from = rows.length > 0 ? (request.page - 1) * request.pageSize + 1 : null
  const to = from === null ? null : from + rows.length - 1
  const links = [
    { url: request.page > 1 ? urlOf(request.page - 1) : null, label: '&laquo; Previous', active: false },
    ...pageNumbers(request.page, lastPage).map((page) =>
      page === '...'
        ? { url: null, label: '...', active: false }
        : { url: urlOf(page), label: String(page), active: page === request.page },
    ),
    { url: request.page < lastPage ? urlOf(request.page + 1) : null, label: 'Next &raquo;', active: false },
  ]
  return {
    data: rows,
    current_page: request.page,
    per_page: request.pageSize,
    total,
    from,
    to,
    last_page: lastPage,
    links,
  }
}
