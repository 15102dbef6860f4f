import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { meetingParticipants, meetings } from '../meetings/meetings.table'
import { requests } from '../requests/requests.table'
import { taskResponsibles, tasks } from '../tasks/tasks.table'

/**
 * The projects a person takes part in without being their responsible or creator (docs/decisions/0047):
 * a task of the project is theirs (any of its responsibles, done or not), they are a participant of a
 * meeting about it that was not cancelled, or they go to work its event on site and were approved (an
 * APPROVED OPERATION request they asked for, or one naming them among the colleagues travelling with its
 * requester, `details.responsibles`). One statement; each branch starts from an index on the person
 * (task_responsibles_user_idx, meeting_participants_user_idx, requests_requester_idx and the GIN
 * requests_operation_responsibles_idx, whose predicate is the branch's own) and reaches the row by its
 * key, so the cost grows with the person's own tasks, meetings and requests, not the company's.
 * Tables are read from the modules that own them: this is a read of their rows, not of their rules.
 */
export async function projectsTakenPartIn(db: DbOrTx, companyId: number, userId: number): Promise<number[]> {
  const result = await db.execute(sql`
    select ${tasks.project_id} as id
      from ${taskResponsibles} join ${tasks} on ${tasks.id} = ${taskResponsibles.task_id}
      where ${taskResponsibles.user_id} = ${userId} and ${tasks.event_company_id} = ${companyId}
        and ${tasks.project_id} is not null
    union
    select ${meetings.project_id}
      from ${meetingParticipants} join ${meetings} on ${meetings.id} = ${meetingParticipants.meeting_id}
      where ${meetingParticipants.user_id} = ${userId} and ${meetings.event_company_id} = ${companyId}
        and ${meetings.project_id} is not null and ${meetings.cancelled_at} is null
    union
    select ${requests.project_id}
      from ${requests}
      where ${requests.event_company_id} = ${companyId} and ${requests.requester_id} = ${userId}
        and ${requests.request_type} = 'OPERATION' and ${requests.status} = 'APPROVED'
        and ${requests.project_id} is not null
    union
    select ${requests.project_id}
      from ${requests}
      where (${requests.details} -> 'responsibles') @> ${JSON.stringify([userId])}::jsonb
        and ${requests.request_type} = 'OPERATION' and ${requests.status} = 'APPROVED'
        and ${requests.event_company_id} = ${companyId} and ${requests.project_id} is not null
    order by 1`)
  return (result as unknown as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id))
}
