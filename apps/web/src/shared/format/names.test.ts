import { describe, expect, it } from 'vitest'
import { firstName, initials } from './names'

describe('names', () => {
  it('takes the first word for the greeting', () => {
    expect(firstName('  Ayşe Nur Yılmaz ')).toBe('Ayşe')
    expect(firstName('')).toBe('')
  })

  it('makes Turkish-aware initials', () => {
    expect(initials('ilker işık')).toBe('İİ')
    expect(initials('Mehmet')).toBe('M')
  })
})
