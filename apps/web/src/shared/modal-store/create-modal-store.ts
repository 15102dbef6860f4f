import { useSyncExternalStore } from 'react'

/** staff-app.md section 9: a modal's close animation and the reset of its data take 500 ms. */
export const MODAL_RESET_MS = 500

export interface OpenModal<Options> {
  options: Options
  /** False while the modal plays its close animation; its data stays until the reset. */
  opened: boolean
  /** Each opening gets its own key, so a form opened again starts from its defaults. */
  key: number
}

export interface ModalStore<Options> {
  /** Opens the modal from anywhere (quick-create, a page, the calendar); opening again replaces it. */
  open(options: Options): void
  /** The modal animates out, then its data is dropped (MODAL_RESET_MS later). */
  close(): void
  get(): OpenModal<Options> | null
  subscribe(listener: () => void): () => void
  /** What the modal's host renders: null once closed and reset. */
  useOpen(): OpenModal<Options> | null
  /** Tests start from a closed host. */
  reset(): void
}

/**
 * The one mechanism every create/edit modal of the app opens through (staff-app.md "Quick-create menu":
 * the same modals open from the menu and from events anywhere). A module creates its store once and
 * mounts its host in the shell; anyone calls `store.open(options)`.
 */
export function createModalStore<Options>(): ModalStore<Options> {
  let current: OpenModal<Options> | null = null
  let openings = 0
  let resetTimer: ReturnType<typeof setTimeout> | undefined
  const listeners = new Set<() => void>()

  const publish = (next: OpenModal<Options> | null) => {
    current = next
    for (const listener of listeners) listener()
  }
  const get = () => current
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }

  return {
    open(options) {
      clearTimeout(resetTimer)
      openings += 1
      publish({ options, opened: true, key: openings })
    },
    close() {
      if (!current?.opened) return
      publish({ ...current, opened: false })
      clearTimeout(resetTimer)
      resetTimer = setTimeout(() => {
        if (current && !current.opened) publish(null)
      }, MODAL_RESET_MS)
    },
    get,
    subscribe,
    useOpen: () => useSyncExternalStore(subscribe, get, get),
    reset() {
      clearTimeout(resetTimer)
      publish(null)
    },
  }
}
