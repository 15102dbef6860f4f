import type { DbOrTx } from '../../platform/db'
import type { AuthState } from '../../platform/request-context'
import { attendeeHistory } from './attendees.table'

export interface HistoryEntry {
  attendee_id: number
  action: string
  changes?: Record<string, unknown>
}

const CHUNK = 1000

/** Writes history entries made by a staff user (actor USER with their name), in chunks. */
export async function recordStaffHistory(
  tx: DbOrTx,
  auth: AuthState,
  entries: HistoryEntry[],
): Promise<void> {
  const rows = entries.map((entry) => ({
    attendee_id: entry.attendee_id,
    actor_type: 'USER',
    actor_user_id: auth.user.id,
    actor_name: auth.user.full_name,
    action: entry.action,
    changes: entry.changes ?? {},
  }))
  for (let start = 0; start < rows.length; start += CHUNK)
    await tx.insert(attendeeHistory).values(rows.slice(start, start + CHUNK))
}
