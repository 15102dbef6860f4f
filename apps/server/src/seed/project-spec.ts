/**
 * A demo lead or project, by names: the seeder resolves the client, contact, type and people, builds the
 * reference as the API would (generated for divisions that generate them, else `ref`), and writes the
 * stage moves that brought it to `stage` onto its timeline.
 */
export interface ProjectSpec {
  name: string
  client: string
  /** One of the client's contacts, by name. */
  contact: string
  type: string
  format: 'inperson' | 'hybrid' | 'virtual'
  /** Pipeline stage 0-14 (decisions.md 2). */
  stage: number
  /** Days from today to the first day of the event (negative: in the past). */
  starts_in: number
  /** How many days the event lasts. */
  days: number
  city: string
  country?: string
  attendees: number
  languages?: readonly string[]
  /** E-mails of the responsible user and of the one who entered it. */
  responsible: string
  by: string
  created_days_ago: number
  value: string
  currency: 'TRY' | 'EUR' | 'USD'
  /** Days from today to the expected decision (negative: in the past). */
  close_in: number
  /** Days ago the proposal went to the client. */
  proposal_days_ago?: number
  /** Typed reference, for responsible users whose division does not generate them. */
  ref?: string
  status_info?: string
  note?: string
  notes?: readonly { title: string; content: string; by: string; days_ago: number }[]
}
