// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: the table is an ARIA grid (arrows, typing, Enter), as the budget editor's
// biome-ignore-all lint/a11y/useKeyWithClickEvents: the grid keeps the focus and takes the keys for the active cell (aria-activedescendant)
import {
  TARGET_AMOUNT_MAX,
  type TargetCell,
  type TargetRow,
  type TargetsResponse,
} from '@ajanda/contracts/targets.contract'
import {
  isMonthColumn,
  MONTHS,
  parentKeys,
  parseTargetAmount,
  rowValues,
  TARGET_VALUE_COLUMNS,
  visibleTargetRows,
} from '@ajanda/contracts/targets-grid'
import { VisuallyHidden } from '@mantine/core'
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react'
import { type KeyboardEvent, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDecimalCount } from '../../../shared/format/money'
import { cellKey } from '../use-targets-autosave'
import classes from './targets-grid.module.css'

/** The name column, then the 17 value columns (12 months, 4 quarters, the year). */
export const GRID_COLUMNS = 1 + TARGET_VALUE_COLUMNS
/** A grid column (1-based after the name column) is a month when it is 1..12. */
const isMonth = (column: number) => isMonthColumn(column - 1)

/** Whole amounts in Turkish notation whatever the language (admin-area.md: "Turkish locale"). */
export const formatTarget = (value: number | null) =>
  value === null ? '' : formatDecimalCount(String(value), 'tr')

export const targetCellId = (rowKey: string, column: number) => `target-${rowKey}-${column}`

/** Where the active cell goes as an edit ends; `blur` ends it where it is and leaves the focus alone. */
type Move = 'up' | 'down' | 'left' | 'right' | 'blur' | null
interface Active {
  rowKey: string
  column: number
}
interface Editing {
  seed: string | null
  /** The cell's amount as the edit started (Escape puts it back). */
  original: number | null
}

interface Handlers {
  activate: (rowKey: string, column: number) => void
  startEdit: (rowKey: string, column: number, seed: string | null) => void
  toggle: (rowKey: string) => void
  type: (row: TargetRow, column: number, value: number | null) => void
  end: (move: Move | 'cancel') => void
}

interface TargetsGridProps {
  data: TargetsResponse
  overrides: ReadonlyMap<string, number | null>
  onSet: (cell: TargetCell) => void
}

/**
 * The year's targets as a spreadsheet (the budget editor's keys): one active cell moved with the arrows,
 * Tab, Home and End; typing or Enter edits a month, Enter, Tab and the vertical arrows end the edit and
 * move, Escape puts the amount back, Delete empties a month. Rows are grouped division → team → person and
 * a group folds with its toggle (or Enter and Space on its name). Every change goes to `onSet` as typed.
 */
export function TargetsGrid({ data, overrides, onSet }: TargetsGridProps) {
  const { t } = useTranslation('targets')
  const grid = useRef<HTMLTableElement>(null)
  // scripts/bench/targets.ts times the grid's first render: from here to the effect below.
  useState(() => performance.mark('targets-grid-render'))
  useEffect(() => {
    performance.mark('targets-grid-ready')
  }, [])
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set())
  const [active, setActive] = useState<Active | null>(null)
  const [editing, setEditing] = useState<Editing | null>(null)

  const amountsOf = useCallback(
    (row: TargetRow) => {
      if (overrides.size === 0) return row.amounts
      let amounts: (number | null)[] | null = null
      for (let period = 1; period <= MONTHS; period += 1) {
        const key = cellKey(row.key, period)
        if (!overrides.has(key)) continue
        amounts ??= [...row.amounts]
        amounts[period - 1] = overrides.get(key) ?? null
      }
      return amounts ?? row.amounts
    },
    [overrides],
  )
  const parents = useMemo(() => parentKeys(data.rows), [data.rows])
  const rows = useMemo(() => visibleTargetRows(data.rows, collapsed), [data.rows, collapsed])
  const indexOf = (key: string | undefined) => (key ? rows.findIndex((row) => row.key === key) : -1)

  const focusGrid = () => grid.current?.focus()
  const move = (rowDelta: number, columnDelta: number) => {
    if (rows.length === 0) return
    const current = active ?? { rowKey: rows[0]?.key ?? '', column: 1 }
    const at = Math.max(0, indexOf(current.rowKey))
    const rowIndex = Math.min(rows.length - 1, Math.max(0, at + rowDelta))
    const column = Math.min(GRID_COLUMNS - 1, Math.max(0, current.column + columnDelta))
    setActive({ rowKey: rows[rowIndex]?.key ?? current.rowKey, column })
  }
  const toggle = (rowKey: string) =>
    setCollapsed((previous) => {
      const next = new Set(previous)
      if (!next.delete(rowKey)) next.add(rowKey)
      return next
    })
  const rowOf = (key: string | undefined) => data.rows.find((row) => row.key === key)
  const amountAt = (rowKey: string, column: number) => {
    const row = rowOf(rowKey)
    return row ? (amountsOf(row)[column - 1] ?? null) : null
  }
  const set = (row: TargetRow, column: number, value: number | null) =>
    onSet({
      target_for_type: row.target_for_type,
      target_for_id: row.target_for_id,
      period: column,
      amount: value,
    })

  const startEdit = (rowKey: string, column: number, seed: string | null) => {
    if (!isMonth(column)) return
    setActive({ rowKey, column })
    setEditing({ seed, original: amountAt(rowKey, column) })
  }

  // An active cell that a fold hid moves up to its group's row.
  useEffect(() => {
    if (!active || rows.some((row) => row.key === active.rowKey)) return
    let key: string | null | undefined = active.rowKey
    while (key && !rows.some((row) => row.key === key)) key = rowOf(key)?.parent_key
    setActive(key ? { rowKey: key, column: active.column } : null)
    setEditing(null)
  })
  useEffect(() => {
    if (!active) return
    document
      .getElementById(targetCellId(active.rowKey, active.column))
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [active])

  const latest = useRef({ active, editing, set, startEdit, toggle, move, rowOf, amountsOf, focusGrid })
  latest.current = { active, editing, set, startEdit, toggle, move, rowOf, amountsOf, focusGrid }
  const handlers = useMemo<Handlers>(
    () => ({
      activate: (rowKey, column) => {
        const { active: current, editing: open } = latest.current
        if (open && (current?.rowKey !== rowKey || current.column !== column)) setEditing(null)
        setActive({ rowKey, column })
      },
      startEdit: (rowKey, column, seed) => latest.current.startEdit(rowKey, column, seed),
      toggle: (rowKey) => latest.current.toggle(rowKey),
      type: (row, column, value) => latest.current.set(row, column, value),
      end: (how) => {
        const { active: current, editing: open } = latest.current
        if (how === 'cancel' && current && open) {
          const row = latest.current.rowOf(current.rowKey)
          if (row && latest.current.amountsOf(row)[current.column - 1] !== open.original)
            latest.current.set(row, current.column, open.original)
        }
        setEditing(null)
        if (how === 'up') latest.current.move(-1, 0)
        else if (how === 'down') latest.current.move(1, 0)
        else if (how === 'left') latest.current.move(0, -1)
        else if (how === 'right') latest.current.move(0, 1)
        // At once, not on the next frame: keys typed right after Enter or Tab must reach the grid.
        if (how !== 'blur') latest.current.focusGrid()
      },
    }),
    [],
  )

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.target !== event.currentTarget) return
    const key = event.key
    const column = active?.column ?? 1
    const command = event.ctrlKey || event.metaKey || event.altKey
    let handled = true
    if (key === 'ArrowUp' || key === 'ArrowDown') move(key === 'ArrowUp' ? -1 : 1, 0)
    else if (key === 'ArrowLeft' || key === 'ArrowRight') move(0, key === 'ArrowLeft' ? -1 : 1)
    else if (key === 'Tab') {
      // At the row's ends Tab leaves the grid: the keyboard is never trapped in it.
      if ((event.shiftKey && column === 0) || (!event.shiftKey && column === GRID_COLUMNS - 1))
        handled = false
      else move(0, event.shiftKey ? -1 : 1)
    } else if (key === 'Home' || key === 'End') move(0, key === 'Home' ? -GRID_COLUMNS : GRID_COLUMNS)
    else if (!active) handled = false
    else if ((key === 'Enter' || key === ' ') && active.column === 0) {
      if (parents.has(active.rowKey)) toggle(active.rowKey)
    } else if (key === 'Enter' || key === 'F2') startEdit(active.rowKey, active.column, null)
    else if ((key === 'Delete' || key === 'Backspace') && isMonth(active.column)) {
      const row = rowOf(active.rowKey)
      if (row) set(row, active.column, null)
    } else if (key.length === 1 && !command && /[0-9]/.test(key) && isMonth(active.column))
      startEdit(active.rowKey, active.column, key)
    else handled = false
    if (handled) event.preventDefault()
  }

  const columnLabel = useCallback(
    (column: number) => {
      if (column <= MONTHS) return t(`columns.monthNames.m${column}` as 'columns.monthNames.m1')
      if (column <= MONTHS + 4)
        return t(`columns.quarterNames.q${column - MONTHS}` as 'columns.quarterNames.q1')
      return t('columns.yearName')
    },
    [t],
  )
  const headers = useMemo(
    () =>
      Array.from({ length: TARGET_VALUE_COLUMNS }, (_, index) => {
        const column = index + 1
        const short =
          column <= MONTHS
            ? t(`columns.months.m${column}` as 'columns.months.m1')
            : column <= MONTHS + 4
              ? t(`columns.quarters.q${column - MONTHS}` as 'columns.quarters.q1')
              : t('columns.year')
        return { column, short, long: columnLabel(column) }
      }),
    [t, columnLabel],
  )

  return (
    <div className={classes.scroller} data-testid="targets-scroller">
      <VisuallyHidden id="targets-grid-keys">{t('grid.keys')}</VisuallyHidden>
      <table
        ref={grid}
        role="grid"
        tabIndex={0}
        className={classes.table}
        aria-label={t('grid.label', { year: data.year })}
        aria-describedby="targets-grid-keys"
        aria-rowcount={rows.length + 1}
        aria-colcount={GRID_COLUMNS}
        aria-activedescendant={active && !editing ? targetCellId(active.rowKey, active.column) : undefined}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          if (event.target === event.currentTarget && !active && rows[0])
            setActive({ rowKey: rows[0].key, column: 1 })
        }}
      >
        <thead>
          <tr>
            <th scope="col" className={classes.name}>
              <div>{t('grid.name')}</div>
              <div data-testid="targets-currency">{t('grid.amountsIn', { currency: data.currency })}</div>
            </th>
            {headers.map((header) => (
              <th
                key={header.column}
                scope="col"
                className={`${classes.value} ${isMonth(header.column) ? '' : classes.sum}`}
                title={header.long}
              >
                <abbr title={header.long} style={{ textDecoration: 'none' }}>
                  {header.short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const isActive = active?.rowKey === row.key
            return (
              <GridRow
                key={row.key}
                row={row}
                values={rowValues(amountsOf(row))}
                hasChildren={parents.has(row.key)}
                expanded={!collapsed.has(row.key)}
                activeColumn={isActive ? active.column : null}
                editing={isActive ? editing : null}
                handlers={handlers}
                columnLabel={columnLabel}
              />
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

interface GridRowProps {
  row: TargetRow
  values: (number | null)[]
  hasChildren: boolean
  expanded: boolean
  activeColumn: number | null
  editing: Editing | null
  handlers: Handlers
  columnLabel: (column: number) => string
}

const sameValues = (a: readonly (number | null)[], b: readonly (number | null)[]) =>
  a.length === b.length && a.every((value, index) => value === b[index])

/** One division, team or person: its name (with the fold toggle) and its 17 values. */
const GridRow = memo(
  function GridRow({
    row,
    values,
    hasChildren,
    expanded,
    activeColumn,
    editing,
    handlers,
    columnLabel,
  }: GridRowProps) {
    const { t } = useTranslation('targets')
    const rowClass =
      row.target_for_type === 'DIVISION'
        ? classes.division
        : row.target_for_type === 'TEAM'
          ? classes.team
          : ''
    return (
      <tr className={rowClass} data-row={row.key} data-testid={`target-row-${row.key}`}>
        <th
          scope="row"
          id={targetCellId(row.key, 0)}
          className={`${classes.name} ${row.inactive ? classes.inactive : ''}`}
          data-active={activeColumn === 0 ? 'true' : undefined}
          onClick={() => handlers.activate(row.key, 0)}
        >
          <div className={classes.nameInner} style={{ paddingLeft: row.depth * 16 }}>
            {hasChildren ? (
              <button
                type="button"
                tabIndex={-1}
                className={classes.toggle}
                aria-expanded={expanded}
                aria-label={t(expanded ? 'grid.collapse' : 'grid.expand', { name: row.name })}
                onClick={(event) => {
                  event.stopPropagation()
                  handlers.toggle(row.key)
                }}
              >
                {expanded ? (
                  <IconChevronDown size={16} aria-hidden />
                ) : (
                  <IconChevronRight size={16} aria-hidden />
                )}
              </button>
            ) : (
              <span className={classes.spacer} />
            )}
            <span title={row.name}>
              {row.name}
              {row.inactive ? ` (${t('grid.inactive')})` : ''}
            </span>
          </div>
        </th>
        {values.map((value, index) => {
          const column = index + 1
          const month = isMonth(column)
          const isActive = activeColumn === column
          // The cell is named by its row and column headers (the grid's own semantics); the editor by both.
          const label = t('grid.cellLabel', { name: row.name, column: columnLabel(column) })
          return (
            <td
              key={column}
              id={targetCellId(row.key, column)}
              className={`${classes.value} ${month ? classes.editable : classes.sum} ${isActive && editing ? classes.editing : ''}`}
              data-active={isActive ? 'true' : undefined}
              onClick={() => {
                if (isActive && month && !editing) handlers.startEdit(row.key, column, null)
                else handlers.activate(row.key, column)
              }}
              onDoubleClick={() => month && handlers.startEdit(row.key, column, null)}
            >
              {isActive && editing && month ? (
                <CellEditor
                  label={label}
                  value={value}
                  seed={editing.seed}
                  onValue={(amount) => handlers.type(row, column, amount)}
                  onEnd={handlers.end}
                />
              ) : (
                formatTarget(value)
              )}
            </td>
          )
        })}
      </tr>
    )
  },
  (before, after) =>
    before.row === after.row &&
    before.hasChildren === after.hasChildren &&
    before.expanded === after.expanded &&
    before.activeColumn === after.activeColumn &&
    before.editing === after.editing &&
    before.handlers === after.handlers &&
    before.columnLabel === after.columnLabel &&
    sameValues(before.values, after.values),
)

interface CellEditorProps {
  label: string
  value: number | null
  seed: string | null
  onValue: (value: number | null) => void
  onEnd: (move: Move | 'cancel') => void
}

/**
 * The one input of the grid, in the active month. Every valid keystroke is a change (saved as typed, the
 * quarter and the year follow); text that is not a whole number in range is marked and not sent.
 */
function CellEditor({ label, value, seed, onValue, onEnd }: CellEditorProps) {
  const { t } = useTranslation('targets')
  const [draft, setDraft] = useState(() => seed ?? (value === null ? '' : String(value)))
  const field = useRef<HTMLInputElement>(null)
  const parse = (text: string) => {
    const amount = parseTargetAmount(text)
    return amount !== undefined && (amount === null || amount <= TARGET_AMOUNT_MAX) ? amount : undefined
  }
  const invalid = parse(draft) === undefined

  const change = (text: string) => {
    setDraft(text)
    const amount = parse(text)
    if (amount !== undefined) onValue(amount)
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the edit opens (a typed digit is a change)
  useEffect(() => {
    field.current?.focus()
    if (seed !== null) change(seed)
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    let move: Move | 'cancel' | undefined
    if (event.key === 'Enter') move = event.shiftKey ? 'up' : 'down'
    else if (event.key === 'Tab') move = event.shiftKey ? 'left' : 'right'
    else if (event.key === 'ArrowDown') move = 'down'
    else if (event.key === 'ArrowUp') move = 'up'
    else if (event.key === 'Escape') move = 'cancel'
    event.stopPropagation()
    if (move === undefined) return
    event.preventDefault()
    onEnd(move)
  }

  return (
    <input
      ref={field}
      className={classes.editor}
      aria-label={label}
      aria-invalid={invalid || undefined}
      title={invalid ? t('save.invalid') : undefined}
      inputMode="numeric"
      autoComplete="off"
      value={draft}
      maxLength={20}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      onBlur={() => onEnd('blur')}
      onFocus={(event) => {
        if (seed === null) event.currentTarget.select()
      }}
    />
  )
}
