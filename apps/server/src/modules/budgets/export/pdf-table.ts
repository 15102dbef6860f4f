import { formatCount, formatMoney, formatPercent } from './export-format'
import type { ColumnKey, ExportCell, ExportDocument, ExportRow } from './export-rows'

/*
 * The PDF table: which of the document's columns get a column of their own on A4 portrait, how wide,
 * and how one row is measured and drawn. The row layout is the same for lines, subtotals and headers.
 */

export const FONT_REGULAR = 'regular'
export const FONT_BOLD = 'bold'
const PAD_X = 3
const PAD_Y = 3
const MIN_FONT_SIZE = 5

/** Relative widths; the quantity column also shows the unit count, the name column the marks and notes. */
const WEIGHTS: Partial<Record<ColumnKey, number>> = {
  name: 25.5,
  product_type: 14,
  quantity: 14,
  suppliers: 12,
  unit_buy: 11.5,
  total_buy: 11.5,
  unit_sell: 11.5,
  total_sell: 11.5,
  profit: 11.5,
}
const RIGHT_ALIGNED = new Set<ColumnKey>(['unit_buy', 'total_buy', 'unit_sell', 'total_sell', 'profit'])
/** Cells whose text may wrap onto several lines; the others shrink to fit one line. */
const WRAPPING = new Set<ColumnKey>(['name', 'suppliers', 'product_type', 'quantity'])

export interface PdfColumn {
  key: ColumnKey
  label: string
  x: number
  width: number
  align: 'left' | 'right'
}

export interface PdfRowStyle {
  size: number
  bold: boolean
  color: string
  fill: string | null
  /** Grey, smaller lines under the name: an alternative's mark and the line's notes. */
  under_name: string[]
}

export function pdfColumns(exportDoc: ExportDocument, left: number, width: number): PdfColumn[] {
  const shown = exportDoc.columns.filter((column) => WEIGHTS[column.key] !== undefined)
  const total = shown.reduce((sum, column) => sum + (WEIGHTS[column.key] ?? 0), 0)
  let x = left
  return shown.map((column) => {
    const columnWidth = (width * (WEIGHTS[column.key] ?? 0)) / total
    const placed: PdfColumn = {
      key: column.key,
      label: column.label,
      x,
      width: columnWidth,
      align: RIGHT_ALIGNED.has(column.key) ? 'right' : 'left',
    }
    x += columnWidth
    return placed
  })
}

function cellText(cell: ExportCell | undefined, lang: ExportDocument['lang']): string {
  if (!cell) return ''
  switch (cell.kind) {
    case 'text':
      return cell.text
    case 'money':
      return formatMoney(cell.amount, cell.currency, lang)
    case 'count':
      return `${formatCount(cell.amount, lang)} ${cell.unit}`
    case 'percent':
      return formatPercent(cell.fraction, lang)
  }
}

/** The texts of a row per PDF column: "10 kişi × 3 gece" in the quantity column. */
export function rowTexts(row: ExportRow, columns: PdfColumn[], lang: ExportDocument['lang']): string[] {
  return columns.map((column) => {
    if (column.key !== 'quantity' || !row.quantity) return cellText(row[column.key], lang)
    const count = row.unit_count ? ` × ${cellText(row.unit_count, lang)}` : ''
    return `${cellText(row.quantity, lang)}${count}`
  })
}

/** The height the row needs: its tallest wrapping cell, plus the lines under the name. */
export function measureRow(
  doc: PDFKit.PDFDocument,
  texts: string[],
  columns: PdfColumn[],
  style: PdfRowStyle,
) {
  doc.font(style.bold ? FONT_BOLD : FONT_REGULAR).fontSize(style.size)
  const lineHeight = doc.currentLineHeight(true)
  let height = lineHeight
  columns.forEach((column, index) => {
    const text = texts[index] ?? ''
    if (!WRAPPING.has(column.key) || text === '') return
    const room = column.width - 2 * PAD_X
    let cellHeight = doc.fontSize(wrapSize(doc, text, room, style.size)).heightOfString(text, { width: room })
    if (column.key === 'name' && style.under_name.length > 0) {
      doc.font(FONT_REGULAR).fontSize(style.size - 1)
      cellHeight += doc.heightOfString(style.under_name.join('\n'), { width: column.width - 2 * PAD_X })
      doc.font(style.bold ? FONT_BOLD : FONT_REGULAR).fontSize(style.size)
    }
    height = Math.max(height, cellHeight)
  })
  return height + 2 * PAD_Y
}

/** The size at which the longest word of a wrapping cell fits its column, so no word is cut in two. */
function wrapSize(doc: PDFKit.PDFDocument, text: string, room: number, size: number): number {
  if (doc.fontSize(size).widthOfString(text) <= room) return size
  const longest = Math.max(...text.split(/\s+/).map((word) => doc.widthOfString(word)))
  return longest > room ? Math.max(MIN_FONT_SIZE, (size * room) / longest) : size
}

/** One line of text, made smaller when it would not fit its column (long amounts in narrow columns). */
function fittedText(doc: PDFKit.PDFDocument, text: string, column: PdfColumn, y: number, size: number) {
  const room = column.width - 2 * PAD_X
  const natural = doc.fontSize(size).widthOfString(text)
  const fitted = natural > room ? Math.max(MIN_FONT_SIZE, (size * room) / natural) : size
  doc.fontSize(fitted).text(text, column.x + PAD_X, y + (size - fitted) / 2, {
    width: room,
    align: column.align,
    lineBreak: false,
  })
}

export function drawRow(
  doc: PDFKit.PDFDocument,
  texts: string[],
  columns: PdfColumn[],
  style: PdfRowStyle,
  y: number,
  height: number,
) {
  const first = columns[0]
  const last = columns[columns.length - 1]
  if (!first || !last) return
  const right = last.x + last.width
  if (style.fill) doc.rect(first.x, y, right - first.x, height).fill(style.fill)
  doc.font(style.bold ? FONT_BOLD : FONT_REGULAR).fillColor(style.color)
  columns.forEach((column, index) => {
    const text = texts[index] ?? ''
    if (text === '') return
    if (!WRAPPING.has(column.key)) {
      fittedText(doc, text, column, y + PAD_Y, style.size)
      return
    }
    const room = column.width - 2 * PAD_X
    doc.fontSize(wrapSize(doc, text, room, style.size)).text(text, column.x + PAD_X, y + PAD_Y, {
      width: room,
      align: column.align,
    })
    if (column.key === 'name' && style.under_name.length > 0) {
      doc
        .font(FONT_REGULAR)
        .fontSize(style.size - 1)
        .fillColor('#6B7280')
      doc.text(style.under_name.join('\n'), column.x + PAD_X, doc.y, { width: column.width - 2 * PAD_X })
      doc.font(style.bold ? FONT_BOLD : FONT_REGULAR).fillColor(style.color)
    }
  })
  doc
    .moveTo(first.x, y + height)
    .lineTo(right, y + height)
    .lineWidth(0.4)
    .strokeColor('#D5DAE1')
    .stroke()
}
