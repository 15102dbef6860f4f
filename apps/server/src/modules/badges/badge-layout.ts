/**
 * Where badges go on paper (issue 22 item 4): millimetres to PDF points, and the placement of badges on
 * A4 sheets with crop marks. Pure arithmetic, shared by the PDF renderer and its tests.
 */

export const PT_PER_MM = 72 / 25.4
export const mmToPt = (mm: number) => mm * PT_PER_MM

export const A4_MM = { width: 210, height: 297 } as const
/** The margin a sheet keeps for crop marks when the badges leave room for it. */
export const SHEET_MARGIN_MM = 5
/** Crop marks stop this far short of the badge's corner, so no mark is printed onto a badge. */
export const MARK_OFFSET_MM = 1.5
export const MARK_LENGTH_MM = 4

export interface SheetSlot {
  /** Top-left corner of the badge on the sheet, in millimetres. */
  x: number
  y: number
}

export interface SheetLayout {
  columns: number
  rows: number
  perSheet: number
  /** The slots in reading order (left to right, top to bottom). */
  slots: SheetSlot[]
  /** Whether the margins leave room for crop marks. */
  marks: boolean
}

function fit(badgeWidth: number, badgeHeight: number, margin: number) {
  const columns = Math.floor((A4_MM.width - 2 * margin + 1e-6) / badgeWidth)
  const rows = Math.floor((A4_MM.height - 2 * margin + 1e-6) / badgeHeight)
  return { columns, rows, count: columns * rows }
}

/**
 * The badges of one A4 portrait sheet, edge to edge (one cut between neighbours), centred. Margins for
 * crop marks are kept unless dropping them fits more badges (A6 is exactly a quarter of A4: four without
 * marks beat one with them); then the sheet has no marks. A badge larger than A4 gets one slot.
 */
export function sheetLayout(badgeWidth: number, badgeHeight: number): SheetLayout {
  const withMargin = fit(badgeWidth, badgeHeight, SHEET_MARGIN_MM)
  const tight = fit(badgeWidth, badgeHeight, 0)
  const marks = withMargin.count > 0 && withMargin.count >= tight.count
  const chosen = marks ? withMargin : tight
  const columns = Math.max(1, chosen.columns)
  const rows = Math.max(1, chosen.rows)
  const left = Math.max(0, (A4_MM.width - columns * badgeWidth) / 2)
  const top = Math.max(0, (A4_MM.height - rows * badgeHeight) / 2)
  const slots: SheetSlot[] = []
  for (let row = 0; row < rows; row += 1)
    for (let column = 0; column < columns; column += 1)
      slots.push({ x: left + column * badgeWidth, y: top + row * badgeHeight })
  return { columns, rows, perSheet: columns * rows, slots, marks }
}

export interface MarkLine {
  x1: number
  y1: number
  x2: number
  y2: number
}

/**
 * Crop marks of a sheet, in millimetres: for every cut line (each column's and row's edges), a short
 * stroke in the margin above and below (or left and right of) the grid, never over a badge.
 */
export function cropMarks(layout: SheetLayout, badgeWidth: number, badgeHeight: number): MarkLine[] {
  if (!layout.marks || layout.slots.length === 0) return []
  const first = layout.slots[0] as SheetSlot
  const gridRight = first.x + layout.columns * badgeWidth
  const gridBottom = first.y + layout.rows * badgeHeight
  const length = Math.min(MARK_LENGTH_MM, Math.max(0, Math.min(first.x, first.y) - MARK_OFFSET_MM))
  if (length <= 0) return []
  const lines: MarkLine[] = []
  for (let column = 0; column <= layout.columns; column += 1) {
    const x = first.x + column * badgeWidth
    lines.push({ x1: x, y1: first.y - MARK_OFFSET_MM - length, x2: x, y2: first.y - MARK_OFFSET_MM })
    lines.push({ x1: x, y1: gridBottom + MARK_OFFSET_MM, x2: x, y2: gridBottom + MARK_OFFSET_MM + length })
  }
  for (let row = 0; row <= layout.rows; row += 1) {
    const y = first.y + row * badgeHeight
    lines.push({ x1: first.x - MARK_OFFSET_MM - length, y1: y, x2: first.x - MARK_OFFSET_MM, y2: y })
    lines.push({ x1: gridRight + MARK_OFFSET_MM, y1: y, x2: gridRight + MARK_OFFSET_MM + length, y2: y })
  }
  return lines
}

/** Which page and slot the badge at `index` takes on sheets of `perSheet` badges. */
export function slotOf(index: number, perSheet: number): { page: number; slot: number } {
  return { page: Math.floor(index / perSheet), slot: index % perSheet }
}

/**
 * Dark runs of each row of a QR matrix: one rectangle per run instead of one per module, which keeps
 * 2,000 badges' content streams small.
 */
export function qrRuns(matrix: boolean[][]): { row: number; start: number; length: number }[] {
  const runs: { row: number; start: number; length: number }[] = []
  matrix.forEach((cells, row) => {
    let start = -1
    for (let column = 0; column <= cells.length; column += 1) {
      const dark = column < cells.length && cells[column] === true
      if (dark && start < 0) start = column
      if (!dark && start >= 0) {
        runs.push({ row, start, length: column - start })
        start = -1
      }
    }
  })
  return runs
}
