import { describe, expect, it } from 'vitest'
import {
  approvalsQuery,
  approvesFiltersFromSearch,
  changeApprovesFilters,
  DEFAULT_APPROVES_FILTERS,
  hasApprovesFilter,
  writeApprovesFilters,
} from './approves-filters'

describe('approves filters', () => {
  it('reads the defaults from an empty URL: the waiting tab, page 1', () => {
    expect(approvesFiltersFromSearch(new URLSearchParams())).toEqual(DEFAULT_APPROVES_FILTERS)
  })

  it('reads every filter and drops unreadable ones', () => {
    const filters = approvesFiltersFromSearch(
      new URLSearchParams(
        'tab=mine&status=DECLINED&request_type=EXPENSE&date_from=2026-01-01&date_to=bad&page=3',
      ),
    )
    expect(filters).toEqual({
      tab: 'mine',
      status: 'DECLINED',
      requestType: 'EXPENSE',
      dateFrom: '2026-01-01',
      dateTo: null,
      page: 3,
    })
    expect(approvesFiltersFromSearch(new URLSearchParams('tab=all&status=x&request_type=y')).tab).toBe(
      'waiting',
    )
  })

  it('writes only what differs from the defaults and keeps the open request', () => {
    const params = writeApprovesFilters(new URLSearchParams('request=41'), {
      ...DEFAULT_APPROVES_FILTERS,
      status: 'PENDING',
    })
    expect(params.toString()).toBe('request=41&status=PENDING')
  })

  it('goes back to page 1 on a new tab or filter, not on a page change', () => {
    const onPage3 = { ...DEFAULT_APPROVES_FILTERS, page: 3 }
    expect(changeApprovesFilters(onPage3, { tab: 'decided' }).page).toBe(1)
    expect(changeApprovesFilters(onPage3, { page: 4 }).page).toBe(4)
  })

  it('builds the query of GET /approvals', () => {
    expect(approvalsQuery({ ...DEFAULT_APPROVES_FILTERS, requestType: 'CC_REQUEST' })).toEqual({
      tab: 'waiting',
      status: undefined,
      request_type: 'CC_REQUEST',
      date_from: undefined,
      date_to: undefined,
      page: 1,
      page_size: 20,
    })
    expect(hasApprovesFilter(DEFAULT_APPROVES_FILTERS)).toBe(false)
    expect(hasApprovesFilter({ ...DEFAULT_APPROVES_FILTERS, dateFrom: '2026-01-01' })).toBe(true)
  })
})
