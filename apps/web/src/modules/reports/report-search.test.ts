import { describe, expect, it } from 'vitest'
import { filtersFromSearch, reportNameOf, reportQuery, searchFromFilters } from './report-search'

const TODAY = '2026-05-13'
const read = (search: string) => filtersFromSearch(new URLSearchParams(search), TODAY)

describe('report URL state', () => {
  it('knows the ten report names and nothing else', () => {
    expect(reportNameOf('yoy')).toBe('yoy')
    expect(reportNameOf('invoicing-timeframes')).toBe('invoicing-timeframes')
    expect(reportNameOf('targets')).toBeNull()
    expect(reportNameOf(undefined)).toBeNull()
  })

  it('shows this year with everything in scope when the URL says nothing', () => {
    expect(read('')).toEqual({ from: '2026-01-01', to: '2026-12-31', scope: 'all' })
  })

  it('reads a range and a scope from the URL', () => {
    expect(read('from=2026-04-01&to=2026-06-30&scope=team%7C5')).toEqual({
      from: '2026-04-01',
      to: '2026-06-30',
      scope: 'team|5',
    })
  })

  it('falls back on this year for a reversed, unreadable, half or over-long range', () => {
    const thisYear = { from: '2026-01-01', to: '2026-12-31' }
    expect(read('from=2026-06-30&to=2026-04-01')).toMatchObject(thisYear)
    expect(read('from=2026-13-45&to=2026-12-31')).toMatchObject(thisYear)
    expect(read('from=2026-04-01')).toMatchObject(thisYear)
    expect(read('from=2010-01-01&to=2026-12-31')).toMatchObject(thisYear)
  })

  it('takes an unreadable scope as the caller’s whole scope', () => {
    expect(read('scope=team%7Cx').scope).toBe('all')
    expect(read('scope=company%7C1').scope).toBe('all')
  })

  it('writes the range always and the scope unless it is everything, and reads it back the same', () => {
    const filters = { from: '2026-04-01', to: '2026-06-30', scope: 'user|8' }
    const params = searchFromFilters(filters)
    expect(params.toString()).toBe('from=2026-04-01&to=2026-06-30&scope=user%7C8')
    expect(filtersFromSearch(params, TODAY)).toEqual(filters)
    expect(searchFromFilters({ ...filters, scope: 'all' }).toString()).toBe('from=2026-04-01&to=2026-06-30')
  })

  it('asks the API with from, to and scope', () => {
    expect(reportQuery({ from: '2026-01-01', to: '2026-03-31', scope: 'all' })).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      scope: 'all',
    })
  })
})
