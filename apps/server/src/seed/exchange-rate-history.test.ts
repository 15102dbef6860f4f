import { describe, expect, it } from 'vitest'
import { daysBefore, exchangeRateHistory, todayIn } from './exchange-rate-history'

describe('exchange rate history', () => {
  const spec = { currency: 'USD', today: '48.9120', monthlyRise: 0.014 }

  it('ends today at the given rate, one row per day, oldest first', () => {
    const rows = exchangeRateHistory(spec, '2026-03-01', 30)
    expect(rows).toHaveLength(30)
    expect(rows.at(-1)).toEqual({ currency: 'USD', rate_date: '2026-03-01', rate: '48.9120' })
    expect(rows[0]?.rate_date).toBe('2026-01-31')
    expect(new Set(rows.map((r) => r.rate_date)).size).toBe(30)
  })

  it('rises over the month within a plausible band, with four decimals', () => {
    const rows = exchangeRateHistory(spec, '2026-03-01', 30)
    for (const row of rows) expect(row.rate).toMatch(/^\d+\.\d{4}$/)
    const first = Number(rows[0]?.rate)
    expect(first).toBeLessThan(48.912)
    expect(first).toBeGreaterThan(48.912 * 0.97)
  })

  it('is deterministic', () => {
    expect(exchangeRateHistory(spec, '2026-03-01')).toEqual(exchangeRateHistory(spec, '2026-03-01'))
  })

  it('counts days across month and leap-year ends', () => {
    expect(daysBefore('2028-03-01', 1)).toBe('2028-02-29')
    expect(daysBefore('2026-01-01', 1)).toBe('2025-12-31')
  })

  it("takes today's date in the company's time zone", () => {
    // 22:30 UTC is already the next day in İstanbul (UTC+3).
    const late = new Date('2026-06-30T22:30:00Z')
    expect(todayIn('Europe/Istanbul', late)).toBe('2026-07-01')
    expect(todayIn('UTC', late)).toBe('2026-06-30')
  })
})
