import type { RequestDetail } from '@ajanda/contracts/requests.contract'

/** What the host gives every request form. */
export interface RequestFormProps {
  /** The request being edited, or null for a new one. */
  request: RequestDetail | null
  /** The project a new request starts with (opened from a project's page). */
  projectId: number | null
  onSaved: (saved: RequestDetail) => void
  onCancel: () => void
}
