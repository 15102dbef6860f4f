import { describe, expect, it } from 'vitest'
import {
  changeFilters,
  DEFAULT_PROJECT_FILTERS,
  filtersFromSearch,
  projectListQuery,
  searchFromFilters,
} from './project-list-filters'

describe('project list filters', () => {
  it('starts with the spec defaults: PREP, OPERATION, PRECLOSE by starts_at ascending, 20 a page', () => {
    const filters = filtersFromSearch(new URLSearchParams())
    expect(filters).toEqual(DEFAULT_PROJECT_FILTERS)
    expect(projectListQuery(filters)).toEqual({
      paginate: 1,
      page: 1,
      page_size: 20,
      sort_by: 'starts_at',
      sort_order: 'asc',
      statuses: 'PREP,OPERATION,PRECLOSE',
      responsible: undefined,
      client_id: undefined,
      date_from: undefined,
      date_to: undefined,
      search: undefined,
    })
  })

  it('keeps the defaults out of the URL', () => {
    expect(searchFromFilters(DEFAULT_PROJECT_FILTERS).toString()).toBe('')
    const reordered = {
      ...DEFAULT_PROJECT_FILTERS,
      statuses: [...DEFAULT_PROJECT_FILTERS.statuses].reverse(),
    }
    expect(searchFromFilters(reordered).toString()).toBe('')
  })

  it('round-trips every filter through the URL', () => {
    const filters = {
      statuses: ['LEAD' as const, 'CLOSED' as const],
      responsible: 'team|4',
      clientId: 12,
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      search: 'kongre',
      sortBy: 'name' as const,
      sortOrder: 'desc' as const,
      page: 3,
    }
    const params = searchFromFilters(filters)
    expect(params.get('statuses')).toBe('LEAD,CLOSED')
    expect(filtersFromSearch(new URLSearchParams(params.toString()))).toEqual(filters)
  })

  it('ignores what it cannot read', () => {
    const filters = filtersFromSearch(
      new URLSearchParams(
        'statuses=PREP,NOPE&responsible=boss&client=-2&date_from=yesterday&sort_by=password&sort_order=up&page=0',
      ),
    )
    expect(filters).toEqual({ ...DEFAULT_PROJECT_FILTERS, statuses: ['PREP'] })
  })

  it('asks for every status when none is picked', () => {
    const query = projectListQuery({ ...DEFAULT_PROJECT_FILTERS, statuses: [] })
    expect(query.statuses).toBe('LEAD,PREP,OPERATION,PRECLOSE,CLOSED,POSTPONED,CANCELLED,COMPETITION')
    expect(filtersFromSearch(new URLSearchParams('statuses=')).statuses).toEqual([])
  })

  it('goes back to page 1 when a filter changes, not when the page does', () => {
    const onPage3 = { ...DEFAULT_PROJECT_FILTERS, page: 3 }
    expect(changeFilters(onPage3, { search: 'x' }).page).toBe(1)
    expect(changeFilters(onPage3, { sortBy: 'name', sortOrder: 'asc' }).page).toBe(1)
    expect(changeFilters(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 })
  })

  it('exports without paging', () => {
    const query = projectListQuery({ ...DEFAULT_PROJECT_FILTERS, search: ' otel ' }, false)
    expect(query).not.toHaveProperty('page')
    expect(query).not.toHaveProperty('paginate')
    expect(query.search).toBe('otel')
  })
})
