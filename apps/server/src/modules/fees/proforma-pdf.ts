import type { Locale } from '@ajanda/contracts/common/locale'
import type { AttendeeFee } from '@ajanda/contracts/fees.contract'
import PDFDocument from 'pdfkit'
import { interFonts } from '../../platform/pdf-fonts'
import { formatDate, formatMoney } from '../budgets/export/export-format'
import { exportColors, fitLogo, readLogo } from '../budgets/export/export-style'
import type { CompanyExportStyle } from '../event-companies/company-export-style'
import { FEE_TEXTS } from './fee-texts'

const PAGE_WIDTH = 595.28
const PAGE_HEIGHT = 841.89
const MARGIN = 40
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
const BAND_HEIGHT = 60
const BOTTOM = PAGE_HEIGHT - MARGIN
const TEXT = '#1A1A1A'
const MUTED = '#6B7280'
const RULE = '#D1D5DB'

export interface ProformaInput {
  fee: AttendeeFee
  project: { name: string }
  company: CompanyExportStyle
  locale: Locale
  generatedAt: Date
  /** Tests read the text of uncompressed PDFs. */
  compress?: boolean
}

/** Column x positions and widths of the lines table (product, person, qty, unit, net, VAT, total). */
const COLUMNS = [
  { key: 'product', width: 0.25, align: 'left' },
  { key: 'person', width: 0.19, align: 'left' },
  { key: 'quantity', width: 0.06, align: 'right' },
  { key: 'unitPrice', width: 0.13, align: 'right' },
  { key: 'net', width: 0.12, align: 'right' },
  { key: 'vat', width: 0.12, align: 'right' },
  { key: 'gross', width: 0.13, align: 'right' },
] as const

/**
 * An attendee's registration pro forma (issue 23 item 2) in the company's export style (its colour band,
 * logo and name, as the budget PDF): the event, the attendee, the pricing period, a line per product and
 * person, the totals per currency, the payments and the balance.
 */
export function renderProforma(input: ProformaInput): Promise<Buffer> {
  const { fee, company, locale } = input
  const texts = FEE_TEXTS[locale]
  const colors = exportColors(company.main_color, company.secondary_color)
  const { regular, bold } = interFonts()
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: input.compress ?? true,
    bufferPages: true,
  })
  pdf.registerFont('R', regular)
  pdf.registerFont('B', bold)
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))))

  // The band: the company's colour, logo and name.
  pdf.rect(0, 0, PAGE_WIDTH, BAND_HEIGHT).fill(colors.main)
  const logo = readLogo(company.logo)
  let nameX = MARGIN
  if (logo) {
    const size = fitLogo(logo, 120, BAND_HEIGHT - 20)
    pdf.image(logo.bytes, MARGIN, (BAND_HEIGHT - size.height) / 2, size)
    nameX = MARGIN + size.width + 12
  }
  pdf
    .font('B')
    .fontSize(13)
    .fillColor(colors.on_main)
    .text(company.name, nameX, BAND_HEIGHT / 2 - 8, {
      width: PAGE_WIDTH - nameX - MARGIN,
      lineBreak: false,
      ellipsis: true,
    })

  let y = BAND_HEIGHT + 24
  pdf.font('B').fontSize(18).fillColor(TEXT).text(texts.proforma, MARGIN, y)
  y = pdf.y + 8
  const meta: [string, string][] = [
    [texts.project, input.project.name],
    [texts.attendee, `${fee.first_name} ${fee.last_name}`.trim() + (fee.email ? ` · ${fee.email}` : '')],
    [texts.period, fee.period_name ?? texts.noPeriod],
    [texts.date, formatDate(input.generatedAt.toISOString(), company.time_zone, locale)],
  ]
  for (const [label, value] of meta) {
    pdf.font('B').fontSize(9).fillColor(MUTED).text(label, MARGIN, y, { width: 110 })
    pdf
      .font('R')
      .fontSize(10)
      .fillColor(TEXT)
      .text(value, MARGIN + 115, y, { width: CONTENT_WIDTH - 115 })
    y = pdf.y + 4
  }
  y += 12

  const xs: number[] = []
  let x = MARGIN
  for (const column of COLUMNS) {
    xs.push(x)
    x += column.width * CONTENT_WIDTH
  }
  const cell = (text: string, index: number, top: number, font: 'R' | 'B', color = TEXT) => {
    const column = COLUMNS[index]
    if (!column) return
    pdf
      .font(font)
      .fontSize(9)
      .fillColor(color)
      .text(text, (xs[index] ?? 0) + 3, top, { width: column.width * CONTENT_WIDTH - 6, align: column.align })
  }
  const heading = (top: number) => {
    pdf.rect(MARGIN, top, CONTENT_WIDTH, 20).fill(colors.secondary)
    COLUMNS.forEach((column, index) => {
      cell(texts[column.key], index, top + 6, 'B', colors.on_secondary)
    })
    return top + 24
  }
  const ensure = (top: number, height: number) => {
    if (top + height <= BOTTOM) return top
    pdf.addPage()
    return MARGIN
  }

  if (fee.lines.length === 0) {
    pdf.font('R').fontSize(10).fillColor(MUTED).text(texts.noLines, MARGIN, y)
    y = pdf.y + 12
  } else {
    y = heading(y)
    for (const line of fee.lines) {
      y = ensure(y, 18)
      const money = (amount: string | null) =>
        amount === null ? '—' : formatMoney(amount, line.currency, locale)
      cell(line.name, 0, y, 'R')
      const productHeight = pdf.y
      cell(line.attendee_name, 1, y, 'R')
      cell(String(line.quantity), 2, y, 'R')
      cell(
        line.unit_price === null ? texts.noPrice : money(line.unit_price),
        3,
        y,
        'R',
        line.unit_price ? TEXT : MUTED,
      )
      cell(money(line.net), 4, y, 'R')
      cell(money(line.vat), 5, y, 'R')
      cell(money(line.gross), 6, y, 'R')
      y = Math.max(productHeight, pdf.y) + 6
      pdf
        .moveTo(MARGIN, y - 3)
        .lineTo(MARGIN + CONTENT_WIDTH, y - 3)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke()
    }
    y += 8
  }

  // Totals, payments and balance, right-aligned under the table.
  const summary = (label: string, value: string, strong = false) => {
    y = ensure(y, 16)
    pdf
      .font(strong ? 'B' : 'R')
      .fontSize(10)
      .fillColor(TEXT)
    pdf.text(label, MARGIN + CONTENT_WIDTH - 300, y, { width: 150, align: 'right' })
    pdf.text(value, MARGIN + CONTENT_WIDTH - 145, y, { width: 145, align: 'right' })
    y = pdf.y + 4
  }
  for (const total of fee.totals) {
    summary(`${texts.net} (${total.currency})`, formatMoney(total.net, total.currency, locale))
    summary(`${texts.vat} (${total.currency})`, formatMoney(total.vat, total.currency, locale))
    summary(`${texts.gross} (${total.currency})`, formatMoney(total.gross, total.currency, locale), true)
  }
  if (fee.payments.length > 0) {
    y += 10
    y = ensure(y, 40)
    pdf.font('B').fontSize(11).fillColor(TEXT).text(texts.payments, MARGIN, y)
    y = pdf.y + 4
    for (const payment of fee.payments) {
      y = ensure(y, 16)
      const when = formatDate(`${payment.paid_on}T12:00:00Z`, 'UTC', locale)
      const what = [texts.methods[payment.method], payment.reference].filter(Boolean).join(' · ')
      pdf
        .font('R')
        .fontSize(9)
        .fillColor(TEXT)
        .text(`${when}  ${what}`, MARGIN, y, { width: CONTENT_WIDTH - 150 })
      pdf.text(formatMoney(payment.amount, payment.currency, locale), MARGIN + CONTENT_WIDTH - 145, y, {
        width: 145,
        align: 'right',
      })
      y = pdf.y + 3
    }
    y += 6
  }
  for (const money of fee.paid)
    summary(`${texts.paid} (${money.currency})`, formatMoney(money.amount, money.currency, locale))
  for (const money of fee.balance)
    summary(`${texts.balance} (${money.currency})`, formatMoney(money.amount, money.currency, locale), true)

  const note = (locale === 'en' && company.footer_note_en) || company.footer_note
  y = ensure(y + 16, 40)
  pdf.font('R').fontSize(8).fillColor(MUTED).text(texts.notice, MARGIN, y, { width: CONTENT_WIDTH })
  if (note) pdf.text(note, { width: CONTENT_WIDTH })
  pdf.end()
  return done
}
