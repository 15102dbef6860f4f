import type { TimelineKind } from '@ajanda/contracts/projects.contract'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { notes, phoneCallLogs } from '../activities/activities.table'
import { contacts } from '../contacts/contacts.table'
import { users } from '../users/users.table'
import { projectEvents } from './projects.table'

export interface TimelineRow {
  id: string
  kind: TimelineKind
  at: string
  actor: { id: number; full_name: string; profile_picture: string | null } | null
  data: Record<string, unknown>
}

type RawRow = {
  id: string
  kind: TimelineKind
  at: Date | string
  actor_id: number | string | null
  full_name: string | null
  profile_picture: string | null
  data: Record<string, unknown> | string | null
}

/**
 * A project's timeline: its events, the notes and the calls about it, merged and paged in SQL (each
 * branch reads its (project_id, time) index; nothing is loaded beyond the page).
 */
export function createTimelineRepository(db: DbOrTx) {
  const entries = (projectId: number) => sql`
    select 'event-' || e.id as id, e.kind as kind, e.created_at as at, e.actor_id as actor_id, e.data as data,
      e.id as seq
      from ${projectEvents} e where e.project_id = ${projectId}
    union all
    select 'note-' || n.id, 'note', n.created_at, n.created_by,
      jsonb_build_object('note_title', n.note_title, 'note_content', n.note_content), n.id
      from ${notes} n where n.project_id = ${projectId}
    union all
    select 'call-' || c.id, 'call', c.called_at, c.created_by,
      jsonb_build_object('call_direction', c.call_direction, 'description', c.description,
        'contact_name', (select ct.name from ${contacts} ct where ct.id = c.contact_id)), c.id
      from ${phoneCallLogs} c where c.project_id = ${projectId}`

  return {
    async page(projectId: number, limit: number, offset: number): Promise<TimelineRow[]> {
      const result = await db.execute(sql`
        select t.id, t.kind, t.at, t.actor_id, t.data, u.full_name, u.profile_picture
        from (${entries(projectId)} order by at desc, seq desc limit ${limit} offset ${offset}) t
        left join ${users} u on u.id = t.actor_id
        order by t.at desc, t.seq desc`)
      return (result as unknown as { rows: RawRow[] }).rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        at: new Date(row.at).toISOString(),
        actor:
          row.actor_id === null || row.full_name === null
            ? null
            : { id: Number(row.actor_id), full_name: row.full_name, profile_picture: row.profile_picture },
        data: (typeof row.data === 'string' ? JSON.parse(row.data) : (row.data ?? {})) as Record<
          string,
          unknown
        >,
      }))
    },
    async count(projectId: number): Promise<number> {
      const result = await db.execute(sql`
        select (select count(*) from ${projectEvents} where project_id = ${projectId})
          + (select count(*) from ${notes} where project_id = ${projectId})
          + (select count(*) from ${phoneCallLogs} where project_id = ${projectId}) as total`)
      return Number((result as unknown as { rows: { total: number | string }[] }).rows[0]?.total ?? 0)
    },
  }
}
