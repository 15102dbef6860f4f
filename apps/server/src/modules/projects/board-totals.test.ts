import { describe, expect, it } from 'vitest'
import { createConverter, stageTotals } from './board-totals'
import { changedFields, formatProjectRef, yearIn } from './project-values'
import { shortDecimal } from './project-view'

describe('board totals', () => {
  const rates = new Map([
    ['EUR', '40'],
    ['USD', '32'],
  ])
  it('converts TRY-based rates into the company currency; a currency without a rate counts 1:1', () => {
    const toTry = createConverter('TRY', rates)
    expect(toTry('10', 'EUR').toString()).toBe('400')
    expect(toTry('10', null).toString()).toBe('10')
    expect(toTry('10', 'GBP').toString()).toBe('10')
    const toEur = createConverter('EUR', rates)
    expect(toEur('400', 'TRY').toString()).toBe('10')
    expect(toEur('40', 'USD').toString()).toBe('32')
    expect(createConverter('GBP', rates)('5', 'EUR').toString()).toBe('5')
  })
  it('adds the groups of each stage and rounds half-up to 2 decimals', () => {
    const totals = stageTotals(
      [
        { stage: 1, currency: 'TRY', count: 2, total: '0.005' },
        { stage: 1, currency: 'EUR', count: 1, total: '1' },
        { stage: 3, currency: null, count: 4, total: null },
      ],
      createConverter('TRY', rates),
    )
    expect(totals.get(1)).toEqual({ count: 3, total: '40.01' })
    expect(totals.get(3)).toEqual({ count: 4, total: '0.00' })
  })
})

describe('project references and edits', () => {
  it('formats prefix, year and a 3-digit sequence', () => {
    expect(formatProjectRef('KE', 2026, 7)).toBe('KE-2026-007')
    expect(formatProjectRef('KE', 2026, 1234)).toBe('KE-2026-1234')
  })
  it('takes the year in the company time zone', () => {
    expect(yearIn('Europe/Istanbul', new Date('2026-12-31T22:30:00Z'))).toBe(2027)
    expect(yearIn('UTC', new Date('2026-12-31T22:30:00Z'))).toBe(2026)
  })
  it('names the form fields an edit changes', () => {
    const existing = {
      name: 'A',
      starts_at: '2027-01-01',
      ends_at: '2027-01-02',
      lead_value: '10.0000',
      languages: ['tr'],
    }
    const fields = changedFields(existing as never, {
      name: 'A',
      starts_at: '2027-01-01',
      ends_at: '2027-01-03',
      lead_value: '10',
      languages: ['tr', 'en'],
    })
    expect(fields).toEqual(['dates', 'languages'])
  })
})

describe('decimals from the database', () => {
  it('drop trailing zeros like canonicalDecimal', () => {
    expect(shortDecimal('1000.0000')).toBe('1000')
    expect(shortDecimal('2500.5000')).toBe('2500.5')
    expect(shortDecimal('0.0500')).toBe('0.05')
    expect(shortDecimal('100')).toBe('100')
    expect(shortDecimal(null)).toBeNull()
  })
})
