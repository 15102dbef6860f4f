import Decimal from 'decimal.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addCents, compareCents, fromCents, toCents } from './money-cents'

describe('money in cents', () => {
  it('reads and writes amounts of at most two places exactly', () => {
    expect(toCents('1234.5')).toBe(123450n)
    expect(toCents('-0.05')).toBe(-5n)
    expect(toCents('99999999999999.99')).toBe(9999999999999999n)
    expect(fromCents(-5n)).toBe('-0.05')
    expect(fromCents(0n)).toBe('0.00')
    expect(() => toCents('1.005')).toThrow()
    expect(() => toCents('1e5')).toThrow()
  })

  it('sums and orders as decimal.js does', () => {
    const amount = fc
      .tuple(fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }))
      .map(([cents]) => new Decimal(cents.toString()).dividedBy(100).toFixed(2))
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 30 }), fc.array(amount, { maxLength: 30 }), (a, b) => {
        const sums = [a, b].map((list) => {
          const map = new Map<string, bigint>()
          for (const value of list) addCents(map, 'TRY', value)
          return map.get('TRY') ?? 0n
        })
        const decimals = [a, b].map((list) => list.reduce((sum, value) => sum.plus(value), new Decimal(0)))
        expect(sums.map(fromCents)).toEqual(decimals.map((sum) => sum.toFixed(2)))
        expect(compareCents(sums[0] ?? 0n, sums[1] ?? 0n)).toBe(
          (decimals[0] as Decimal).comparedTo(decimals[1] as Decimal),
        )
      }),
    )
  })
})
