import { describe, expect, it } from 'vitest'
import { formatDateRange, parseCalendarDay } from './date-range'

describe('formatDateRange', () => {
  it('says one day once', () => {
    expect(formatDateRange('2026-03-12', '2026-03-12', 'tr')).toBe('12 Mart 2026')
    expect(formatDateRange('2026-03-12', '2026-03-12', 'en')).toBe('12 March 2026')
  })

  it('shares the month and year within a month', () => {
    expect(formatDateRange('2026-03-12', '2026-03-14', 'tr')).toBe('12–14 Mart 2026')
    expect(formatDateRange('2026-03-12', '2026-03-14', 'en')).toBe('12–14 March 2026')
  })

  it('shares the year within a year', () => {
    expect(formatDateRange('2026-03-28', '2026-04-02', 'tr')).toBe('28 Mart – 2 Nisan 2026')
    expect(formatDateRange('2026-03-28', '2026-04-02', 'en')).toBe('28 March – 2 April 2026')
  })

  it('writes both dates in full across years', () => {
    expect(formatDateRange('2026-12-28', '2027-01-02', 'tr')).toBe('28 Aralık 2026 – 2 Ocak 2027')
    expect(formatDateRange('2026-12-28', '2027-01-02', 'en')).toBe('28 December 2026 – 2 January 2027')
  })

  it('treats the dates as calendar days, never shifted by a time zone', () => {
    // Midnight UTC is the previous evening west of Greenwich; the day must not move.
    expect(formatDateRange('2026-01-01', '2026-01-01', 'tr')).toBe('1 Ocak 2026')
    expect(formatDateRange('2026-03-31T23:30:00-05:00', '2026-04-01T00:10:00+03:00', 'en')).toBe(
      '31 March – 1 April 2026',
    )
  })

  it('uses the Turkish letters of the month names', () => {
    expect(formatDateRange('2026-02-01', '2026-08-31', 'tr')).toBe('1 Şubat – 31 Ağustos 2026')
  })

  it('copes with a missing or unreadable end or start', () => {
    expect(formatDateRange('2026-03-12', null, 'tr')).toBe('12 Mart 2026')
    expect(formatDateRange('2026-03-12', 'soon', 'tr')).toBe('12 Mart 2026')
    expect(formatDateRange(null, '2026-03-14', 'en')).toBe('14 March 2026')
    expect(formatDateRange(undefined, '', 'tr')).toBe('')
  })
})

describe('parseCalendarDay', () => {
  it('reads the date part only', () => {
    expect(parseCalendarDay('2026-03-12T22:00:00Z')).toEqual({ year: 2026, month: 3, day: 12 })
    expect(parseCalendarDay('2026-13-01')).toBeNull()
    expect(parseCalendarDay('12.03.2026')).toBeNull()
  })
})
