import { BUDGET_CHANGED_EVENT_TYPE } from '@ajanda/contracts/budgets.contract'
import { CALENDAR_CHANGED_EVENT_TYPE } from '@ajanda/contracts/calendar.contract'
import { LEADS_CHANGED_EVENT_TYPE } from '@ajanda/contracts/projects.contract'
import type { RealtimeEvent } from '../realtime'

/**
 * What a company event may tell every AGENCY session of the company, whatever their scope
 * (docs/decisions/0017-client-users.md): the content keys allowed per event type. A company event goes to
 * people who may not read the record it is about (a USER-scope colleague, for a lead of someone else), so
 * it is a "something changed, reload" signal: the reload goes through the API, which applies the reader's
 * scope. A lead's code and stage stay out; a budget's random code and version stay in (the open editor
 * needs them, and the code opens nothing without the project's visibility); a type not listed here
 * carries no content at all. The message (the writer's sentence) never goes out.
 */
const BROADCAST_CONTENT: Readonly<Record<string, readonly string[]>> = {
  [LEADS_CHANGED_EVENT_TYPE]: [],
  [CALENDAR_CHANGED_EVENT_TYPE]: ['kind'],
  [BUDGET_CHANGED_EVENT_TYPE]: ['code', 'version', 'by_user_id'],
}

/** The form of a company event that goes to browsers; the full event stays on the server (peers, caches). */
export function broadcastForm(event: RealtimeEvent): RealtimeEvent {
  const keys = BROADCAST_CONTENT[event.type] ?? []
  const content: Record<string, unknown> = {}
  for (const key of keys) if (key in event.content) content[key] = event.content[key]
  return { type: event.type, content }
}
