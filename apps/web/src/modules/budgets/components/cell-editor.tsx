import type { BudgetLine } from '@ajanda/contracts/budgets.contract'
import { type KeyboardEvent, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDecimalCount, parseDecimalInput } from '../../../shared/format/money'
import type { LinePatch } from '../editor-state'
import { cellValue, type GridColumn } from '../grid-columns'
import classes from './budget-grid.module.css'
import { SupplierCellEditor } from './lazy-parts'

/** Where the active cell goes after an edit ends; null stays. */
export type Move = 'up' | 'down' | 'left' | 'right' | null

interface CellEditorProps {
  column: GridColumn
  line: BudgetLine
  label: string
  /** What typing started the edit with (the typed character replaces the value), if anything. */
  seed: string | null
  currencies: readonly string[]
  onChange: (patch: LinePatch) => void
  onCommit: (move: Move) => void
  onCancel: () => void
}

function initialDraft(column: GridColumn, line: BudgetLine, seed: string | null): string {
  if (seed !== null) return seed
  const value = cellValue(line, column.key)
  // Numbers are edited as they are read: "1500,5" in Turkish notation.
  return column.kind === 'decimal' ? formatDecimalCount(value).replace(/\./g, '') : value
}

/**
 * The one input of the grid, in the active cell. Every keystroke reaches the editor's state (so the
 * totals follow as a price is typed); Enter, Tab and the vertical arrows end the edit and move, Escape
 * puts the value back.
 */
export function CellEditor({
  column,
  line,
  label,
  seed,
  currencies,
  onChange,
  onCommit,
  onCancel,
}: CellEditorProps) {
  const { t } = useTranslation('budgets')
  const [draft, setDraft] = useState(() => initialDraft(column, line, seed))
  const field = useRef<HTMLInputElement & HTMLSelectElement>(null)

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const select = event.currentTarget.tagName === 'SELECT'
    let move: Move | undefined
    if (event.key === 'Enter') move = event.shiftKey ? 'up' : 'down'
    else if (event.key === 'Tab') move = event.shiftKey ? 'left' : 'right'
    else if (!select && event.key === 'ArrowDown') move = 'down'
    else if (!select && event.key === 'ArrowUp') move = 'up'
    else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onCancel()
      return
    }
    if (move === undefined) {
      event.stopPropagation()
      return
    }
    event.preventDefault()
    event.stopPropagation()
    onCommit(move)
  }

  const set = (text: string) => {
    setDraft(text)
    if (column.kind === 'decimal') {
      const value = parseDecimalInput(text)
      onChange({ [column.key]: value ?? '0' })
    } else if (column.key === 'name') {
      // A name is required: an emptied box keeps the last name until something is typed.
      if (text.trim() !== '') onChange({ name: text })
    } else if (column.key === 'product_type') {
      onChange({ product_type: (text || null) as BudgetLine['product_type'] })
    } else {
      onChange({ [column.key]: column.kind === 'text' && text === '' ? null : text })
    }
  }

  // The grid hands its focus to the editor as it opens; a typed first character is already a change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the edit opens
  useEffect(() => {
    field.current?.focus()
    if (seed !== null) set(seed)
  }, [])

  if (column.kind === 'suppliers')
    return (
      // Its chunk is usually in already (the grid preloads it on focus); until then the cell keeps its text.
      <Suspense fallback={cellValue(line, 'suppliers')}>
        <SupplierCellEditor
          line={line}
          label={label}
          onChange={onChange}
          onCommit={onCommit}
          onCancel={onCancel}
        />
      </Suspense>
    )

  if (column.kind === 'select' || column.kind === 'currency') {
    const options =
      column.kind === 'currency'
        ? [...new Set([...currencies, draft])].map((code) => ({ value: code, label: code }))
        : (column.options ?? []).map((code) => ({
            value: code,
            label: t(`${optionNamespace(column.key)}.${code}` as never),
          }))
    return (
      <select
        ref={field}
        aria-label={label}
        className={classes.editor}
        value={draft}
        onChange={(event) => set(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      >
        {column.key === 'product_type' && <option value="">{t('grid.noProductType')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )
  }

  return (
    <input
      ref={field}
      aria-label={label}
      className={classes.editor}
      data-numeric={column.numeric ? 'true' : undefined}
      inputMode={column.kind === 'decimal' ? 'decimal' : undefined}
      value={draft}
      maxLength={column.key === 'notes' ? 1000 : column.key === 'alt_group' ? 40 : 255}
      onChange={(event) => set(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        // Typing started the edit: the caret goes after the typed character, not around a selection.
        if (seed === null) event.currentTarget.select()
      }}
    />
  )
}

export function optionNamespace(key: GridColumn['key']) {
  if (key === 'product_type') return 'productTypes'
  if (key === 'quantity_unit') return 'quantityUnits'
  return 'countUnits'
}
