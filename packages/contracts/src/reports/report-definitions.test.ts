import { describe, expect, it } from 'vitest'
import {
  growth,
  isConfirmedStage,
  leadOutcome,
  money,
  type ProjectFact,
  profit,
  profitRatio,
  quarterOfMonth,
  rangeTarget,
  ratio,
  reportMonth,
  sumFacts,
  targetSums,
  winRate,
} from './report-definitions'

/**
 * A small fixture worked by hand (company currency TRY):
 *   A PREP       sell 120 000.00 buy  90 000.00  → counts: profit 30 000
 *   B CLOSED     sell  80 000.50 buy  60 000.25  → counts: profit 20 000.25
 *   C OPERATION  no budget                        → counts as an event with 0 turnover
 *   D CANCELLED  from LEAD-4, sell 50 000        → lost, no turnover
 *   E CANCELLED  from PREP, sell 40 000          → neither, no turnover
 *   F COMPETITION                                → lost
 *   G POSTPONED, sell 10 000                     → neither, no turnover
 *   H LEAD-2                                     → open
 * turnover = 120 000 + 80 000.50 = 200 000.50; buy = 150 000.25; profit = 50 000.25;
 * profit ratio = 50 000.25 / 200 000.50 = 0.250000624… → 0.2500; events 3;
 * won = A, B, C = 3; lost = D, F = 2; win rate = 3 / 5 = 0.6000; open 1.
 */
const fixture: ProjectFact[] = [
  { stage: 8, starts_at: '2026-03-02', sell: '120000.00', buy: '90000.00' },
  { stage: 11, starts_at: '2026-03-20', sell: '80000.50', buy: '60000.25' },
  { stage: 9, starts_at: '2026-04-01', sell: null, buy: null },
  { stage: 13, starts_at: '2026-04-10', sell: '50000.00', buy: '1.00', cancelled_from: 4 },
  { stage: 13, starts_at: '2026-04-11', sell: '40000.00', buy: '1.00', cancelled_from: 8 },
  { stage: 14, starts_at: '2026-05-01', sell: null, buy: null },
  { stage: 12, starts_at: '2026-05-02', sell: '10000.00', buy: '5000.00' },
  { stage: 2, starts_at: '2026-05-03', sell: null, buy: null },
]

describe('sales definitions', () => {
  it('sums the fixture as worked by hand', () => {
    expect(sumFacts(fixture)).toEqual({
      turnover: '200000.50',
      buy: '150000.25',
      profit: '50000.25',
      profit_ratio: '0.2500',
      events: 3,
      won: 3,
      lost: 2,
      open: 1,
      win_rate: '0.6000',
    })
  })

  it('sums grouped facts as the projects they stand for', () => {
    // A and B as one PREP+CLOSED group is not allowed (one stage per group): two groups of two projects.
    const grouped = sumFacts([
      { stage: 8, sell: '200.00', buy: '150.00', count: 2 },
      { stage: 14, sell: null, buy: null, count: 3 },
      { stage: 13, sell: '10.00', buy: '1.00', cancelled_from: 9, count: 4 },
    ])
    expect(grouped).toMatchObject({ turnover: '200.00', profit: '50.00', events: 2, won: 2, lost: 3 })
    expect(grouped.win_rate).toBe('0.4000')
  })

  it('sums to zero with no ratios over nothing', () => {
    expect(sumFacts([])).toEqual({
      turnover: '0.00',
      buy: '0.00',
      profit: '0.00',
      profit_ratio: null,
      events: 0,
      won: 0,
      lost: 0,
      open: 0,
      win_rate: null,
    })
  })

  it('confirms PREP to CLOSED only', () => {
    expect([...Array(15).keys()].filter(isConfirmedStage)).toEqual([8, 9, 10, 11])
  })

  it('tells won, lost, open and undecided offers apart', () => {
    expect(leadOutcome(10)).toBe('won')
    expect(leadOutcome(11)).toBe('won')
    expect(leadOutcome(0)).toBe('open')
    expect(leadOutcome(14)).toBe('lost')
    expect(leadOutcome(13, 3)).toBe('lost')
    expect(leadOutcome(13, null)).toBe('lost')
    expect(leadOutcome(13, 9)).toBeNull()
    expect(leadOutcome(12)).toBeNull()
  })

  it('counts a project in its start month', () => {
    expect(reportMonth('2026-12-31')).toBe('2026-12')
  })

  it('rounds half-up to 2 places and ratios to 4', () => {
    expect(money('0.005')).toBe('0.01')
    expect(money('-0.005')).toBe('-0.01')
    expect(profit('100.10', '40.05')).toBe('60.05')
    expect(profitRatio('1000', '750')).toBe('0.2500')
    expect(profitRatio('0', '10')).toBeNull()
    expect(ratio(1, 3)).toBe('0.3333')
    expect(ratio(2, 3)).toBe('0.6667')
    expect(winRate(0, 0)).toBeNull()
    expect(winRate(1, 3)).toBe('0.2500')
    expect(growth('150', '100')).toBe('0.5000')
    expect(growth('50', '100')).toBe('-0.5000')
    expect(growth('50', '0')).toBeNull()
  })
})

describe('targets', () => {
  it('sums quarters and the year; a quarter without targets has none', () => {
    // Jan-Mar 100 each, Apr 50, May-Jun unset, Jul-Sep unset, Oct-Dec 200 each.
    const months = [100, 100, 100, 50, null, null, null, null, null, 200, 200, 200]
    expect(targetSums(months)).toEqual({ quarters: [300, 50, null, 600], year: 950 })
    expect(targetSums(Array(12).fill(null))).toEqual({ quarters: [null, null, null, null], year: null })
  })

  it('gives a range the months it touches', () => {
    const monthly = new Map([
      ['2026-01', 100],
      ['2026-02', 200],
      ['2026-04', 400],
    ])
    expect(rangeTarget(monthly, ['2026-01', '2026-02', '2026-03'])).toBe(300)
    expect(rangeTarget(monthly, ['2026-03'])).toBeNull()
    expect(quarterOfMonth(1)).toBe(1)
    expect(quarterOfMonth(6)).toBe(2)
    expect(quarterOfMonth(12)).toBe(4)
  })
})
