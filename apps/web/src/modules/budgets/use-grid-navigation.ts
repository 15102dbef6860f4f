import { useCallback, useState } from 'react'
import type { GridRow } from './budget-rows'
import { EDIT_COLUMNS } from './grid-columns'

export interface ActiveCell {
  rowKey: string
  column: number
}

/**
 * The grid's one active cell, the rows selected with Shift+arrows (for copying), and the open edit.
 * Positions are row keys rather than indexes, so a line inserted or removed elsewhere (a paste, a
 * colleague's change) does not move the user's place.
 */
export function useGridNavigation(rows: readonly GridRow[]) {
  const [active, setActive] = useState<ActiveCell | null>(null)
  const [anchor, setAnchor] = useState<string | null>(null)
  const [editing, setEditing] = useState<{ seed: string | null } | null>(null)

  const indexOf = useCallback(
    (key: string | null) => (key ? rows.findIndex((row) => row.key === key) : -1),
    [rows],
  )

  /** The active cell moved by rows and columns; returns the new place (clamped to the grid). */
  const move = useCallback(
    (rowDelta: number, columnDelta: number, extend = false): ActiveCell | null => {
      if (rows.length === 0) return null
      const current = active ?? { rowKey: rows[0]?.key ?? '', column: 0 }
      const at = Math.max(0, indexOf(current.rowKey))
      const rowIndex = Math.min(rows.length - 1, Math.max(0, at + rowDelta))
      const column = Math.min(EDIT_COLUMNS.length - 1, Math.max(0, current.column + columnDelta))
      const next = { rowKey: rows[rowIndex]?.key ?? current.rowKey, column }
      setAnchor(extend ? (anchor ?? current.rowKey) : null)
      setActive(next)
      return next
    },
    [active, anchor, indexOf, rows],
  )

  /** The rows between the anchor and the active row (just the active one without a selection). */
  const selectedKeys = useCallback((): string[] => {
    if (!active) return []
    const a = indexOf(active.rowKey)
    const b = anchor ? indexOf(anchor) : a
    if (a < 0) return []
    const [from, to] = b < 0 ? [a, a] : [Math.min(a, b), Math.max(a, b)]
    return rows.slice(from, to + 1).map((row) => row.key)
  }, [active, anchor, indexOf, rows])

  return {
    active,
    activeIndex: indexOf(active?.rowKey ?? null),
    anchorIndex: indexOf(anchor),
    editing,
    setActive: (cell: ActiveCell | null) => {
      setAnchor(null)
      setActive(cell)
    },
    setEditing,
    move,
    selectedKeys,
  }
}
