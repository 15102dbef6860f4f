import ExcelJS from 'exceljs'
import { AMOUNT_FORMAT, PERCENT_FORMAT, SHEET_DATE_FORMATS } from '../../../platform/xlsx'
import { percentCellValue } from './export-format'
import type { ColumnKey, ExportCell, ExportColumn, ExportDocument, ExportRow } from './export-rows'
import { fitLogo } from './export-style'

/** Column widths in characters; wide enough for "1.234.567,89 EUR" in the money columns. */
const WIDTHS: Record<ColumnKey, number> = {
  name: 42,
  product_type: 18,
  quantity: 12,
  unit_count: 12,
  suppliers: 26,
  unit_buy: 17,
  total_buy: 17,
  unit_sell: 17,
  total_sell: 17,
  profit: 16,
  alternative: 24,
  notes: 40,
}
const WRAPPED = new Set<ColumnKey>(['name', 'suppliers', 'alternative', 'notes'])
const HEADER_FILL = 'FFF1F3F6'
const RULE_COLOR = 'FFC9D1DB'
const MUTED_COLOR = 'FF7A828C'
const LOGO_ROWS = 3

/** ExcelJS wants ARGB without '#'. */
const argb = (hex: string) => `FF${hex.slice(1)}`
const solid = (hex: string): ExcelJS.Fill => ({
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: argb(hex) },
})

/** The exact decimal string as the nearest double: only ever written to a cell, never computed with. */
function cellNumber(amount: string): number {
  const value = Number(amount)
  return Number.isFinite(value) ? value : 0
}

/** Numbers stay numbers: the unit or currency is part of the number format, so sums still work in Excel. */
function writeCell(cell: ExcelJS.Cell, value: ExportCell | undefined, column: ExportColumn | undefined) {
  if (!value) return
  switch (value.kind) {
    case 'text':
      cell.value = value.text
      return
    case 'money':
      cell.value = cellNumber(value.amount)
      cell.numFmt = column?.in_budget_currency ? AMOUNT_FORMAT : `${AMOUNT_FORMAT}" ${value.currency}"`
      return
    case 'count':
      cell.value = cellNumber(value.amount)
      cell.numFmt = `General" ${value.unit}"`
      return
    case 'percent':
      // The fraction of the percent the PDF prints, so both read the same figure.
      cell.value = percentCellValue(value.fraction)
      cell.numFmt = PERCENT_FORMAT
      return
  }
}

function writeRow(sheet: ExcelJS.Worksheet, number: number, row: ExportRow, columns: ExportColumn[]) {
  const sheetRow = sheet.getRow(number)
  columns.forEach((column, index) => {
    const cell = sheetRow.getCell(index + 1)
    writeCell(cell, row[column.key], column)
    cell.alignment = { vertical: 'top', wrapText: WRAPPED.has(column.key) }
    cell.border = { bottom: { style: 'hair', color: { argb: RULE_COLOR } } }
  })
  return sheetRow
}

/** A row in one colour across the table, its text in the first (merged) cell. */
function bandRow(
  sheet: ExcelJS.Worksheet,
  number: number,
  text: string,
  fill: string,
  color: string,
  width: number,
) {
  const row = sheet.getRow(number)
  row.getCell(1).value = text
  if (width > 1) sheet.mergeCells(number, 1, number, width)
  row.getCell(1).fill = solid(fill)
  row.getCell(1).font = { bold: true, color: { argb: argb(color) } }
  row.height = 18
  row.getCell(1).alignment = { vertical: 'middle' }
}

function writeHeading(workbook: ExcelJS.Workbook, sheet: ExcelJS.Worksheet, doc: ExportDocument): number {
  let number = 1
  if (doc.logo) {
    const image = workbook.addImage({
      buffer: doc.logo.bytes as unknown as ExcelJS.Buffer,
      extension: doc.logo.kind,
    })
    sheet.addImage(image, { tl: { col: 0, row: 0 }, ext: fitLogo(doc.logo, 240, 64), editAs: 'oneCell' })
    for (let logoRow = 1; logoRow <= LOGO_ROWS; logoRow += 1) sheet.getRow(logoRow).height = 18
    number = LOGO_ROWS + 1
  }
  const company = sheet.getRow(number++).getCell(1)
  company.value = doc.company_name
  company.font = { bold: true, size: 14, color: { argb: argb(doc.colors.main) } }
  const title = sheet.getRow(number++).getCell(1)
  title.value = `${doc.labels.budget}: ${doc.budget_name}`
  title.font = { bold: true, size: 13 }
  for (const { label, value, day } of doc.meta) {
    const row = sheet.getRow(number++)
    row.getCell(1).value = label
    row.getCell(1).font = { bold: true }
    const cell = row.getCell(2)
    if (day) {
      // A date cell, not text: sortable and shown in the reader's date format.
      cell.value = new Date(`${day}T00:00:00Z`)
      cell.numFmt = SHEET_DATE_FORMATS[doc.lang].date
      cell.alignment = { horizontal: 'left' }
    } else cell.value = value
  }
  for (const notice of doc.notices) {
    const cell = sheet.getRow(number++).getCell(1)
    cell.value = notice
    cell.font = { italic: true, color: { argb: 'FFB42318' } }
  }
  return number + 1
}

function writeColumnHeader(sheet: ExcelJS.Worksheet, number: number, doc: ExportDocument) {
  const row = sheet.getRow(number)
  doc.columns.forEach((column, index) => {
    const cell = row.getCell(index + 1)
    cell.value = column.in_budget_currency ? `${column.label} (${doc.currency})` : column.label
    cell.font = { bold: true }
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } }
    cell.border = { bottom: { style: 'thin', color: { argb: RULE_COLOR } } }
    cell.alignment = { vertical: 'middle', wrapText: true }
  })
  row.height = 30
}

function writeTotals(sheet: ExcelJS.Worksheet, start: number, doc: ExportDocument): number {
  const width = doc.columns.length
  const valueColumn = doc.columns.findIndex((column) => column.key === 'total_sell') + 1
  bandRow(sheet, start, doc.labels.grand_total, doc.colors.main, doc.colors.on_main, width)
  let number = start + 1
  for (const total of doc.totals) {
    const row = sheet.getRow(number++)
    row.getCell(1).value = total.label
    writeCell(row.getCell(valueColumn), total.value, undefined)
    if (total.value.kind === 'money') row.getCell(valueColumn).numFmt = AMOUNT_FORMAT
    row.getCell(1).font = { bold: total.strong }
    row.getCell(valueColumn).font = { bold: total.strong }
  }
  return number
}

function writeFooterNote(sheet: ExcelJS.Worksheet, number: number, note: string, width: number) {
  const cell = sheet.getRow(number).getCell(1)
  cell.value = note
  cell.font = { italic: true, color: { argb: MUTED_COLOR } }
  cell.alignment = { wrapText: true, vertical: 'top' }
  if (width > 1) sheet.mergeCells(number, 1, number, width)
  // Merged cells do not grow with their text in Excel: size the row for the note's lines.
  const chars = Object.values(WIDTHS)
    .slice(0, width)
    .reduce((sum, value) => sum + value, 0)
  const lines = note.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / chars)), 0)
  sheet.getRow(number).height = Math.min(400, 15 * lines)
}

/** The budget as one sheet: heading, a frozen column header, categories with subtotals, totals, note. */
export async function renderXlsx(doc: ExportDocument): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = doc.company_name
  workbook.created = doc.generated_at
  workbook.modified = doc.generated_at
  const width = doc.columns.length
  const sheet = workbook.addWorksheet(doc.labels.budget, {
    pageSetup: {
      paperSize: 9,
      orientation: doc.audience === 'internal' ? 'landscape' : 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
    },
    headerFooter: { oddFooter: '&C&P / &N' },
  })
  sheet.columns = doc.columns.map((column) => ({ key: column.key, width: WIDTHS[column.key] }))

  const headerRow = writeHeading(workbook, sheet, doc)
  writeColumnHeader(sheet, headerRow, doc)
  sheet.views = [{ state: 'frozen', ySplit: headerRow, xSplit: 0, topLeftCell: `A${headerRow + 1}` }]
  sheet.pageSetup.printTitlesRow = `${headerRow}:${headerRow}`

  let number = headerRow + 1
  for (const category of doc.categories) {
    bandRow(sheet, number++, category.title, doc.colors.main, doc.colors.on_main, width)
    for (const line of category.lines) {
      const row = writeRow(sheet, number++, line.cells, doc.columns)
      if (!line.counted) row.font = { italic: true, color: { argb: MUTED_COLOR } }
    }
    const subtotal = writeRow(sheet, number++, category.subtotal, doc.columns)
    subtotal.eachCell({ includeEmpty: true }, (cell) => {
      cell.fill = solid(doc.colors.secondary)
      cell.font = { bold: true, color: { argb: argb(doc.colors.on_secondary) } }
    })
  }
  number = writeTotals(sheet, number + 1, doc)
  if (doc.footer_note) writeFooterNote(sheet, number + 1, doc.footer_note, width)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
