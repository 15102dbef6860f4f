import { describe, expect, it } from 'vitest'
import { previousPeriod, yearBefore } from './sales-reports.service'

describe('the periods a report compares with', () => {
  it('the period before: as many whole months, else as many days', () => {
    expect(previousPeriod({ from: '2013-01-01', to: '2013-12-31' })).toEqual({
      from: '2012-01-01',
      to: '2012-12-31',
    })
    expect(previousPeriod({ from: '2026-04-01', to: '2026-06-30' })).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    })
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    })
    expect(previousPeriod({ from: '2026-03-10', to: '2026-03-19' })).toEqual({
      from: '2026-02-28',
      to: '2026-03-09',
    })
  })

  it('the year before, a leap day falling back to the 28th', () => {
    expect(yearBefore({ from: '2026-01-01', to: '2026-12-31' })).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    })
    expect(yearBefore({ from: '2024-02-29', to: '2024-03-31' })).toEqual({
      from: '2023-02-28',
      to: '2023-03-31',
    })
  })
})
