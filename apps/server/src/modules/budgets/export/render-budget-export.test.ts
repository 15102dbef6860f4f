import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { budgetFixture, exportInput, pngLogo } from './budget-export.fixture'
import type { BudgetExportInput } from './budget-export-types'
import { formatAmount, percentCellValue } from './export-format'
import { buildExportDocument } from './export-rows'
import { readPdfPages } from './read-pdf-text'
import { renderBudgetExport } from './render-budget-export'
import { renderPdf } from './render-pdf'

const budget = budgetFixture()
const lines = budget.categories.flatMap((category) => category.items)

/** Every amount the client must never see: buy prices, buy totals and profits of lines, categories, budget. */
const hiddenAmounts = [
  ...lines.flatMap((line) => [line.price_buy, line.total_buy, line.profit]),
  ...budget.categories.map((category) => category.total_buy),
  budget.total.total_buy,
  budget.total.profit,
]
const hiddenTexts = [
  'Çırağan Sarayı',
  'Öztürk Turizm',
  'Erken rezervasyon',
  'Şehir manzaralı oda',
  'Toplam Alış',
  'Birim Alış',
  'Kâr',
  'Tedarikçi',
]

async function readSheet(input: Partial<BudgetExportInput>) {
  const file = await renderBudgetExport(exportInput({ format: 'xlsx', ...input }))
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(file.body as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new Error('no sheet')
  const texts: string[] = []
  const numbers: number[] = []
  const rows = new Map<string, ExcelJS.Row>()
  sheet.eachRow((row) => {
    row.eachCell((cell) => {
      if (typeof cell.value === 'number') numbers.push(cell.value)
      else if (cell.value !== null) texts.push(String(cell.value))
    })
    const first = row.getCell(1).value
    if (typeof first === 'string') rows.set(first, row)
  })
  const headerNumber = sheet.views[0]?.state === 'frozen' ? (sheet.views[0].ySplit ?? 0) : 0
  const header = (sheet.getRow(headerNumber).values as unknown[]).filter(Boolean).map(String)
  return { file, workbook, sheet, texts, numbers, rows, header, headerNumber }
}

/** The value of a totals row, found by its label: it sits in the "total sell" column. */
function totalValue(sheet: Awaited<ReturnType<typeof readSheet>>, label: string) {
  const column = sheet.header.findIndex((text) => /^(Toplam Satış|Total sell) \(/.test(text)) + 1
  const row = [...sheet.rows.entries()].filter(([text]) => text === label).at(-1)?.[1]
  return row?.getCell(column)
}

async function pdfPages(input: Partial<BudgetExportInput>) {
  return readPdfPages(
    await renderPdf(buildExportDocument(exportInput({ format: 'pdf', ...input })), { compress: false }),
  )
}

describe('budget export: xlsx', () => {
  it('gives the client the sell side only: no buy, supplier, profit, note or uncounted alternative', async () => {
    const sheet = await readSheet({ audience: 'client' })
    expect(sheet.file.content_type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(sheet.file.file_name).toBe('yaz-kongresi-2026-solen-gala-tr.xlsx')
    expect(sheet.header).toEqual([
      'Kalem',
      'Ürün Tipi',
      'Miktar',
      'Birim Sayısı',
      'Birim Fiyat',
      'Toplam Satış (TRY)',
    ])
    for (const text of hiddenTexts) expect(sheet.texts.join('\n')).not.toContain(text)
    for (const amount of hiddenAmounts) expect(sheet.numbers).not.toContain(Number(amount))
    expect(sheet.texts).toContain('Boğaz manzaralı oda (İstanbul)')
  })

  it('writes the totals as numbers formatted #,##0.00, equal to the budget totals', async () => {
    const sheet = await readSheet({ audience: 'client' })
    const expected = {
      'Toplam Satış': budget.total.total_sell,
      'Hizmet Bedeli (%10,00)': budget.total.service_fee,
      'Hizmet Bedeli Dahil Toplam': budget.total.total_sell_with_service_fee,
      Vergiler: budget.total.taxes,
      'Vergiler Dahil Toplam': budget.total.total_with_taxes,
      KDV: budget.total.vat,
    }
    for (const [label, amount] of Object.entries(expected)) {
      const cell = totalValue(sheet, label)
      expect(cell?.value, label).toBe(Number(amount))
      expect(cell?.numFmt).toBe('#,##0.00')
    }
    expect(sheet.rows.has('Genel Toplam')).toBe(true)
  })

  it('passes the category taxes on to the client: their own line, and the total with them in bold', async () => {
    // The fixture's 2 % tax on every counted line's sell amount (decisions.md section 3).
    expect(Number(budget.total.taxes)).toBeGreaterThan(0)
    expect(Number(budget.total.total_with_taxes)).toBeCloseTo(
      Number(budget.total.total_sell_with_service_fee) + Number(budget.total.taxes),
      6,
    )
    const sheet = await readSheet({ audience: 'client' })
    const labels = [...sheet.rows.keys()]
    const order = ['Hizmet Bedeli Dahil Toplam', 'Vergiler', 'Vergiler Dahil Toplam', 'KDV']
    expect(order.map((label) => labels.indexOf(label))).toEqual(
      [...order.map((label) => labels.indexOf(label))].sort((a, b) => a - b),
    )
    expect(sheet.rows.get('Vergiler Dahil Toplam')?.getCell(1).font?.bold).toBe(true)
    expect(sheet.rows.get('Hizmet Bedeli Dahil Toplam')?.getCell(1).font?.bold).toBeFalsy()
    const english = await readSheet({ audience: 'client', lang: 'en' })
    expect(totalValue(english, 'Taxes')?.value).toBe(Number(budget.total.taxes))
    expect(totalValue(english, 'Total with taxes')?.value).toBe(Number(budget.total.total_with_taxes))
  })

  it('shows a client no tax line when the budget has no category tax', async () => {
    const untaxed = budgetFixture()
    untaxed.total = {
      ...untaxed.total,
      taxes: '0',
      total_with_taxes: untaxed.total.total_sell_with_service_fee,
    }
    const sheet = await readSheet({ audience: 'client', budget: untaxed })
    expect(sheet.rows.has('Vergiler')).toBe(false)
    expect(sheet.rows.has('Vergiler Dahil Toplam')).toBe(false)
    expect(sheet.rows.get('Hizmet Bedeli Dahil Toplam')?.getCell(1).font?.bold).toBe(true)
  })

  it('gives the internal export buy prices, suppliers, profit, notes and marked alternatives', async () => {
    const sheet = await readSheet({ audience: 'internal' })
    expect(sheet.file.file_name).toBe('yaz-kongresi-2026-solen-gala-ic-kullanim-tr.xlsx')
    expect(sheet.header).toEqual([
      'Kalem',
      'Ürün Tipi',
      'Miktar',
      'Birim Sayısı',
      'Tedarikçiler',
      'Birim Alış',
      'Toplam Alış (TRY)',
      'Birim Fiyat',
      'Toplam Satış (TRY)',
      'Kâr (TRY)',
      'Alternatif',
      'Notlar',
    ])
    const all = sheet.texts.join('\n')
    for (const text of ['Çırağan Sarayı', 'Erken rezervasyon', 'Şehir manzaralı oda', 'Alternatif (toplama'])
      expect(all).toContain(text)
    for (const amount of hiddenAmounts) expect(sheet.numbers).toContain(Number(amount))
    expect(totalValue(sheet, 'Toplam Alış')?.value).toBe(Number(budget.total.total_buy))
    expect(totalValue(sheet, 'Kâr')?.value).toBe(Number(budget.total.profit))
    const ratio = totalValue(sheet, 'Kâr Oranı')
    expect(ratio?.value).toBe(percentCellValue(budget.current_profit_ratio))
    expect(ratio?.numFmt).toBe('0.00#%')
  })

  it('writes the profit ratio as a percent cell that reads as the PDF prints it', async () => {
    // 0.333694…: Excel and LibreOffice show 33.369% from the cell; the PDF prints %33,369.
    const odd = { ...budget, current_profit_ratio: '0.3336944' }
    const sheet = await readSheet({ audience: 'internal', budget: odd })
    const ratio = totalValue(sheet, 'Kâr Oranı')
    expect(ratio?.type).toBe(ExcelJS.ValueType.Number)
    expect(ratio?.value).toBe(0.33369)
    expect(ratio?.numFmt).toBe('0.00#%')
    const pdf = (await pdfPages({ audience: 'internal', budget: odd })).join('\n')
    expect(pdf).toContain('%33,369')
    // Two decimals when the third is zero, in both: 10.00 %.
    const even = { ...budget, current_profit_ratio: '0.1' }
    expect(totalValue(await readSheet({ audience: 'internal', budget: even }), 'Kâr Oranı')?.value).toBe(0.1)
    expect((await pdfPages({ audience: 'internal', budget: even })).join('\n')).toContain('%10,00')
  })

  it("dates the sheet with a date cell on the company's calendar day", async () => {
    // Made at 21:30 UTC on 2 March: 3 March in Istanbul, 2 March in New York.
    for (const [timeZone, lang, day, format] of [
      ['Europe/Istanbul', 'tr', '2026-03-03', 'dd.mm.yyyy'],
      ['America/New_York', 'en', '2026-03-02', 'dd mmm yyyy'],
    ] as const) {
      const sheet = await readSheet({ time_zone: timeZone, lang })
      const label = lang === 'tr' ? 'Tarih' : 'Date'
      const cell = sheet.rows.get(label)?.getCell(2)
      expect(cell?.type, timeZone).toBe(ExcelJS.ValueType.Date)
      expect(cell?.value).toEqual(new Date(`${day}T00:00:00Z`))
      expect(cell?.numFmt).toBe(format)
    }
  })

  it('warns in the internal export only: not for the client, and about currencies without a rate', async () => {
    const unrated = { ...budget, total: { ...budget.total, missing_rates: ['GBP'] } }
    const internal = await readSheet({ audience: 'internal', budget: unrated })
    expect(internal.texts).toEqual(
      expect.arrayContaining([
        expect.stringContaining('müşteriyle paylaşmayın'),
        expect.stringContaining(': GBP'),
      ]),
    )
    const client = await readSheet({ audience: 'client', budget: unrated })
    expect(client.texts.join('\n')).not.toMatch(/paylaşmayın|GBP/)
  })

  it('styles and freezes: coloured category rows, frozen header, units and currencies in number formats', async () => {
    const sheet = await readSheet({ audience: 'client' })
    expect(sheet.sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: sheet.headerNumber })
    const category = sheet.rows.get('Konaklama')?.getCell(1)
    expect(category?.fill).toMatchObject({ fgColor: { argb: 'FF7A1F3D' } })
    expect(category?.font).toMatchObject({ bold: true, color: { argb: 'FFFFFFFF' } })
    const line = sheet.rows.get('Gala yemeği')
    expect(line?.getCell(3).numFmt).toBe('General" kişi"')
    expect(line?.getCell(5)).toMatchObject({ value: 120, numFmt: '#,##0.00" EUR"' })
    expect(sheet.rows.get('Ara Toplam: Konaklama')?.getCell(6).fill).toMatchObject({
      fgColor: { argb: 'FFF3E3E8' },
    })
    expect(sheet.sheet.getColumn(1).width).toBeGreaterThan(30)
  })

  it('speaks English with lang en, and falls back to a dark blue without a usable colour', async () => {
    const sheet = await readSheet({
      lang: 'en',
      company: { ...exportInput().company, main_color: 'not a colour', secondary_color: null },
    })
    expect(sheet.file.file_name).toBe('yaz-kongresi-2026-solen-gala-en.xlsx')
    expect(sheet.sheet.name).toBe('Budget')
    expect(sheet.header).toEqual([
      'Item',
      'Product type',
      'Quantity',
      'Unit count',
      'Unit price',
      'Total sell (TRY)',
    ])
    expect(sheet.texts).toEqual(expect.arrayContaining(['Bosphorus view room (Istanbul)', 'Accommodation']))
    for (const label of [
      'Grand total',
      'Total sell',
      'Service fee (10.00%)',
      'Total with service fee',
      'Taxes',
      'Total with taxes',
      'VAT',
    ])
      expect(sheet.rows.has(label), label).toBe(true)
    expect(sheet.rows.get('Accommodation')?.getCell(1).fill).toMatchObject({ fgColor: { argb: 'FF1F3A5F' } })
    expect(sheet.rows.get('Gala dinner')?.getCell(3).numFmt).toBe('General" people"')
  })

  it('puts the logo at the top when the company has one', async () => {
    const sheet = await readSheet({ company: { ...exportInput().company, logo: pngLogo(300, 100) } })
    expect(sheet.sheet.getImages()).toHaveLength(1)
    expect(sheet.texts).toContain('Ekol Kongre ve Etkinlik Hizmetleri')
    expect(sheet.texts.at(-1)).toContain('Fiyatlarımız 30 gün geçerlidir')
  })
})

describe('budget export: pdf', () => {
  it('is a PDF whose client text has Turkish letters and no buy side', async () => {
    const file = await renderBudgetExport(exportInput({ format: 'pdf' }))
    expect(file.body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(file.content_type).toBe('application/pdf')
    expect(file.file_name).toBe('yaz-kongresi-2026-solen-gala-tr.pdf')

    const text = (await pdfPages({ audience: 'client' })).join('\n')
    for (const expected of [
      'Ekol Kongre ve Etkinlik Hizmetleri',
      'Bütçe: Yaz Kongresi 2026 — Şölen & Gala',
      'Boğaz turu: Ortaköy, Çengelköy,',
      'ŞĞİÇÖÜ',
      'Türk Kardiyoloji Derneği',
      '20 oda × 3 gece',
      '120,00 EUR',
      `${formatAmount(budget.total.total_sell_with_service_fee, 'tr')} ₺`,
      'Hizmet Bedeli Dahil Toplam',
      'Vergiler',
      `${formatAmount(budget.total.taxes, 'tr')} ₺`,
      'Vergiler Dahil Toplam',
      `${formatAmount(budget.total.total_with_taxes, 'tr')} ₺`,
      'ğüşıöç İĞÜŞÖÇ',
      'Sayfa 1 / 1',
    ])
      expect(text).toContain(expected)
    for (const hidden of hiddenTexts) expect(text).not.toContain(hidden)
    for (const amount of hiddenAmounts) expect(text).not.toContain(formatAmount(amount, 'tr'))
  })

  it('shows the internal audience buy prices, suppliers, profit and the alternatives', async () => {
    const text = (await pdfPages({ audience: 'internal' })).join('\n')
    for (const expected of [
      'Toplam Alış',
      'Şehir manzaralı oda',
      'Alternatif (toplama',
      'İç kullanım içindir',
    ])
      expect(text).toContain(expected)
    for (const amount of hiddenAmounts) expect(text).toContain(formatAmount(amount, 'tr'))
  })

  it('breaks a long budget over pages, repeating the header, numbering pages, the note last', async () => {
    const pages = await pdfPages({ budget: budgetFixture(300) })
    expect(pages.length).toBeGreaterThanOrEqual(5)
    pages.forEach((page, index) => {
      expect(page).toContain('Ekol Kongre ve Etkinlik Hizmetleri')
      expect(page).toContain('Birim Fiyat')
      expect(page).toContain(`Sayfa ${index + 1} / ${pages.length}`)
      expect(page.includes('Fiyatlarımız 30 gün')).toBe(index === pages.length - 1)
    })
    expect(pages[1]).toContain('Sosyal Program (devam)')
    expect(pages.join('\n')).toContain('Ek hizmet 300: çiçek süslemesi')
  })

  it('speaks English and is the same bytes for the same input', async () => {
    const text = (await pdfPages({ lang: 'en' })).join('\n')
    for (const expected of [
      'Budget: ',
      'Grand total',
      'Unit price',
      'Page 1 of 1',
      '€120.00',
      '03 March 2026',
    ])
      expect(text).toContain(expected)
    expect(text).toContain(`₺${formatAmount(budget.total.total_sell, 'en')}`)
    const input = exportInput({
      format: 'pdf',
      company: { ...exportInput().company, logo: pngLogo(120, 40) },
    })
    const first = await renderBudgetExport(input)
    const second = await renderBudgetExport(input)
    expect(first.body.equals(second.body)).toBe(true)
    expect(first.body.toString('latin1')).toContain('/Subtype /Image')
  })

  it('renders 2,000 lines (timing printed, not asserted)', async () => {
    const big = budgetFixture(2000)
    for (const format of ['xlsx', 'pdf'] as const) {
      const started = performance.now()
      const file = await renderBudgetExport(exportInput({ format, audience: 'internal', budget: big }))
      const seconds = ((performance.now() - started) / 1000).toFixed(2)
      console.log(`budget export, 2,000 lines, internal ${format}: ${seconds} s, ${file.body.length} bytes`)
      expect(file.body.length).toBeGreaterThan(0)
    }
  }, 120_000)
})
