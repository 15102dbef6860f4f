import type { BudgetLine } from '@ajanda/contracts/budgets.contract'
import type { EditorCategory } from '../budget-rows'
import type { LinePatch } from '../editor-state'
import type { Move } from './cell-editor'

/** What rows call back into the grid with; one stable object, so memoised rows never re-render for it. */
export interface RowHandlers {
  activate: (rowKey: string, column: number) => void
  startEdit: (rowKey: string, column: number) => void
  change: (line: BudgetLine, patch: LinePatch) => void
  commit: (move: Move) => void
  cancel: () => void
  removeLine: (line: BudgetLine) => void
  addLine: (categoryId: number) => void
  removeCategory: (categoryId: number, name: string) => void
  /** Opens the category's name, English name and VAT rate. */
  editCategory: (category: EditorCategory) => void
  toggleDefault: (line: BudgetLine) => void
}

/** The active cell's edit, when one is open: null while the cell only shows its value. */
export interface EditingCell {
  /** The character that started the edit, replacing the value; null for Enter / F2 / double-click. */
  seed: string | null
}
