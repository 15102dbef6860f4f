import type { Contact } from '@ajanda/contracts/contacts.contract'
import { createModalStore } from '../../shared/modal-store/create-modal-store'

export interface ContactModalOptions {
  /** Edit this contact; without it the modal creates one. */
  contact?: Contact | null
  /** Presets the company ("C-{id}" or "S-{id}") when opened from a client's or supplier's profile. */
  companyId?: string | null
}

/** The contact form; its host is mounted once in the shell. */
export const contactModalStore = createModalStore<ContactModalOptions>()

export function openContactModal(options: ContactModalOptions = {}): void {
  contactModalStore.open(options)
}
