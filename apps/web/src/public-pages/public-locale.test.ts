import { describe, expect, it } from 'vitest'
import { publicLocale } from './public-locale'

describe('publicLocale', () => {
  it('follows the link’s ?locale first', () => {
    expect(publicLocale(new URLSearchParams('locale=en'), ['tr-TR'])).toBe('en')
    expect(publicLocale(new URLSearchParams('locale=tr'), ['en-US'])).toBe('tr')
  })

  it('else the browser’s first language we speak, else Turkish', () => {
    expect(publicLocale(new URLSearchParams(), ['de-DE', 'en-GB', 'tr'])).toBe('en')
    expect(publicLocale(new URLSearchParams('locale=fr'), ['tr-TR'])).toBe('tr')
    expect(publicLocale(new URLSearchParams(), ['de-DE'])).toBe('tr')
    expect(publicLocale(new URLSearchParams(), [])).toBe('tr')
  })
})
