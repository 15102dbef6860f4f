import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime } from './dates'

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
