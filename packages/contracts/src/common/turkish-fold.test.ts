import { describe, expect, it } from 'vitest'
import { foldTurkish } from './turkish-fold'

describe('foldTurkish', () => {
  it('lower-cases the Turkish way, then folds to ASCII', () => {
    expect(foldTurkish('İSTANBUL')).toBe('istanbul')
    expect(foldTurkish('ISPARTA')).toBe('isparta')
    expect(foldTurkish('Işık Şirketi')).toBe('isik sirketi')
    expect(foldTurkish('ĞÜÖÇŞ ğüöçş')).toBe('guocs guocs')
    expect(foldTurkish('Çağdaş Öztürk')).toBe('cagdas ozturk')
  })

  it('drops other accents and tidies spaces', () => {
    expect(foldTurkish('  Café   Crème  ')).toBe('cafe creme')
    expect(foldTurkish('Hâkim Kâtip')).toBe('hakim katip')
  })

  it('finds the same form for every spelling of a name', () => {
    const forms = ['Anadolu Şirketler Grubu', 'ANADOLU ŞİRKETLER GRUBU', 'anadolu sirketler grubu']
    expect(new Set(forms.map(foldTurkish)).size).toBe(1)
  })
})
