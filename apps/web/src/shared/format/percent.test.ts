import { describe, expect, it } from 'vitest'
import { fractionToPercent, percentToFraction, shiftDecimal } from './percent'

describe('percent conversion', () => {
  it('shows fractions as percentages without float noise', () => {
    expect(fractionToPercent('0.18')).toBe('18')
    expect(fractionToPercent('0.001')).toBe('0.1')
    expect(fractionToPercent('0.0725')).toBe('7.25')
    expect(fractionToPercent('1')).toBe('100')
    expect(fractionToPercent('0')).toBe('0')
  })

  it('turns typed percentages back into fractions', () => {
    expect(percentToFraction('18')).toBe('0.18')
    expect(percentToFraction('7.25')).toBe('0.0725')
    expect(percentToFraction('0.1')).toBe('0.001')
    expect(percentToFraction('100')).toBe('1')
    expect(percentToFraction('0')).toBe('0')
  })

  it('keeps the sign and leaves junk alone', () => {
    expect(shiftDecimal('-1.5', 1)).toBe('-15')
    expect(shiftDecimal('abc', 2)).toBe('abc')
  })
})
