import { describe, expect, it } from 'vitest'
import { formatDate, formatDateRange, formatDateTime } from './dates'

describe('date formatting', () => {
  it('writes DD MMMM YYYY in Turkish by default', () => {
    expect(formatDate('2026-03-05')).toBe('05 Mart 2026')
    expect(formatDateTime('2026-03-05T14:30:00')).toBe('05 Mart 2026 14:30')
  })

  it('follows the requested language', () => {
    expect(formatDate('2026-03-05', 'en')).toBe('05 March 2026')
  })

  it('returns an empty string for invalid input', () => {
    expect(formatDate('not a date')).toBe('')
  })
})

describe('formatDateRange', () => {
  it('shows one day once', () => {
    expect(formatDateRange('2026-03-12T09:00:00', '2026-03-12T18:00:00')).toBe('12 Mart 2026')
  })

  it('shares month and year within a month', () => {
    expect(formatDateRange('2026-03-12', '2026-03-14')).toBe('12 - 14 Mart 2026')
  })

  it('shares the year within a year', () => {
    expect(formatDateRange('2026-03-28', '2026-04-02')).toBe('28 Mart - 02 Nisan 2026')
  })

  it('writes both dates in full across years', () => {
    expect(formatDateRange('2025-12-28', '2026-01-02')).toBe('28 Aralık 2025 - 02 Ocak 2026')
  })

  it('copes with a missing end', () => {
    expect(formatDateRange('2026-03-12', null)).toBe('12 Mart 2026')
  })
})
