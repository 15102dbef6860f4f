import { describe, expect, it } from 'vitest'
import { monthSplit } from './month-split'

describe('monthSplit', () => {
  it('cuts a range into its whole months and the days at its ends', () => {
    expect(monthSplit('2026-02-11', '2026-11-20')).toEqual({
      months: ['2026-03-01', '2026-10-01'],
      ends: [
        ['2026-02-11', '2026-02-28'],
        ['2026-11-01', '2026-11-20'],
      ],
    })
    expect(monthSplit('2026-01-01', '2026-12-31')).toEqual({ months: ['2026-01-01', '2026-12-01'], ends: [] })
    expect(monthSplit('2024-02-01', '2024-02-29')).toEqual({ months: ['2024-02-01', '2024-02-01'], ends: [] })
    expect(monthSplit('2025-12-15', '2026-01-31')).toEqual({
      months: ['2026-01-01', '2026-01-01'],
      ends: [['2025-12-15', '2025-12-31']],
    })
  })

  it('gives the whole range as days when it holds no whole month', () => {
    expect(monthSplit('2026-03-02', '2026-03-31')).toEqual({
      months: null,
      ends: [['2026-03-02', '2026-03-31']],
    })
    expect(monthSplit('2026-03-15', '2026-04-10')).toEqual({
      months: null,
      ends: [['2026-03-15', '2026-04-10']],
    })
    expect(monthSplit('2026-03-05', '2026-03-05')).toEqual({
      months: null,
      ends: [['2026-03-05', '2026-03-05']],
    })
    expect(monthSplit('2026-03-06', '2026-03-05')).toEqual({ months: null, ends: [] })
  })
})
