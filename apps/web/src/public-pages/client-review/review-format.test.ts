import { roundForDisplay } from '@ajanda/contracts/budget-calc'
import { BUDGET_COMMENT_MAX } from '@ajanda/contracts/budgets.contract'
import { describe, expect, it } from 'vitest'
import { REVIEW_COMMENT_MAX } from './client-review.api'
import { contrastWithWhite, NEUTRAL_ACCENT, reviewAccent } from './review-colours'
import { formatCount, formatMoney, roundMoney } from './review-format'

describe('roundMoney', () => {
  it('rounds as the exports do (budget-calc’s roundForDisplay)', () => {
    const samples = [
      '0',
      '1.005',
      '1.004999',
      '2.5',
      '999.995',
      '99999999999999.9951',
      '-1.005',
      '-0.004',
      '0.125',
      '1234567.8912',
      '10',
      '0.0050',
    ]
    for (const sample of samples) expect(roundMoney(sample), sample).toBe(roundForDisplay(sample))
  })

  it('refuses what is not a decimal', () => {
    expect(roundMoney('abc')).toBeNull()
    expect(formatMoney('1e5', 'TRY')).toBe('')
  })
})

describe('formatMoney', () => {
  it('writes Turkish notation with the currency code', () => {
    expect(formatMoney('1234567.891', 'TRY')).toBe('1.234.567,89 TRY')
    expect(formatMoney('50', 'EUR')).toBe('50,00 EUR')
    expect(formatMoney('-1234.5', 'USD')).toBe('-1.234,50 USD')
    expect(formatMoney('1234567.891', 'TRY', 'en')).toBe('1,234,567.89 TRY')
    expect(formatMoney('-1234.5', 'USD', 'en')).toBe('-1,234.50 USD')
  })
})

describe('formatCount', () => {
  it('keeps only the decimals a count has', () => {
    expect(formatCount('2.0000', 'tr')).toBe('2')
    expect(formatCount('1.5', 'tr')).toBe('1,5')
    expect(formatCount('1.5', 'en')).toBe('1.5')
  })
})

describe('reviewAccent', () => {
  it('takes the company colour only when white reads on it at AA', () => {
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1)
    expect(contrastWithWhite('#000')).toBeCloseTo(21)
    expect(reviewAccent({ main_color: '#1F4E79', secondary_color: null })).toBe('#1F4E79')
    // A pale yellow main colour falls to a dark secondary one, then to the neutral grey.
    expect(reviewAccent({ main_color: '#FFD966', secondary_color: '1F4E79' })).toBe('#1F4E79')
    expect(reviewAccent({ main_color: '#FFD966', secondary_color: '#9DC3E6' })).toBe(NEUTRAL_ACCENT)
    expect(reviewAccent({ main_color: 'red', secondary_color: null })).toBe(NEUTRAL_ACCENT)
    expect(contrastWithWhite(NEUTRAL_ACCENT)).toBeGreaterThan(4.5)
  })
})

it('says the contract’s comment limit', () => {
  expect(REVIEW_COMMENT_MAX).toBe(BUDGET_COMMENT_MAX)
})
