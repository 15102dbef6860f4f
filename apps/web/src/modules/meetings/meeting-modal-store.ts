import { createModalStore } from '../../shared/modal-store/create-modal-store'

export interface MeetingModalOptions {
  /** Edit this meeting (the modal loads it); without it the modal creates one. */
  meetingId?: number
  /** Preselected links (opened from a project's, client's or supplier's page). */
  projectId?: number
  clientId?: number
  supplierId?: number
  /** Prefilled times of a new meeting (ISO strings; a calendar click gives the slot). */
  defaults?: { starts_at?: string; ends_at?: string }
  onSaved?: (meeting: { id: number }) => void
}

/** The meeting modal; its host is mounted once in the shell. */
export const meetingModalStore = createModalStore<MeetingModalOptions>()

export function openMeetingModal(options: MeetingModalOptions = {}): void {
  meetingModalStore.open(options)
}
