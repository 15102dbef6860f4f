import { type BudgetLine, budgetLineSchema } from '@ajanda/contracts/budgets.contract'
import { useCallback, useEffect, useRef, useState } from 'react'
import { isApiError } from '../../shared/api/api-error'
import { budgetWrites, type LinesResponse } from './budgets.api'
import { lineDiff } from './editor-state'

/** A line saves this long after its last keystroke (or at once when the user leaves its row). */
export const AUTOSAVE_DELAY_MS = 600

export type SaveState = 'idle' | 'saving' | 'saved' | 'error'

interface AutosaveOptions {
  code: string
  /** The line as the user has it now, and the server's last copy of it. */
  current: (id: number) => BudgetLine | undefined
  saved: (id: number) => BudgetLine | undefined
  onSaved: (response: LinesResponse, sentLine: BudgetLine) => void
  /** 409: someone else changed the line; `line` is the server's current row. */
  onConflict: (line: BudgetLine, message: string) => void
  onFailed: (message: string) => void
}

/**
 * The editor's autosave of lines: one PUT per line with the version it was read at, never two at once
 * for the same line (a change during a save is sent after it, with the new version). The state is what
 * the header shows: "Kaydediliyor…", "Kaydedildi", "Kaydedilemedi — tekrar dene".
 */
export function useLineAutosave(options: AutosaveOptions) {
  const latest = useRef(options)
  latest.current = options
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())
  const inFlight = useRef(new Set<number>())
  const again = useRef(new Set<number>())
  const failed = useRef(new Set<number>())
  const [state, setState] = useState<SaveState>('idle')

  // A change waiting for its pause counts as saving: "Kaydedildi" is only said once it is on the server.
  const settle = useCallback(() => {
    if (inFlight.current.size > 0 || timers.current.size > 0) setState('saving')
    else setState(failed.current.size > 0 ? 'error' : 'saved')
  }, [])

  const save = useCallback(
    async (id: number, keepalive = false) => {
      const timer = timers.current.get(id)
      if (timer) clearTimeout(timer)
      timers.current.delete(id)
      if (inFlight.current.has(id)) {
        again.current.add(id)
        return
      }
      const { code, current, saved } = latest.current
      const line = current(id)
      const base = saved(id)
      if (!line || !base) return
      const diff = lineDiff(line, base)
      if (Object.keys(diff).length === 0) {
        failed.current.delete(id)
        settle()
        return
      }
      inFlight.current.add(id)
      setState('saving')
      try {
        const response = await budgetWrites.saveLine(code, id, { ...diff, version: base.version }, keepalive)
        failed.current.delete(id)
        latest.current.onSaved(response, line)
      } catch (error) {
        const conflict = isApiError(error) && error.status === 409 ? conflictRow(error.body) : null
        if (conflict) {
          failed.current.delete(id)
          again.current.delete(id)
          latest.current.onConflict(conflict, error instanceof Error ? error.message : '')
        } else {
          failed.current.add(id)
          latest.current.onFailed(error instanceof Error ? error.message : '')
        }
      } finally {
        inFlight.current.delete(id)
        if (again.current.delete(id)) void save(id)
        settle()
      }
    },
    [settle],
  )

  /** Counts a change of `id`: saved after the pause unless another change comes first. */
  const schedule = useCallback(
    (id: number) => {
      const timer = timers.current.get(id)
      if (timer) clearTimeout(timer)
      timers.current.set(
        id,
        setTimeout(() => void save(id), AUTOSAVE_DELAY_MS),
      )
      setState('saving')
    },
    [save],
  )

  /** Leaving a row saves it now if a save is due. */
  const flush = useCallback(
    (id: number) => {
      if (timers.current.has(id)) void save(id)
    },
    [save],
  )

  const retry = useCallback(() => {
    for (const id of [...failed.current]) void save(id)
  }, [save])

  /** Lines with a change not yet on the server (waiting, in flight or failed): a refetch keeps them. */
  const pending = useCallback(
    () => new Set([...timers.current.keys(), ...inFlight.current, ...failed.current]),
    [],
  )

  // Leaving the editor still sends what was typed in its last 600 ms; so does closing or reloading the
  // tab, with requests that outlive the page (a reload right after typing a price lost it).
  useEffect(() => {
    const waiting = timers.current
    const sendOnLeaving = () => {
      for (const id of [...waiting.keys()]) void save(id, true)
    }
    window.addEventListener('pagehide', sendOnLeaving)
    return () => {
      window.removeEventListener('pagehide', sendOnLeaving)
      for (const id of [...waiting.keys()]) void save(id)
    }
  }, [save])

  return { state, schedule, flush, retry, pending }
}

function conflictRow(body: unknown): BudgetLine | null {
  const data = (body as { data?: unknown } | null)?.data
  const parsed = budgetLineSchema.safeParse(data)
  return parsed.success ? parsed.data : null
}
