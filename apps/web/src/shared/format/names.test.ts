import { describe, expect, it } from 'vitest'
import { firstName, initials, localName, personName } from './names'

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

describe('local names', () => {
  it('shows the English name in English and the name otherwise or when it has none', () => {
    const row = { name: 'Operasyon', name_en: 'Operation' }
    expect(localName(row, 'en')).toBe('Operation')
    expect(localName(row, 'tr')).toBe('Operasyon')
    expect(localName({ name: 'Kongre', name_en: null }, 'en')).toBe('Kongre')
    expect(localName({ name: 'Kongre', name_en: '  ' }, 'en')).toBe('Kongre')
    expect(localName({ name: 'Kongre' }, 'en')).toBe('Kongre')
  })
})

describe('person names', () => {
  it('names a registration without a name by its e-mail, then by the screen text', () => {
    expect(personName({ first_name: 'Ayşe', last_name: 'Kaya ', email: 'a@x.example' }, '—')).toBe(
      'Ayşe Kaya',
    )
    expect(personName({ first_name: '', last_name: ' ', email: 'a@x.example' }, '—')).toBe('a@x.example')
    expect(personName({ first_name: '', last_name: '', email: null }, 'Adsız')).toBe('Adsız')
  })
})
