import type { BudgetLine } from '@ajanda/contracts/budgets.contract'
import { Select } from '@mantine/core'
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
  const [draft, setDraft] = useState(() => initialDraft(column, line, seed))
  const field = useRef<HTMLInputElement>(null)

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    let move: Move | undefined
    if (event.key === 'Enter') move = event.shiftKey ? 'up' : 'down'
    else if (event.key === 'Tab') move = event.shiftKey ? 'left' : 'right'
    else if (event.key === 'ArrowDown') move = 'down'
    else if (event.key === 'ArrowUp') move = 'up'
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

  if (column.kind === 'select' || column.kind === 'currency')
    return (
      <SelectCellEditor
        column={column}
        value={draft}
        label={label}
        currencies={currencies}
        onPick={(value) => {
          set(value)
          onCommit(null)
        }}
        onCommit={onCommit}
        onCancel={onCancel}
      />
    )

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

/** The product type's "none" option: a combobox option needs a value of its own. */
const NO_VALUE = '-'

interface SelectCellEditorProps {
  column: GridColumn
  value: string
  label: string
  currencies: readonly string[]
  /** An option was chosen (a click, or Enter on the highlighted one): the value, then the edit ends. */
  onPick: (value: string) => void
  onCommit: (move: Move) => void
  onCancel: () => void
}

/**
 * A list cell (product type, units, currencies): the app's combobox, open as the edit starts. Its list
 * takes the arrows and Enter on a highlighted option; Enter with nothing highlighted, Tab and a click
 * outside end the edit as in any cell, Escape puts the value back.
 */
function SelectCellEditor({
  column,
  value,
  label,
  currencies,
  onPick,
  onCommit,
  onCancel,
}: SelectCellEditorProps) {
  const { t } = useTranslation('budgets')
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => field.current?.focus(), [])
  const options =
    column.kind === 'currency'
      ? [...new Set([...currencies, value])].map((code) => ({ value: code, label: code }))
      : [
          ...(column.key === 'product_type' ? [{ value: NO_VALUE, label: t('grid.noProductType') }] : []),
          ...(column.options ?? []).map((code) => ({
            value: code,
            label: t(`${optionNamespace(column.key)}.${code}` as never),
          })),
        ]

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation()
    if (event.key === 'Escape') {
      event.preventDefault()
      onCancel()
    } else if (event.key === 'Tab') {
      event.preventDefault()
      onCommit(event.shiftKey ? 'left' : 'right')
    } else if (event.key === 'Enter' && !highlighted(event.currentTarget)) {
      event.preventDefault()
      onCommit(event.shiftKey ? 'up' : 'down')
    }
  }

  return (
    <Select
      ref={field}
      aria-label={label}
      size="xs"
      w="100%"
      data={options}
      value={value === '' && column.key === 'product_type' ? NO_VALUE : value}
      allowDeselect={false}
      withCheckIcon={false}
      defaultDropdownOpened
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true, width: 'max-content', position: 'bottom-start' }}
      onOptionSubmit={(picked) => onPick(picked === NO_VALUE ? '' : picked)}
      onKeyDown={onKeyDown}
      onBlur={() => onCommit(null)}
    />
  )
}

/** Whether the open list has a highlighted option, which Enter then picks. */
function highlighted(input: HTMLInputElement): boolean {
  const list = input.getAttribute('aria-controls')
  return !!(list && document.getElementById(list)?.querySelector('[data-combobox-selected]'))
}

export function optionNamespace(key: GridColumn['key']) {
  if (key === 'product_type') return 'productTypes'
  if (key === 'quantity_unit') return 'quantityUnits'
  return 'countUnits'
}
