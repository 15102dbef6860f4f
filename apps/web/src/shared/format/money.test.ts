import { describe, expect, it } from 'vitest'
import { formatDecimalCount, formatDecimalMoney, formatMoneyValue, parseDecimalInput } from './money'

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

describe('money and numbers follow the language', () => {
  it('writes English notation in English and Turkish notation in Turkish', () => {
    expect(formatDecimalMoney('1234.56', 'TRY', 'en')).toBe('1,234.56 TRY')
    expect(formatDecimalMoney('1234.56', 'TRY', 'tr')).toBe('1.234,56 TRY')
    expect(formatDecimalMoney('-1234567.005', null, 'en')).toBe('-1,234,567.01')
    expect(formatDecimalMoney('0.5', 'EUR', 'en')).toBe('0.50 EUR')
    expect(formatDecimalCount('1250.5', 'en')).toBe('1,250.5')
    expect(formatDecimalCount('1250.5', 'tr')).toBe('1.250,5')
  })

  it('takes numbers and strings alike and shows nothing for what is not a number', () => {
    expect(formatMoneyValue(1234.5, 'USD', 'en')).toBe('1,234.50 USD')
    expect(formatMoneyValue('1234.5', 'USD', 'tr')).toBe('1.234,50 USD')
    expect(formatMoneyValue('123456789012345678.125', null, 'en')).toBe('123,456,789,012,345,678.13')
    expect(formatMoneyValue('abc', 'TRY', 'en')).toBe('')
    expect(formatMoneyValue(null, 'TRY', 'en')).toBe('')
    expect(formatMoneyValue('', 'TRY', 'en')).toBe('')
  })

  it('reads English grouping in English, Turkish decimals in either', () => {
    expect(parseDecimalInput('1,234.50', 'en')).toBe('1234.50')
    expect(parseDecimalInput('1,500', 'en')).toBe('1500')
    expect(parseDecimalInput('1,500', 'tr')).toBe('1.500')
    expect(parseDecimalInput('1234,5', 'en')).toBe('1234.5')
    expect(parseDecimalInput('12.5', 'en')).toBe('12.5')
  })
})
