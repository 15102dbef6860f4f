import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { isApiError } from '../../../../shared/api/api-error'

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'error'

export const AUTOSAVE_DELAY_MS = 400

export interface Autosave<Patch extends object> {
  state: AutosaveState
  /** When the last save succeeded. */
  savedAt: Date | null
  /** The failed save's message (the server's, or the generic text). */
  error: string | null
  /** The 422 `errors` map of the last failed save (keys as the server names them: `title.tr`). */
  errors: Record<string, string[]>
  /** Merges `patch` into what is waiting and saves it once typing pauses. */
  queue: (patch: Partial<Patch>) => void
  /** Saves what is waiting now (blur, Enter, closing). */
  flush: () => void
  /** The value typed for `key` that the server has not confirmed yet, else the server's value. */
  current: <K extends keyof Patch>(key: K, server: Patch[K]) => Patch[K]
  /** The first message of a key's errors (or of its nested keys: `title` → `title.tr`). */
  errorFor: (key: string) => string | undefined
}

interface Options<Patch> {
  save: (patch: Partial<Patch>) => Promise<unknown>
  delay?: number
}

/**
 * The builder's autosave (admin-area.md section 4, "Form field edits autosave on every edit"): edits
 * merge into one waiting patch, saved ≈400 ms after the last one, one save at a time; what was typed
 * during a save goes in the next one, and the inputs keep showing it (`current`) until a save of it
 * succeeds, so the server's answer to an older save never overwrites newer typing. Blur and unmount
 * flush. A 422's `errors` map is kept for the inputs.
 */
export function useAutosave<Patch extends object>({
  save,
  delay = AUTOSAVE_DELAY_MS,
}: Options<Patch>): Autosave<Patch> {
  const [state, setState] = useState<AutosaveState>('idle')
  const [savedAt, setSavedAt] = useState<Date | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  /** Typed but not confirmed: waiting, in flight, or refused. */
  const [draft, setDraft] = useState<Partial<Patch>>({})

  const saveRef = useRef(save)
  saveRef.current = save
  const pending = useRef<Partial<Patch> | null>(null)
  const inFlight = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const mounted = useRef(true)
  const draftRef = useRef<Partial<Patch>>({})

  const updateDraft = useCallback((next: Partial<Patch>) => {
    draftRef.current = next
    if (mounted.current) setDraft(next)
  }, [])

  const run = useCallback(() => {
    if (timer.current) {
      clearTimeout(timer.current)
      timer.current = null
    }
    if (inFlight.current || !pending.current) return
    const patch = pending.current
    pending.current = null
    inFlight.current = true
    if (mounted.current) setState('saving')
    saveRef.current(patch).then(
      () => {
        inFlight.current = false
        // Keys typed again since are still waiting: keep showing those.
        const waiting = pending.current ?? {}
        const next = { ...draftRef.current }
        for (const key of Object.keys(patch) as (keyof Patch)[])
          if (!(key in waiting) && Object.is(next[key], patch[key])) delete next[key]
        updateDraft(next)
        if (mounted.current) {
          setErrors({})
          setError(null)
          setSavedAt(new Date())
          setState(pending.current ? 'saving' : 'saved')
        }
        if (pending.current) run()
      },
      (failure: unknown) => {
        inFlight.current = false
        if (mounted.current) {
          setErrors(isApiError(failure) ? failure.errors : {})
          setError(failure instanceof Error ? failure.message : String(failure))
          setState('error')
        }
        if (pending.current) run()
      },
    )
  }, [updateDraft])

  const queue = useCallback(
    (patch: Partial<Patch>) => {
      pending.current = { ...(pending.current ?? {}), ...patch }
      updateDraft({ ...draftRef.current, ...patch })
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(run, delay)
    },
    [delay, run, updateDraft],
  )

  const flush = useCallback(() => {
    if (pending.current) run()
  }, [run])

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      // Closing the panel saves what was typed; the mutation finishes without the panel.
      if (timer.current) clearTimeout(timer.current)
      if (pending.current && !inFlight.current) {
        const patch = pending.current
        pending.current = null
        void saveRef.current(patch).catch(() => {})
      }
    }
  }, [])

  const current = useCallback(
    <K extends keyof Patch>(key: K, server: Patch[K]): Patch[K] =>
      key in draft ? (draft[key] as Patch[K]) : server,
    [draft],
  )

  const errorFor = useCallback(
    (key: string) => {
      if (errors[key]?.[0]) return errors[key][0]
      const nested = Object.keys(errors).find((each) => each.startsWith(`${key}.`))
      return nested ? errors[nested]?.[0] : undefined
    },
    [errors],
  )

  return useMemo(
    () => ({ state, savedAt, error, errors, queue, flush, current, errorFor }),
    [state, savedAt, error, errors, queue, flush, current, errorFor],
  )
}
