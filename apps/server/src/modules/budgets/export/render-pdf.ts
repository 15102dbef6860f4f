import PDFDocument from 'pdfkit'
import { interFonts } from '../../../platform/pdf-fonts'
import { formatMoney, formatPercent } from './export-format'
import { pageLabel } from './export-labels'
import type { ExportCell, ExportDocument, ExportRow } from './export-rows'
import {
  drawRow,
  FONT_BOLD,
  FONT_REGULAR,
  measureRow,
  type PdfColumn,
  type PdfRowStyle,
  pdfColumns,
  rowTexts,
} from './pdf-table'

const PAGE_WIDTH = 595.28
const PAGE_HEIGHT = 841.89
const MARGIN = 36
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
const BAND_HEIGHT = 54
const CONTENT_TOP = BAND_HEIGHT + 16
/** Rows stop here; the page number sits below. */
const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN - 12
const TEXT_COLOR = '#1A1A1A'
const MUTED_COLOR = '#6B7280'
const HEADER_FILL = '#F1F3F6'
const TOTALS_WIDTH = 260

interface PreparedRow {
  texts: string[]
  style: PdfRowStyle
  height: number
}

class PdfBudget {
  private y = CONTENT_TOP
  private readonly columns: PdfColumn[]
  private readonly size: number

  constructor(
    private readonly pdf: PDFKit.PDFDocument,
    private readonly doc: ExportDocument,
  ) {
    this.columns = pdfColumns(doc, MARGIN, CONTENT_WIDTH)
    this.size = doc.audience === 'internal' ? 7 : 8
  }

  render() {
    this.band()
    this.heading()
    this.columnHeader()
    for (const category of this.doc.categories) {
      const title = this.style({ bold: true, size: this.size + 1, color: this.doc.colors.on_main })
      const band = { ...title, fill: this.doc.colors.main }
      const heading = this.prepare({ name: { kind: 'text', text: category.title } }, band)
      // Keep the category's header with its first row.
      this.ensure(heading.height + 2 * (this.size + 8))
      this.draw(heading)
      for (const line of category.lines) {
        const style = this.style({ color: line.counted ? TEXT_COLOR : MUTED_COLOR })
        style.under_name = this.underName(line.cells.alternative, line.cells.notes)
        const prepared = this.prepare(line.cells, style)
        if (this.ensure(prepared.height)) {
          const continued = `${category.title} ${this.doc.labels.continued}`
          this.draw(this.prepare({ name: { kind: 'text', text: continued } }, band))
        }
        this.draw(prepared)
      }
      const subtotal = this.style({ bold: true, color: this.doc.colors.on_secondary })
      const prepared = this.prepare(category.subtotal, { ...subtotal, fill: this.doc.colors.secondary })
      this.ensure(prepared.height)
      this.draw(prepared)
    }
    this.totals()
    this.footerNote()
    this.pageNumbers()
  }

  private style(overrides: Partial<PdfRowStyle>): PdfRowStyle {
    return { size: this.size, bold: false, color: TEXT_COLOR, fill: null, under_name: [], ...overrides }
  }

  private underName(...cells: (ExportCell | undefined)[]): string[] {
    return cells.flatMap((cell) => (cell?.kind === 'text' && cell.text.trim() ? [cell.text.trim()] : []))
  }

  /** A row's texts and height, measured once for both the page-break decision and the drawing. */
  private prepare(row: ExportRow, style: PdfRowStyle): PreparedRow {
    const texts = rowTexts(row, this.columns, this.doc.lang)
    return { texts, style, height: measureRow(this.pdf, texts, this.columns, style) }
  }

  private draw({ texts, style, height }: PreparedRow) {
    drawRow(this.pdf, texts, this.columns, style, this.y, height)
    this.y += height
  }

  /** Starts a new page (band and column header repeated) unless `height` still fits; true when it did. */
  private ensure(height: number, withHeader = true): boolean {
    if (this.y + height <= CONTENT_BOTTOM) return false
    this.pdf.addPage()
    this.y = CONTENT_TOP
    this.band()
    if (withHeader) this.columnHeader()
    return true
  }

  private band() {
    const { pdf, doc } = this
    pdf.rect(0, 0, PAGE_WIDTH, BAND_HEIGHT).fill(doc.colors.main)
    let nameLeft = MARGIN
    if (doc.logo) {
      try {
        pdf.image(doc.logo.bytes, MARGIN, 9, { fit: [140, BAND_HEIGHT - 18], valign: 'center' })
        nameLeft = MARGIN + 150
      } catch {
        // A logo pdfkit cannot decode is left out; the export itself must not fail for it.
      }
    }
    pdf.font(FONT_BOLD).fontSize(13).fillColor(doc.colors.on_main)
    pdf.text(doc.company_name, nameLeft, BAND_HEIGHT / 2 - 8, {
      width: PAGE_WIDTH - MARGIN - nameLeft,
      align: doc.logo ? 'right' : 'left',
      lineBreak: false,
      ellipsis: true,
      height: 18,
    })
  }

  private heading() {
    const { pdf, doc } = this
    pdf.font(FONT_BOLD).fontSize(15).fillColor(TEXT_COLOR)
    pdf.text(`${doc.labels.budget}: ${doc.budget_name}`, MARGIN, this.y, { width: CONTENT_WIDTH })
    this.y = pdf.y + 6
    const half = CONTENT_WIDTH / 2
    doc.meta.forEach(({ label, value }, index) => {
      const x = MARGIN + (index % 2) * half
      const y = this.y + Math.floor(index / 2) * 13
      pdf.font(FONT_BOLD).fontSize(8.5).fillColor(MUTED_COLOR).text(`${label}:`, x, y, { lineBreak: false })
      pdf.font(FONT_REGULAR).fillColor(TEXT_COLOR)
      pdf.text(value, x + 62, y, { width: half - 66, lineBreak: false, ellipsis: true, height: 12 })
    })
    this.y += Math.ceil(doc.meta.length / 2) * 13 + 4
    for (const notice of doc.notices) {
      pdf
        .font(FONT_BOLD)
        .fontSize(8)
        .fillColor('#B42318')
        .text(notice, MARGIN, this.y, { width: CONTENT_WIDTH })
      this.y = pdf.y + 2
    }
    this.y += 8
  }

  private columnHeader() {
    const texts = this.columns.map((column) => column.label)
    const style = this.style({ bold: true, size: this.size - 0.5, fill: HEADER_FILL })
    const height = measureRow(this.pdf, texts, this.columns, style)
    drawRow(this.pdf, texts, this.columns, style, this.y, height)
    this.y += height
  }

  private totals() {
    const { pdf, doc } = this
    const rowHeight = 15
    this.y += 12
    this.ensure(rowHeight * (doc.totals.length + 1) + 4, false)
    const left = MARGIN + CONTENT_WIDTH - TOTALS_WIDTH
    pdf.rect(left, this.y, TOTALS_WIDTH, rowHeight + 2).fill(doc.colors.main)
    pdf.font(FONT_BOLD).fontSize(9).fillColor(doc.colors.on_main)
    pdf.text(doc.labels.grand_total, left + 6, this.y + 4, { width: TOTALS_WIDTH - 12, lineBreak: false })
    this.y += rowHeight + 2
    for (const total of doc.totals) {
      const value =
        total.value.kind === 'percent'
          ? formatPercent(total.value.fraction, doc.lang)
          : total.value.kind === 'money'
            ? formatMoney(total.value.amount, total.value.currency, doc.lang)
            : ''
      pdf
        .font(total.strong ? FONT_BOLD : FONT_REGULAR)
        .fontSize(8.5)
        .fillColor(TEXT_COLOR)
      pdf.text(total.label, left + 6, this.y + 4, { width: TOTALS_WIDTH * 0.6, lineBreak: false })
      pdf.text(value, left + 6, this.y + 4, { width: TOTALS_WIDTH - 12, align: 'right', lineBreak: false })
      this.y += rowHeight
      pdf
        .moveTo(left, this.y)
        .lineTo(left + TOTALS_WIDTH, this.y)
        .lineWidth(0.4)
        .strokeColor('#D5DAE1')
        .stroke()
    }
  }

  /** The company's note closes the document, on the last page. */
  private footerNote() {
    const note = this.doc.footer_note
    if (!note) return
    this.pdf.font(FONT_REGULAR).fontSize(8)
    const height = this.pdf.heightOfString(note, { width: CONTENT_WIDTH })
    this.y += 18
    this.ensure(Math.min(height, CONTENT_BOTTOM - CONTENT_TOP), false)
    this.pdf.fillColor(MUTED_COLOR).text(note, MARGIN, this.y, { width: CONTENT_WIDTH })
  }

  private pageNumbers() {
    const { pdf, doc } = this
    const range = pdf.bufferedPageRange()
    for (let index = 0; index < range.count; index += 1) {
      pdf.switchToPage(range.start + index)
      // Below the bottom margin: without this pdfkit would open a new page for the text.
      pdf.page.margins.bottom = 0
      const y = PAGE_HEIGHT - MARGIN + 4
      pdf.font(FONT_REGULAR).fontSize(7).fillColor(MUTED_COLOR)
      pdf.text(doc.budget_name, MARGIN, y, { width: CONTENT_WIDTH * 0.7, lineBreak: false, ellipsis: true })
      pdf.text(pageLabel(doc.labels, index + 1, range.count), MARGIN, y, {
        width: CONTENT_WIDTH,
        align: 'right',
        lineBreak: false,
      })
    }
  }
}

/** The budget as an A4 portrait PDF; `compress: false` lets tests read its text. */
export async function renderPdf(doc: ExportDocument, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { regular, bold } = interFonts()
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: CONTENT_TOP, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    compress: options.compress ?? true,
    info: {
      Title: `${doc.labels.budget}: ${doc.budget_name}`,
      Author: doc.company_name,
      Creator: 'Ajanda',
      Producer: 'Ajanda',
      CreationDate: doc.generated_at,
      ModDate: doc.generated_at,
    },
    lang: doc.lang === 'tr' ? 'tr-TR' : 'en-GB',
  })
  // Registered names only: pdfkit re-opens a font on every switch when the same face was also loaded
  // under another name (such as the document's default font), which made long budgets crawl.
  pdf.registerFont(FONT_REGULAR, regular)
  pdf.registerFont(FONT_BOLD, bold)
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve)
    pdf.on('error', reject)
  })
  new PdfBudget(pdf, doc).render()
  pdf.end()
  await done
  return Buffer.concat(chunks)
}
