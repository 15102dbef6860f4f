import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { applyFilterChange, filterQuery, listQuery, parseFilters, presetRange } from './bizdev-filters'

const today = dayjs('2026-11-22')

describe('bizdev filters in the URL', () => {
  it('starts the board at events from twelve months ago, without an end', () => {
    const filters = parseFilters(new URLSearchParams(), today)
    expect(filters).toMatchObject({ view: 'board', dateFrom: '2025-11-22', dateTo: null, page: 1 })
    expect(filterQuery(filters)).toEqual({
      responsible: undefined,
      client_id: undefined,
      date_from: '2025-11-22',
      date_to: undefined,
      search: undefined,
    })
  })

  it('keeps a cleared date filter cleared', () => {
    const cleared = applyFilterChange(new URLSearchParams(), { dateFrom: null, dateTo: null }, today)
    expect(cleared.toString()).toBe('from=')
    expect(parseFilters(cleared, today)).toMatchObject({ dateFrom: null, dateTo: null })
  })

  it('writes every filter and goes back to page 1 on a change', () => {
    let params = applyFilterChange(new URLSearchParams('page=3'), { page: 3 }, today)
    params = applyFilterChange(
      params,
      {
        view: 'list',
        responsible: 'team|2',
        clientId: 7,
        search: ' kongre ',
        dateFrom: '2026-01-01',
        dateTo: '2026-03-31',
      },
      today,
    )
    const filters = parseFilters(params, today)
    expect(filters).toMatchObject({
      view: 'list',
      responsible: 'team|2',
      clientId: 7,
      search: 'kongre',
      dateFrom: '2026-01-01',
      dateTo: '2026-03-31',
      page: 1,
    })
    params = applyFilterChange(params, { stages: [3], sortBy: 'lead_value', sortOrder: 'asc' }, today)
    expect(listQuery(parseFilters(params, today))).toMatchObject({
      stages: '3',
      sort_by: 'lead_value',
      sort_order: 'asc',
      client_id: 7,
      responsible: 'team|2',
    })
  })

  it('has the date shortcuts', () => {
    expect(presetRange('thisMonth', today)).toEqual(['2026-11-01', '2026-11-30'])
    expect(presetRange('nextMonth', today)).toEqual(['2026-12-01', '2026-12-31'])
    expect(presetRange('thisQuarter', today)).toEqual(['2026-10-01', '2026-12-31'])
    expect(presetRange('thisYear', today)).toEqual(['2026-01-01', '2026-12-31'])
    expect(presetRange('lastYear', today)).toEqual(['2025-01-01', '2025-12-31'])
    expect(presetRange('last12Months', today)).toEqual(['2025-11-22', '2026-11-22'])
  })
})
