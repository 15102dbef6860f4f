import type { FormRow } from '../forms/forms.repository'

export type ClosedReason = 'not_published' | 'not_yet_open' | 'closed' | 'full'

export interface Window {
  /** New answers are taken now (the form's capacity aside). */
  open: boolean
  closedReason: ClosedReason | null
  /** Given answers may change or be cancelled now. */
  canEdit: boolean
}

/**
 * When a form takes answers: published and within opens_at/closes_at. Answers already given may change
 * (or be cancelled) while the form is published and before its edit deadline; without a deadline, as
 * long as it takes answers.
 */
export function windowOf(form: FormRow, now: Date): Window {
  const time = now.getTime()
  let closedReason: ClosedReason | null = null
  if (form.status !== 'published') closedReason = form.status === 'closed' ? 'closed' : 'not_published'
  else if (form.opens_at && time < form.opens_at.getTime()) closedReason = 'not_yet_open'
  else if (form.closes_at && time >= form.closes_at.getTime()) closedReason = 'closed'
  const started = !form.opens_at || time >= form.opens_at.getTime()
  const canEdit =
    form.status === 'published' &&
    started &&
    (form.edit_deadline ? time < form.edit_deadline.getTime() : closedReason === null)
  return { open: closedReason === null, closedReason, canEdit }
}
