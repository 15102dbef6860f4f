import type { BudgetLine } from '@ajanda/contracts/budgets.contract'
import type { KeyboardEvent } from 'react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { parseDecimalInput } from '../../../shared/format/money'
import { confirmDestructive } from '../../../shared/ui/confirm'
import { parseTsv } from '../budget-clipboard'
import { type EditorCategory, type GridRow, lineRowKey, reorderRows } from '../budget-rows'
import { budgetWrites } from '../budgets.api'
import type { LinePatch } from '../editor-state'
import { EDIT_COLUMNS } from '../grid-columns'
import type { BudgetEditorState } from '../use-budget-editor'
import type { useGridNavigation } from '../use-grid-navigation'
import type { Move } from './cell-editor'
import type { OptionLabels } from './use-option-labels'

interface GridActionsOptions {
  editor: BudgetEditorState
  rows: readonly GridRow[]
  nav: ReturnType<typeof useGridNavigation>
  canEdit: boolean
  focusGrid: () => void
  /** Opens a category's edit form (Enter or F2 on its header row). */
  editCategory: (category: EditorCategory) => void
  /** The option names in the user's language: a pasted "Konaklama" reads as ACC. */
  optionLabels: OptionLabels
}

const MOVES: Record<Exclude<Move, null>, [number, number]> = {
  up: [-1, 0],
  down: [1, 0],
  left: [0, -1],
  right: [0, 1],
}

/** Delete empties a cell: optional texts and lists to nothing, numbers to 0; a name, a unit or a currency stays. */
function clearedValue(key: (typeof EDIT_COLUMNS)[number]['key']): LinePatch | null {
  if (key === 'notes' || key === 'alt_group' || key === 'product_type') return { [key]: null }
  if (key === 'suppliers') return { suppliers: [] }
  if (key === 'quantity' || key === 'unit_count' || key === 'price_buy' || key === 'price_sell')
    return { [key]: '0' }
  return null
}

/** What the grid's keys, clicks and clipboard do to the editor's state. */
export function useGridActions({
  editor,
  rows,
  nav,
  canEdit,
  focusGrid,
  editCategory,
  optionLabels: labels,
}: GridActionsOptions) {
  const { t } = useTranslation('budgets')
  const editStart = useRef<BudgetLine | null>(null)
  const activeRow = nav.activeIndex >= 0 ? rows[nav.activeIndex] : undefined
  const activeLine = activeRow?.kind === 'line' ? activeRow.line : null
  const column = nav.active ? EDIT_COLUMNS[nav.active.column] : undefined

  const startEdit = (rowKey: string, index: number, seed: string | null = null) => {
    const row = rows.find((candidate) => candidate.key === rowKey)
    nav.setActive({ rowKey, column: index })
    if (!canEdit || row?.kind !== 'line') return
    const target = EDIT_COLUMNS[index]
    if (target?.kind === 'flag') {
      if (row.line.alt_group !== null) void editor.makeDefault(row.line.id)
      return
    }
    editStart.current = row.line
    nav.setEditing({ seed: target?.kind === 'text' || target?.kind === 'decimal' ? seed : null })
  }

  const endEdit = (move: Move) => {
    nav.setEditing(null)
    editStart.current = null
    if (move) nav.move(...MOVES[move])
    focusGrid()
  }

  const addLine = async (categoryId: number, afterId: number | null) => {
    const currency = editor.meta.currency
    const [line] = await editor.addLines(categoryId, afterId, [
      { name: t('grid.newLine'), currency_buy: currency, currency_sell: currency },
    ])
    if (line) {
      nav.setActive({ rowKey: lineRowKey(line.id), column: 0 })
      focusGrid()
    }
  }

  const removeCategory = async (id: number, name: string) => {
    if (!(await confirmDestructive({ message: t('grid.removeCategoryMessage', { name }) }))) return
    await editor.runDetail(() => budgetWrites.removeCategory(editor.meta.code, id))
    focusGrid()
  }

  const pasteRows = async (text: string) => {
    const items = parseTsv(text, labels, editor.meta.currency)
    if (items.length === 0 || !activeRow) return
    const categoryId = activeRow.kind === 'line' ? activeRow.categoryId : activeRow.category.id
    const added = await editor.addLines(categoryId, activeLine?.id ?? null, items)
    const last = added.at(-1)
    if (last) nav.setActive({ rowKey: lineRowKey(last.id), column: nav.active?.column ?? 0 })
  }

  const pasteValue = (text: string) => {
    if (!activeLine || !column) return
    if (column.kind === 'decimal') {
      const value = parseDecimalInput(text)
      if (value !== null) editor.editLine(activeLine.id, { [column.key]: value })
    } else if (column.kind === 'text' && text.trim() !== '') {
      editor.editLine(activeLine.id, { [column.key]: text.trim() })
    }
  }

  /** A key pressed on the grid itself (not in the editor); true when it was the grid's. */
  const onGridKey = (event: KeyboardEvent<HTMLDivElement>): boolean => {
    const command = event.ctrlKey || event.metaKey
    const key = event.key
    if (event.altKey && (key === 'ArrowUp' || key === 'ArrowDown')) {
      if (!canEdit || !activeRow) return true
      const neighbour = rows[nav.activeIndex + (key === 'ArrowUp' ? -1 : 1)]
      const next = neighbour && reorderRows(editor.categories, activeRow.key, neighbour.key)
      if (next) void editor.reorder(next)
      return true
    }
    if (key === 'ArrowUp' || key === 'ArrowDown') {
      nav.move(key === 'ArrowUp' ? -1 : 1, 0, event.shiftKey)
      return true
    }
    if (key === 'ArrowLeft' || key === 'ArrowRight') {
      nav.move(0, key === 'ArrowLeft' ? -1 : 1)
      return true
    }
    if (key === 'Tab') {
      const column = nav.active?.column ?? 0
      // At the row's ends Tab leaves the grid, so the keyboard is never trapped in it.
      if ((event.shiftKey && column === 0) || (!event.shiftKey && column === EDIT_COLUMNS.length - 1))
        return false
      nav.move(0, event.shiftKey ? -1 : 1)
      return true
    }
    if (key === 'Home' || key === 'End') {
      nav.move(0, key === 'Home' ? -EDIT_COLUMNS.length : EDIT_COLUMNS.length)
      return true
    }
    if (!nav.active || !activeRow) return false
    if (command && key === 'Enter') {
      if (canEdit)
        void addLine(
          activeRow.kind === 'line' ? activeRow.categoryId : activeRow.category.id,
          activeLine?.id ?? null,
        )
      return true
    }
    if (command && (key === 'Delete' || key === 'Backspace')) {
      if (!canEdit) return true
      if (activeLine) void editor.removeLine(activeLine.id)
      else if (activeRow.kind === 'category')
        void removeCategory(activeRow.category.id, activeRow.category.name)
      return true
    }
    if ((key === 'Enter' || key === 'F2') && activeRow.kind === 'category') {
      if (canEdit) editCategory(activeRow.category)
      return true
    }
    if (key === 'Enter' || key === 'F2' || (key === ' ' && column?.kind === 'flag')) {
      startEdit(nav.active.rowKey, nav.active.column)
      return true
    }
    if ((key === 'Delete' || key === 'Backspace') && activeLine && canEdit && column) {
      const cleared = clearedValue(column.key)
      if (cleared) editor.editLine(activeLine.id, cleared)
      return true
    }
    if (key.length === 1 && !command && !event.altKey && activeLine) {
      startEdit(nav.active.rowKey, nav.active.column, key)
      return true
    }
    return false
  }

  return {
    activate: (rowKey: string, index: number) => {
      if (nav.editing && (nav.active?.rowKey !== rowKey || nav.active.column !== index)) nav.setEditing(null)
      nav.setActive({ rowKey, column: index })
    },
    startEdit: (rowKey: string, index: number) => startEdit(rowKey, index),
    change: (line: BudgetLine, patch: LinePatch) => editor.editLine(line.id, patch),
    commit: endEdit,
    cancel: () => {
      const original = editStart.current
      if (original && column) {
        const key = column.key
        editor.editLine(original.id, { [key]: original[key as keyof BudgetLine] } as LinePatch)
      }
      endEdit(null)
    },
    removeLine: (line: BudgetLine) => void editor.removeLine(line.id),
    addLine: (categoryId: number, afterId: number | null) => void addLine(categoryId, afterId),
    removeCategory: (id: number, name: string) => void removeCategory(id, name),
    toggleDefault: (line: BudgetLine) => {
      if (canEdit && !line.is_default) void editor.makeDefault(line.id)
    },
    onGridKey,
    pasteValue,
    pasteRows,
  }
}
