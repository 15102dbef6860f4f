import { describe, expect, it } from 'vitest'
import { drawable, turnoverTargetPoints, yoyPoints } from './chart-data'

const month = (month: string, turnover: string, target: string | null) => ({
  month,
  turnover,
  buy: '0.00',
  profit: turnover,
  profit_ratio: null,
  events: 1,
  target,
  target_ratio: null,
})

describe('chart data', () => {
  it('draws decimal strings as numbers and nothing for a missing value', () => {
    expect(drawable('1250000.50')).toBe(1250000.5)
    expect(drawable(null)).toBeNull()
    expect(drawable('')).toBeNull()
    expect(drawable('abc')).toBeNull()
  })

  it('puts turnover and target side by side per month, a month without target drawing no target', () => {
    const points = turnoverTargetPoints(
      [month('2026-01', '1000.00', '1500.00'), month('2026-02', '0.00', null)],
      'en',
    )
    expect(points).toEqual([
      { label: 'Jan 26', values: [1000, 1500] },
      { label: 'Feb 26', values: [0, null] },
    ])
  })

  it('puts this period and last year side by side', () => {
    const points = yoyPoints(
      [
        {
          month: '2026-03',
          previous_month: '2025-03',
          turnover: '200.00',
          previous_turnover: '150.00',
          events: 2,
          previous_events: 1,
          growth: '0.3333',
        },
      ],
      'tr',
    )
    expect(points).toEqual([{ label: 'Mar 26', values: [200, 150] }])
  })
})
