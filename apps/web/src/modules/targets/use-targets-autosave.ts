import type { TargetCell, TargetsResponse } from '@ajanda/contracts/targets.contract'
import { TARGET_CELLS_MAX, targetRowKey } from '@ajanda/contracts/targets.contract'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { targetKeys, targetWrites } from './targets.api'

export type TargetsSaveState = 'idle' | 'saving' | 'saved' | 'error'

/** A cell's key in the grid: the row's key and the month (`TEAM-4/7`). */
export const cellKey = (rowKey: string, period: number) => `${rowKey}/${period}`
const keyOfCell = (cell: TargetCell) =>
  cellKey(targetRowKey(cell.target_for_type, cell.target_for_id), cell.period)

/** How long typing may pause before the cells typed so far are sent. */
export const TARGETS_SAVE_DELAY_MS = 600

/** The year's answer with saved cells written into it (the grid reads the cache, never stale). */
export function withSavedCells(data: TargetsResponse, cells: readonly TargetCell[]): TargetsResponse {
  const byRow = new Map<string, TargetCell[]>()
  for (const cell of cells) {
    const key = targetRowKey(cell.target_for_type, cell.target_for_id)
    byRow.set(key, [...(byRow.get(key) ?? []), cell])
  }
  return {
    ...data,
    rows: data.rows.map((row) => {
      const changes = byRow.get(row.key)
      if (!changes) return row
      const amounts = [...row.amounts]
      for (const cell of changes) amounts[cell.period - 1] = cell.amount
      return { ...row, amounts }
    }),
  }
}

/**
 * Cells saved as they are typed: each change shows at once (an override over the loaded year), waits
 * TARGETS_SAVE_DELAY_MS for more typing, then goes out with the others in one PUT (at most 500 cells a
 * call; more follow). One call at a time; what is typed meanwhile waits for the next. A failed call keeps
 * its cells for `retry`. Leaving the year (unmount) sends what is still waiting.
 */
export function useTargetsAutosave(companyId: number, year: number) {
  const queryClient = useQueryClient()
  const pending = useRef(new Map<string, TargetCell>())
  const sending = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const [overrides, setOverrides] = useState<ReadonlyMap<string, number | null>>(() => new Map())
  const [state, setState] = useState<TargetsSaveState>('idle')

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current)
    if (sending.current || pending.current.size === 0) return
    const batch = [...pending.current.values()].slice(0, TARGET_CELLS_MAX)
    for (const cell of batch) pending.current.delete(keyOfCell(cell))
    sending.current = true
    setState('saving')
    try {
      await targetWrites.save(companyId, { year, cells: batch })
      queryClient.setQueryData<TargetsResponse>(targetKeys.year(companyId, year), (old) =>
        old ? withSavedCells(old, batch) : old,
      )
      setOverrides((previous) => {
        const next = new Map(previous)
        for (const cell of batch) {
          const key = keyOfCell(cell)
          if (!pending.current.has(key) && next.get(key) === cell.amount) next.delete(key)
        }
        return next
      })
      sending.current = false
      if (pending.current.size > 0) await flush()
      else setState('saved')
    } catch {
      // Newer values typed meanwhile win; the rest waits for a retry.
      for (const cell of batch) {
        const key = keyOfCell(cell)
        if (!pending.current.has(key)) pending.current.set(key, cell)
      }
      sending.current = false
      setState('error')
    }
  }, [companyId, year, queryClient])

  const set = useCallback(
    (cell: TargetCell) => {
      const key = keyOfCell(cell)
      pending.current.set(key, cell)
      setOverrides((previous) => new Map(previous).set(key, cell.amount))
      setState((current) => (current === 'error' ? current : 'saving'))
      clearTimeout(timer.current)
      timer.current = setTimeout(() => void flush(), TARGETS_SAVE_DELAY_MS)
    },
    [flush],
  )

  const latestFlush = useRef(flush)
  latestFlush.current = flush
  useEffect(
    () => () => {
      void latestFlush.current()
    },
    [],
  )

  return { overrides, state, set, flush, hasPending: () => pending.current.size > 0 || sending.current }
}
