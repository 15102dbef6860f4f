import { describe, expect, it } from 'vitest'
import { earliestEnd, endAfterStartChange, endMinDate, endMinTime } from './date-time-pair'

describe('the date-time pair rule (admin-area.md)', () => {
  it('clears the end when the new start is at or after it, keeps it otherwise', () => {
    const end = '2026-03-02T11:00:00+03:00'
    expect(endAfterStartChange('2026-03-02T10:00:00+03:00', end)).toBe(end)
    expect(endAfterStartChange('2026-03-02T11:00:00+03:00', end)).toBeNull()
    expect(endAfterStartChange('2026-03-02T12:15:00+03:00', end)).toBeNull()
    expect(endAfterStartChange(null, end)).toBe(end)
    expect(endAfterStartChange('2026-03-02T10:00:00+03:00', null)).toBeNull()
  })

  it('offers ends from 15 minutes after the start', () => {
    expect(earliestEnd('2026-03-02T10:00:00')?.format('HH:mm')).toBe('10:15')
    expect(earliestEnd(null)).toBeNull()
  })

  it('limits the end’s times on the start’s day only, and its days from the start’s day', () => {
    expect(endMinTime('2026-03-02T10:00:00', '2026-03-02T12:00:00')).toBe('10:15:00')
    expect(endMinTime('2026-03-02T10:00:00', '2026-03-03T12:00:00')).toBe('06:00:00')
    expect(endMinTime(null, '2026-03-02T12:00:00')).toBe('06:00:00')
    expect(endMinDate('2026-03-02T10:00:00')).toBe('2026-03-02')
    expect(endMinDate(null)).toBeUndefined()
  })
})
