import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * The web form's two reads and three writes without TanStack Query (decisions/0034: about 11 KB
 * gzipped of the page's first scripts). The page has no cache to share: one form, one optional draft,
 * nothing retried (4xx are answers; the page offers "Tekrar dene" after a network failure), so a
 * state per call is all it needs. The fields keep useQuery's and useMutation's names.
 */

export interface Loaded<T> {
  data: T | undefined
  error: Error | null
  /** No answer yet (neither data nor error). */
  isPending: boolean
  isFetching: boolean
  refetch: () => void
}

interface LoadState<T> {
  key: string
  data: T | undefined
  error: Error | null
  fetching: boolean
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

/**
 * Reads `load` for `key` when mounted and when the key changes; `initial` (the server's answer in the
 * HTML) stands for the first read. `refetch` reads again and keeps the data shown meanwhile.
 */
export function useLoad<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  options: { initial?: T; enabled?: boolean } = {},
): Loaded<T> {
  const enabled = options.enabled ?? true
  const [state, setState] = useState<LoadState<T>>(() => ({
    key,
    data: options.initial,
    error: null,
    fetching: false,
  }))
  const [round, setRound] = useState(0)
  const latest = useRef(load)
  latest.current = load
  // The initial data is the first read's answer; a second mount (StrictMode) keeps it too.
  const seeded = useRef(options.initial !== undefined ? key : null)

  useEffect(() => {
    if (!enabled) return
    if (round === 0 && seeded.current === key) return
    const controller = new AbortController()
    setState((current) =>
      current.key === key
        ? { ...current, fetching: true }
        : { key, data: undefined, error: null, fetching: true },
    )
    latest.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data, error: null, fetching: false })
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState((current) => ({ ...current, key, error: asError(error), fetching: false }))
      },
    )
    return () => controller.abort()
  }, [key, enabled, round])

  const refetch = useCallback(() => setRound((value) => value + 1), [])
  const current = state.key === key ? state : { key, data: undefined, error: null, fetching: enabled }
  return {
    data: current.data,
    error: current.error,
    isPending: current.data === undefined && current.error === null,
    isFetching: current.fetching,
    refetch,
  }
}

export interface Action<I> {
  mutate: (input: I) => void
  isPending: boolean
  error: Error | null
  reset: () => void
}

/** A write: `run` once per mutate; only the latest call's answer counts. */
export function useAction<I = void, O = unknown>(
  run: (input: I) => Promise<O>,
  handlers: { onSuccess?: (result: O) => void; onError?: (error: Error) => void } = {},
): Action<I> {
  const [state, setState] = useState<{ pending: boolean; error: Error | null }>({
    pending: false,
    error: null,
  })
  const latest = useRef({ run, handlers })
  latest.current = { run, handlers }
  const call = useRef(0)

  const mutate = useCallback((input: I) => {
    const id = ++call.current
    setState({ pending: true, error: null })
    latest.current.run(input).then(
      (result) => {
        if (id !== call.current) return
        setState({ pending: false, error: null })
        latest.current.handlers.onSuccess?.(result)
      },
      (raw: unknown) => {
        if (id !== call.current) return
        const error = asError(raw)
        setState({ pending: false, error })
        latest.current.handlers.onError?.(error)
      },
    )
  }, [])
  const reset = useCallback(() => {
    call.current += 1
    setState({ pending: false, error: null })
  }, [])
  return { mutate, isPending: state.pending, error: state.error, reset }
}
