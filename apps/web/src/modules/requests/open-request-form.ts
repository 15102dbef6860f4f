import type { RequestDetail, RequestForm } from '@ajanda/contracts/requests.contract'
import { createModalStore, MODAL_RESET_MS } from '../../shared/modal-store/create-modal-store'

export interface RequestFormOptions {
  /** The request to edit (PUT while pending, a new request replacing it when declined). */
  request?: RequestDetail
  /** Preselects the project of a new request (opened from a project's page). */
  projectId?: number
  onSaved?: (saved: RequestDetail) => void
}

export interface RequestFormOpening extends RequestFormOptions {
  form: RequestForm
}

export const REQUEST_FORM_RESET_MS = MODAL_RESET_MS

/** The request forms' modal store; `<RequestFormHost />`, mounted once in the shell, shows it. */
export const requestFormStore = createModalStore<RequestFormOpening>()

/**
 * Opens a request form from anywhere (the quick-create menu, a project's page, the approvals page);
 * opening another form replaces it.
 */
export function openRequestForm(form: RequestForm, options: RequestFormOptions = {}): void {
  requestFormStore.open({ form, ...options })
}

/** Closes the open form: the modal animates out, then its data is dropped. */
export function closeRequestForm(): void {
  requestFormStore.close()
}

export const useOpenRequestForm = requestFormStore.useOpen
