import { describe, expect, it } from 'vitest'
import { formatDecimalCount, formatDecimalMoney, parseDecimalInput } from './money'

describe('money text', () => {
  it('shows Turkish notation with 2 decimals, rounded half-up without floats', () => {
    expect(formatDecimalMoney('1234.5')).toBe('1.234,50')
    expect(formatDecimalMoney('1234567.005', 'TRY')).toBe('1.234.567,01 TRY')
    expect(formatDecimalMoney('-0.004')).toBe('0,00')
    expect(formatDecimalMoney('-1500')).toBe('-1.500,00')
    expect(formatDecimalMoney('123456789012345678.125')).toBe('123.456.789.012.345.678,13')
    expect(formatDecimalMoney('')).toBe('')
  })

  it('shows counts with the decimals they have', () => {
    expect(formatDecimalCount('2.0000')).toBe('2')
    expect(formatDecimalCount('1.5000')).toBe('1,5')
    expect(formatDecimalCount('1250')).toBe('1.250')
  })

  it('reads what people type', () => {
    expect(parseDecimalInput('1.234,50')).toBe('1234.50')
    expect(parseDecimalInput('1234,5')).toBe('1234.5')
    expect(parseDecimalInput('1234.50')).toBe('1234.50')
    expect(parseDecimalInput('12,')).toBe('12')
    expect(parseDecimalInput('1.000.000')).toBe('1000000')
    expect(parseDecimalInput('abc')).toBeNull()
    expect(parseDecimalInput('')).toBeNull()
  })
})
