import { describe, expect, it } from 'vitest'
import { cleanFileName, FILE_NAME_MAX_CHARS } from './file-names'

describe('cleanFileName', () => {
  it('keeps an ordinary Turkish name as it is', () => {
    expect(cleanFileName('Teklif Şubat 2027.pdf')).toBe('Teklif Şubat 2027.pdf')
  })

  it('drops bidi overrides and isolates, so a name shows what it is', () => {
    expect(cleanFileName('fatura\u202Efdp.exe')).toBe('faturafdp.exe')
    expect(cleanFileName('\u2066rapor\u2069.pdf')).toBe('rapor.pdf')
  })

  it('drops control and zero-width characters and keeps the last path segment', () => {
    expect(cleanFileName('C:\\Users\\ali\\fi\u0000ş\u200B.jpg')).toBe('fiş.jpg')
    expect(cleanFileName('../../etc/passwd')).toBe('passwd')
    expect(cleanFileName('..\u00a0.gizli.txt')).toBe('gizli.txt')
    expect(cleanFileName('satır\r\nkırılımı.txt')).toBe('satır kırılımı.txt')
  })

  it('refuses a name with nothing usable left', () => {
    expect(cleanFileName('\u200B\u202E')).toBeNull()
    expect(cleanFileName('uploads/')).toBeNull()
    expect(cleanFileName('...')).toBeNull()
  })

  it('bounds the length and keeps the extension', () => {
    const cleaned = cleanFileName(`${'ş'.repeat(400)}.xlsx`)
    expect(cleaned).toHaveLength(FILE_NAME_MAX_CHARS)
    expect(cleaned?.endsWith('ş.xlsx')).toBe(true)
  })
})
