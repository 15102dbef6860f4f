import {
  type BudgetLine,
  COUNT_UNITS,
  PRODUCT_TYPES,
  QUANTITY_UNITS,
} from '@ajanda/contracts/budgets.contract'

/** What the active cell edits with: a text box, a decimal box, a list, the supplier search, a flag. */
export type CellKind = 'text' | 'decimal' | 'select' | 'currency' | 'suppliers' | 'flag'

export type ColumnKey =
  | 'name'
  | 'product_type'
  | 'quantity'
  | 'quantity_unit'
  | 'unit_count'
  | 'count_unit'
  | 'suppliers'
  | 'price_buy'
  | 'currency_buy'
  | 'price_sell'
  | 'currency_sell'
  | 'alt_group'
  | 'is_default'
  | 'notes'

export interface GridColumn {
  key: ColumnKey
  kind: CellKind
  width: number
  /** Numbers read right-aligned (architecture 6b). */
  numeric?: boolean
  options?: readonly string[]
}

/** The editable columns, in the order arrows and Tab walk them and TSV rows carry them. */
export const EDIT_COLUMNS: readonly GridColumn[] = [
  { key: 'name', kind: 'text', width: 240 },
  { key: 'product_type', kind: 'select', width: 150, options: PRODUCT_TYPES },
  { key: 'quantity', kind: 'decimal', width: 80, numeric: true },
  { key: 'quantity_unit', kind: 'select', width: 100, options: QUANTITY_UNITS },
  { key: 'unit_count', kind: 'decimal', width: 80, numeric: true },
  { key: 'count_unit', kind: 'select', width: 100, options: COUNT_UNITS },
  { key: 'suppliers', kind: 'suppliers', width: 200 },
  { key: 'price_buy', kind: 'decimal', width: 120, numeric: true },
  { key: 'currency_buy', kind: 'currency', width: 80 },
  { key: 'price_sell', kind: 'decimal', width: 120, numeric: true },
  { key: 'currency_sell', kind: 'currency', width: 80 },
  { key: 'alt_group', kind: 'text', width: 110 },
  { key: 'is_default', kind: 'flag', width: 100 },
  { key: 'notes', kind: 'text', width: 200 },
]

/** The computed columns after the editable ones (read-only, in the budget currency). */
export const TOTAL_COLUMNS = [
  { key: 'total_buy', width: 130 },
  { key: 'total_sell', width: 130 },
  { key: 'profit', width: 130 },
] as const
export const HANDLE_WIDTH = 36
export const CLIENT_WIDTH = 80
export const ACTIONS_WIDTH = 48
export const GRID_WIDTH =
  HANDLE_WIDTH +
  EDIT_COLUMNS.reduce((total, column) => total + column.width, 0) +
  TOTAL_COLUMNS.reduce((total, column) => total + column.width, 0) +
  CLIENT_WIDTH +
  ACTIONS_WIDTH

/**
 * The item column and the drag handle stay in view while the grid scrolls sideways (frozen panes,
 * budget-grid.module.css `.frozen`). The item column is narrower on a phone: the stylesheet sets
 * `--budget-name-width`, so every width that includes it is a CSS length rather than a number.
 */
const NAME_COLUMN_WIDTH = EDIT_COLUMNS[0]?.width ?? 240
export const NAME_WIDTH_CSS = `var(--budget-name-width, ${NAME_COLUMN_WIDTH}px)`
const widthWithName = (pixels: number) =>
  `calc(${pixels - NAME_COLUMN_WIDTH}px + var(--budget-name-width, ${NAME_COLUMN_WIDTH}px))`
/** A whole row: every column, the item column at its current width. */
export const GRID_WIDTH_CSS = widthWithName(GRID_WIDTH)
/** A category's title cell: it spans every editable column. */
export const EDIT_COLUMNS_WIDTH_CSS = widthWithName(
  EDIT_COLUMNS.reduce((total, column) => total + column.width, 0),
)
/** A column's width as a style: the item column's is the CSS variable's. */
export const columnWidth = (column: GridColumn): string | number =>
  column.key === 'name' ? NAME_WIDTH_CSS : column.width

export const columnIndex = (key: ColumnKey) => EDIT_COLUMNS.findIndex((column) => column.key === key)

/** The text a cell holds for copying and for starting an edit. */
export function cellValue(line: BudgetLine, key: ColumnKey): string {
  switch (key) {
    case 'suppliers':
      return line.suppliers.map((supplier) => supplier.name).join(', ')
    case 'is_default':
      return line.is_default ? '1' : '0'
    default:
      return line[key] ?? ''
  }
}
