import type { Project } from '@ajanda/contracts/projects.contract'
import { createModalStore } from '../../shared/modal-store/create-modal-store'

export interface LeadModalOptions {
  /** Edit this lead or project; without it the modal creates a business opportunity. */
  project?: Project | null
  onSaved?: (code: string) => void
}

/** The lead / project form; its host is mounted once in the shell. */
export const leadModalStore = createModalStore<LeadModalOptions>()

export function openLeadModal(options: LeadModalOptions = {}): void {
  leadModalStore.open(options)
}
