import { describe, expect, it } from 'vitest'
import { pngLogo } from './budget-export.fixture'
import {
  exportFileName,
  formatCount,
  formatDate,
  formatMoney,
  formatPercent,
  subtract,
} from './export-format'
import { exportColors, normalizeHex, readLogo, textColorOn } from './export-style'

describe('export formatting', () => {
  it('formats money from the exact string, half-up to 2 decimals', () => {
    expect(formatMoney('1234.565', 'TRY', 'tr')).toBe('1.234,57 ₺')
    expect(formatMoney('1234567.8', 'EUR', 'tr')).toBe('1.234.567,80 EUR')
    expect(formatMoney('0.004', 'TRY', 'tr')).toBe('0,00 ₺')
    expect(formatMoney('-0.001', 'TRY', 'tr')).toBe('0,00 ₺')
    expect(formatMoney('-1500', 'TRY', 'tr')).toBe('-1.500,00 ₺')
    expect(formatMoney('1234.5', 'TRY', 'en')).toBe('₺1,234.50')
    expect(formatMoney('-1234.5', 'GBP', 'en')).toBe('-£1,234.50')
    expect(formatMoney('99999999999999.995', 'CHF', 'en')).toBe('CHF 100,000,000,000,000.00')
  })

  it('formats counts, percents and dates in the language', () => {
    expect(formatCount('2.50', 'tr')).toBe('2,5')
    expect(formatCount('1200', 'en')).toBe('1,200')
    expect(formatPercent('0.1', 'tr')).toBe('%10,00')
    expect(formatPercent('0.12345', 'en')).toBe('12.345%')
    expect(subtract('100.10', '0.2')).toBe('99.9')
    expect(formatDate('2026-03-02T21:30:00Z', 'Europe/Istanbul', 'tr')).toBe('03 Mart 2026')
    expect(formatDate('2026-03-02T21:30:00Z', 'Not/AZone', 'en')).toBe('02 March 2026')
  })

  it('names files in ASCII, safe for a Content-Disposition header', () => {
    expect(exportFileName('Şişli İĞNE "Ödül"/Çay; 2026', 'tr', null, 'xlsx')).toBe(
      'sisli-igne-odul-cay-2026-tr.xlsx',
    )
    expect(exportFileName('Bütçe', 'en', 'internal', 'pdf')).toBe('butce-internal-en.pdf')
    expect(exportFileName('«»', 'tr', null, 'pdf')).toBe('butce-tr.pdf')
    expect(exportFileName('a'.repeat(300), 'en', null, 'xlsx')).toHaveLength(80 + '-en.xlsx'.length)
  })
})

describe('export style', () => {
  it('accepts hex colours only and picks a legible text colour', () => {
    expect(normalizeHex('abc')).toBe('#AABBCC')
    expect(normalizeHex(' #7a1f3d ')).toBe('#7A1F3D')
    expect(normalizeHex('red')).toBeNull()
    expect(exportColors(null, 'nope')).toMatchObject({ main: '#1F3A5F', on_main: '#FFFFFF' })
    expect(textColorOn('#FFEB3B')).toBe('#1A1A1A')
  })

  it('reads the size of PNG and JPEG logos and refuses anything else', () => {
    expect(readLogo(pngLogo(300, 100))).toMatchObject({ kind: 'png', width: 300, height: 100 })
    const jpeg = Buffer.from([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0x00,
      0x10,
      ...Buffer.alloc(14),
      0xff,
      0xc0,
      0x00,
      0x11,
      0x08,
      0x00,
      0x40,
      0x00,
      0xc8,
      0x03,
    ])
    expect(readLogo(jpeg)).toMatchObject({ kind: 'jpeg', width: 200, height: 64 })
    expect(readLogo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(readLogo(null)).toBeNull()
  })
})
