import type { RequestDetail, RequestForm } from '@ajanda/contracts/requests.contract'
import { useSyncExternalStore } from 'react'

export interface RequestFormOptions {
  /** The request to edit (PUT while pending, a new request replacing it when declined). */
  request?: RequestDetail
  /** Preselects the project of a new request (opened from a project's page). */
  projectId?: number
  onSaved?: (saved: RequestDetail) => void
}

export interface OpenRequestForm {
  form: RequestForm
  options: RequestFormOptions
  /** False while the modal plays its close animation; the form's data stays until the reset. */
  opened: boolean
  /** Each opening gets its own key, so a form opened again starts from its defaults. */
  key: number
}

/** staff-app.md section 9: the modal's close animation and the reset of its data take 500 ms. */
export const REQUEST_FORM_RESET_MS = 500

let current: OpenRequestForm | null = null
let openings = 0
let resetTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function publish(next: OpenRequestForm | null): void {
  current = next
  for (const listener of listeners) listener()
}

/**
 * Opens a request form from anywhere (the quick-create menu, a project's page, the approvals page).
 * `<RequestFormHost />`, mounted once in the shell, shows it; opening another form replaces it.
 */
export function openRequestForm(form: RequestForm, options: RequestFormOptions = {}): void {
  clearTimeout(resetTimer)
  openings += 1
  publish({ form, options, opened: true, key: openings })
}

/** Closes the open form: the modal animates out, then its data is dropped. */
export function closeRequestForm(): void {
  if (!current?.opened) return
  publish({ ...current, opened: false })
  clearTimeout(resetTimer)
  resetTimer = setTimeout(() => {
    if (current && !current.opened) publish(null)
  }, REQUEST_FORM_RESET_MS)
}

export const requestFormStore = {
  get: (): OpenRequestForm | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Tests start from a closed host. */
  reset(): void {
    clearTimeout(resetTimer)
    publish(null)
  },
}

export function useOpenRequestForm(): OpenRequestForm | null {
  return useSyncExternalStore(requestFormStore.subscribe, requestFormStore.get, requestFormStore.get)
}
