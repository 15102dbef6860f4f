import type { Locale } from '@ajanda/contracts/common/locale'
import ExcelJS from 'exceljs'
import { dayIn, wallClockIn } from './time-zone'

export interface SheetColumn<T> {
  header: string
  width: number
  value: (row: T) => string | number | Date | null
  /**
   * How the cell reads. `date`: a calendar day (a Date at midnight UTC) as a date cell; `moment`: an
   * instant as the company's wall clock with the time; `percent`: a fraction shown as a percent (0.1 is
   * 10.00 %); `amount`: a number with 2 decimals. A function decides per row (a fee that is a rate or an
   * amount). Without it a Date keeps Excel's default short date and a number its General format.
   */
  kind?: SheetKind | ((row: T) => SheetKind | null)
}

export type SheetKind = 'date' | 'moment' | 'percent' | 'amount'

/** 2 to 3 decimals, as the app writes a percent (percentForDisplay): 10.00 %, 33.369 %. */
export const PERCENT_FORMAT = '0.00#%'
export const AMOUNT_FORMAT = '#,##0.00'

export interface SheetOptions {
  /** The language of the sheet: its date formats. */
  locale?: Locale
  /** The company's time zone: `moment` cells show its wall clock. */
  timeZone?: string
}

/** Date cells in the reader's way: 02.03.2026 in Turkish, 02 Mar 2026 in English (no day/month mix-up). */
export const SHEET_DATE_FORMATS: Record<Locale, { date: string; moment: string }> = {
  tr: { date: 'dd.mm.yyyy', moment: 'dd.mm.yyyy hh:mm' },
  en: { date: 'dd mmm yyyy', moment: 'dd mmm yyyy hh:mm' },
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** One sheet with a bold, frozen header row and a filter on it: what an exported list opens as in Excel. */
export async function writeSheet<T>(
  title: string,
  columns: SheetColumn<T>[],
  rows: T[],
  options: SheetOptions = {},
): Promise<Buffer> {
  const dates = SHEET_DATE_FORMATS[options.locale ?? 'tr']
  const formats: Record<SheetKind, string> = { ...dates, percent: PERCENT_FORMAT, amount: AMOUNT_FORMAT }
  const timeZone = options.timeZone ?? 'UTC'
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Ajanda'
  workbook.created = new Date()
  const sheet = workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }))
  sheet.getRow(1).font = { bold: true }
  for (const row of rows) {
    const kinds = columns.map((column) =>
      typeof column.kind === 'function' ? column.kind(row) : (column.kind ?? null),
    )
    const added = sheet.addRow(
      columns.map((column, index) => {
        const value = column.value(row)
        if (value instanceof Date && kinds[index] === 'moment') return wallClockIn(value, timeZone)
        return value ?? ''
      }),
    )
    kinds.forEach((kind, index) => {
      if (kind) added.getCell(index + 1).numFmt = formats[kind]
    })
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/**
 * "musteriler-2026-03-02.xlsx": the list's name and today's date in the company's time zone, safe in a
 * Content-Disposition header.
 */
export function exportFileName(base: string, timeZone: string, now: Date = new Date()): string {
  return `${base}-${dayIn(timeZone, now)}.xlsx`
}

export type SheetReadResult =
  | { ok: true; rows: string[][] }
  | { ok: false; reason: 'not_xlsx' | 'too_many_rows' | 'too_many_columns' }
  | { ok: false; reason: 'cell_too_long'; cell: string }

export interface SheetLimits {
  maxRows: number
  maxColumns: number
  /** Longer cells refuse the sheet; without it a cell may be as long as the archive allows. */
  maxCellChars?: number
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04])

/** Whatever a cell holds, as the text a person sees: rich text joined, formulas by result, dates as days. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('')
    if ('formula' in value || 'sharedFormula' in value)
      return 'result' in value && value.result !== undefined
        ? cellText(value.result as ExcelJS.CellValue)
        : ''
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue)
    if ('error' in value) return ''
  }
  return String(value).trim()
}

/**
 * The first sheet of an .xlsx file as rows of texts, every row as wide as the widest; empty rows are
 * dropped. Refuses what is not an .xlsx file and sheets over the limits (the header row not counted).
 * It inflates the whole workbook in memory: an upload goes through platform/uploads/sheet-upload.ts,
 * which bounds the archive first and reads it in a worker thread.
 */
export async function readFirstSheet(bytes: Buffer, limits: SheetLimits): Promise<SheetReadResult> {
  if (!bytes.subarray(0, 4).equals(ZIP_MAGIC)) return { ok: false, reason: 'not_xlsx' }
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  } catch {
    return { ok: false, reason: 'not_xlsx' }
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) return { ok: true, rows: [] }
  if (sheet.actualRowCount > limits.maxRows + 1) return { ok: false, reason: 'too_many_rows' }
  if (sheet.actualColumnCount > limits.maxColumns) return { ok: false, reason: 'too_many_columns' }
  const rows: string[][] = []
  let width = 0
  let tooLong: string | null = null
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values: string[] = []
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      if (column > limits.maxColumns) return
      const text = cellText(cell.value)
      if (limits.maxCellChars !== undefined && text.length > limits.maxCellChars) tooLong ??= cell.address
      values[column - 1] = text
    })
    const cells = Array.from(values, (value) => value ?? '')
    if (cells.some((value) => value !== '')) {
      rows.push(cells)
      width = Math.max(width, cells.length)
    }
  })
  if (tooLong) return { ok: false, reason: 'cell_too_long', cell: tooLong }
  return { ok: true, rows: rows.map((row) => [...row, ...Array(width - row.length).fill('')]) }
}
