import { describe, expect, it } from 'vitest'
import { canonicalDecimal } from './decimal'
import { resolveLocale } from './locale'

describe('resolveLocale', () => {
  it('defaults to Turkish and understands English', () => {
    expect(resolveLocale(undefined)).toBe('tr')
    expect(resolveLocale('en')).toBe('en')
    expect(resolveLocale('EN-us')).toBe('en')
    expect(resolveLocale('de')).toBe('tr')
    expect(resolveLocale(['en'])).toBe('tr')
  })
})

describe('canonicalDecimal', () => {
  it('drops trailing zeros without touching the value', () => {
    expect(canonicalDecimal('0.2000')).toBe('0.2')
    expect(canonicalDecimal('1500.0000')).toBe('1500')
    expect(canonicalDecimal('0.1')).toBe('0.1')
  })
})
