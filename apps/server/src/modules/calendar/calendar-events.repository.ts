import type { CalendarEvent, CalendarKind } from '@ajanda/contracts/calendar.contract'
import { LEAVE_REQUEST_TYPES } from '@ajanda/contracts/requests.contract'
import { and, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { executePrepared } from '../../platform/prepared-query'
import { meetingTypes } from '../definitions/definitions.table'
import { meetingParticipants, meetings } from '../meetings/meetings.table'
import { projects } from '../projects/projects.table'
import { requests } from '../requests/requests.table'
import { tasks } from '../tasks/tasks.table'
import { users } from '../users/users.table'

const LEAVE_TYPES: readonly string[] = Object.values(LEAVE_REQUEST_TYPES)

/** The calendar's kind of a request type: leaves, operation attendances and inspections are shown. */
export function calendarKindOfRequest(requestType: string): CalendarKind | null {
  if (requestType === 'OPERATION') return 'operation'
  if (requestType === 'INSPECTION') return 'inspection'
  return LEAVE_TYPES.includes(requestType) ? 'leave' : null
}
/** Project dates are shown from preparation until closing (leads, cancelled or lost ones are not dated work). */
const DATED_PROJECT_STAGES = { from: 8, to: 11 } as const
/** A task or milestone is a moment; it is drawn as a short block so that it can be seen and dragged. */
const POINT_MINUTES = 30
/**
 * No meeting lasts longer: bounding the start from below lets the (company, starts_at) index find a
 * range's meetings instead of every earlier one.
 */
const LONGEST_MEETING_DAYS = 31

/**
 * Who the caller looks at: `people` null is everyone of the company, else the picked people (or the
 * caller's scope) narrowing every kind; `visibleRequests`/`visibleProjects` are those modules' own
 * visibility rules. Meetings and tasks are editable by whoever sees them (decisions 0010 and the tasks
 * module), so every one listed may be dragged.
 */
export interface EventsFilter {
  companyId: number
  start: Date
  end: Date
  kinds: readonly CalendarKind[]
  people: number[] | null
  visibleRequests: SQL | undefined
  visibleProjects: SQL | undefined
}

/** A PostgreSQL array literal: one parameter whatever the number of ids (plans stay cacheable). */
const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::bigint[]`
const anyOf = (column: SQL | unknown, ids: readonly number[]) => sql`${column} = any(${idArray(ids)})`
/** Moments travel as ISO text: the same on PGlite and node-postgres. */
const moment = (value: Date) => sql`${value.toISOString()}::timestamptz`
const where = (...conditions: (SQL | undefined)[]) => and(...conditions) ?? sql`true`

function meetingBranch(f: EventsFilter): SQL {
  const people = f.people
  return sql`select 'meeting' as kind, ${meetings.id} as record_id,
      coalesce(nullif(${meetings.subject}, ''), ${meetingTypes.name}) as title,
      ${meetings.starts_at} as starts, ${meetings.ends_at} as ends, null::text as start_day, null::text as end_day,
      false as all_day, ${projects.code} as project_code, null::text as status, null::text as subtype,
      true as editable
    from ${meetings}
    join ${meetingTypes} on ${meetingTypes.id} = ${meetings.meeting_type_id}
    left join ${projects} on ${projects.id} = ${meetings.project_id}
    where ${where(
      sql`${meetings.event_company_id} = ${f.companyId}`,
      sql`${meetings.cancelled_at} is null`,
      sql`${meetings.starts_at} < ${moment(f.end)}`,
      sql`${meetings.starts_at} > ${moment(f.start)} - interval '${sql.raw(String(LONGEST_MEETING_DAYS))} days'`,
      sql`${meetings.ends_at} > ${moment(f.start)}`,
      // The range's meetings come index-only from meetings_calendar_idx; the participations of the people
      // are hashed once (their index on user_id) or probed per meeting, whichever PostgreSQL finds cheaper.
      people
        ? sql`(${anyOf(meetings.created_by, people)} or ${meetings.id} in (select ${meetingParticipants.meeting_id}
            from ${meetingParticipants} where ${anyOf(meetingParticipants.user_id, people)}))`
        : undefined,
    )}`
}

/**
 * Tasks and milestones by their deadline (a milestone's one date is both its start and its deadline in
 * the tasks module): an index-only range of tasks_calendar_idx, which holds whose task each is (creator
 * and `responsible_ids`, the mirror of task_responsibles) and what an entry shows.
 */
function taskBranch(f: EventsFilter): SQL {
  const at = sql`${tasks.deadline_at}`
  const people = f.people
  const wantTasks = f.kinds.includes('task')
  const wantMilestones = f.kinds.includes('milestone')
  return sql`select case when ${tasks.is_milestone} then 'milestone' else 'task' end as kind,
      ${tasks.id} as record_id, ${tasks.title} as title,
      ${at} as starts, ${at} + interval '${sql.raw(String(POINT_MINUTES))} minutes' as ends,
      null::text as start_day, null::text as end_day, false as all_day, ${projects.code} as project_code,
      case when ${tasks.completed_at} is null then 'open' else 'done' end as status, null::text as subtype,
      true as editable
    from ${tasks}
    left join ${projects} on ${projects.id} = ${tasks.project_id}
    where ${where(
      sql`${tasks.event_company_id} = ${f.companyId}`,
      wantTasks && wantMilestones ? undefined : sql`${tasks.is_milestone} = ${wantMilestones}`,
      sql`${at} >= ${moment(f.start)}`,
      sql`${at} < ${moment(f.end)}`,
      people
        ? sql`(${anyOf(tasks.creator_id, people)} or ${tasks.responsible_ids} && ${idArray(people)})`
        : undefined,
    )}`
}

/** Leaves, operation attendances and inspections: every request of those types that is not declined. */
function requestBranch(f: EventsFilter, kinds: readonly CalendarKind[]): SQL {
  const types = [
    ...(kinds.includes('leave') ? LEAVE_TYPES : []),
    ...(kinds.includes('operation') ? ['OPERATION'] : []),
    ...(kinds.includes('inspection') ? ['INSPECTION'] : []),
  ]
  // Inspections are days (stored at midnight UTC, the last day inclusive): all-day, end exclusive.
  const inspection = sql`${requests.request_type} = 'INSPECTION'`
  const until = sql`coalesce(${requests.ends_at}, ${requests.starts_at} + interval '1 hour')`
  return sql`select case when ${requests.request_type} = 'OPERATION' then 'operation'
        when ${requests.request_type} = 'INSPECTION' then 'inspection' else 'leave' end as kind,
      ${requests.id} as record_id,
      ${users.full_name} || coalesce(' · ' || ${projects.name}, '') as title,
      ${requests.starts_at} as starts, ${until} as ends,
      case when ${inspection} then to_char(${requests.starts_at} at time zone 'UTC', 'YYYY-MM-DD') end as start_day,
      case when ${inspection} then to_char(${until} at time zone 'UTC' + interval '1 day', 'YYYY-MM-DD') end as end_day,
      ${inspection} as all_day, ${projects.code} as project_code, ${requests.status} as status,
      ${requests.request_type} as subtype, false as editable
    from ${requests}
    join ${users} on ${users.id} = ${requests.requester_id}
    left join ${projects} on ${projects.id} = ${requests.project_id}
    where ${where(
      sql`${requests.event_company_id} = ${f.companyId}`,
      sql`${requests.request_type} in ${types}`,
      sql`${requests.status} <> 'DECLINED'`,
      sql`${requests.starts_at} < ${moment(f.end)}`,
      // An inspection's stored end is the start of its last day.
      sql`${until} > ${moment(f.start)} - interval '1 day'`,
      f.visibleRequests,
      f.people ? anyOf(requests.requester_id, f.people) : undefined,
    )}`
}

function projectBranch(f: EventsFilter): SQL {
  const day = (value: Date) => value.toISOString().slice(0, 10)
  return sql`select 'project' as kind, ${projects.id} as record_id, ${projects.name} as title,
      null::timestamptz as starts, null::timestamptz as ends,
      to_char(${projects.starts_at}, 'YYYY-MM-DD') as start_day,
      to_char(${projects.ends_at} + 1, 'YYYY-MM-DD') as end_day,
      true as all_day, ${projects.code} as project_code, ${projects.stage}::text as status, null::text as subtype,
      false as editable
    from ${projects}
    where ${where(
      sql`${projects.event_company_id} = ${f.companyId}`,
      sql`${projects.stage} between ${DATED_PROJECT_STAGES.from} and ${DATED_PROJECT_STAGES.to}`,
      sql`${projects.starts_at} <= ${day(f.end)}::date`,
      sql`${projects.ends_at} >= ${day(f.start)}::date`,
      f.visibleProjects,
      f.people
        ? sql`(${anyOf(projects.responsible_id, f.people)} or ${anyOf(projects.created_by, f.people)})`
        : undefined,
    )}`
}

/** A moment as JavaScript's toISOString writes it (UTC, milliseconds, Z). */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** A text column as a JSON value: a string escaped as JSON.stringify escapes it, or null. */
const jsonText = (column: string) => `coalesce(to_json(${column})::text, 'null')`

/**
 * One entry as the contract has it (`CalendarEvent`), written as compact JSON text in its field order:
 * the bytes JSON.stringify wrote for the same object (json_build_object would add spaces, 15 % more).
 * Kinds, ids, moments and days need no escaping; titles and the free texts go through to_json.
 */
const entryJson = sql.raw(`'{"id":"' || e.kind || '-' || e.record_id || '","kind":"' || e.kind
  || '","record_id":' || e.record_id || ',"title":' || to_json(coalesce(e.title, ''))::text
  || ',"start":"' || (case when e.all_day then coalesce(e.start_day, '') else coalesce(${iso('e.starts')}, '') end)
  || '","end":"' || (case when e.all_day then coalesce(e.end_day, '') else coalesce(${iso('e.ends')}, '') end)
  || '","all_day":' || (case when e.all_day then 'true' else 'false' end)
  || ',"editable":' || (case when e.editable then 'true' else 'false' end)
  || ',"project_code":' || ${jsonText('e.project_code')} || ',"status":' || ${jsonText('e.status')}
  || ',"subtype":' || ${jsonText('e.subtype')} || '}'`)

/**
 * Every requested kind in one UNION ALL, answered as the response's JSON text: one round trip, and
 * nothing for Node to parse, convert or serialize per entry (a team's month is 1,700 entries, 400 KB).
 * Null when no kind is asked for (the answer is then `[]`).
 */
export function calendarEventsStatement(f: EventsFilter): SQL | null {
  const branches: SQL[] = []
  if (f.kinds.includes('meeting')) branches.push(meetingBranch(f))
  // Tasks and milestones come from one scan of the range.
  if (f.kinds.includes('task') || f.kinds.includes('milestone')) branches.push(taskBranch(f))
  if (f.kinds.some((kind) => kind === 'leave' || kind === 'operation' || kind === 'inspection'))
    branches.push(requestBranch(f, f.kinds))
  if (f.kinds.includes('project')) branches.push(projectBranch(f))
  if (branches.length === 0) return null
  const union = sql.join(
    branches.map((branch) => sql`(${branch})`),
    sql` union all `,
  )
  return sql`select '[' || coalesce(string_agg(${entryJson}, ','
      order by coalesce(e.starts, e.start_day::timestamptz), e.kind, e.record_id), '') || ']' as events
    from (${union}) e`
}

/** The entries' JSON text, read once (one named prepared statement per shape: planning it cost more than running it). */
export async function findCalendarEventsJson(db: DbOrTx, f: EventsFilter): Promise<string> {
  const statement = calendarEventsStatement(f)
  if (!statement) return '[]'
  const [row] = await executePrepared<{ events: string }>(db, statement)
  return row?.events ?? '[]'
}

/** The same entries as objects (the private feed builds its iCalendar text from them). */
export async function findCalendarEvents(db: DbOrTx, f: EventsFilter): Promise<CalendarEvent[]> {
  return JSON.parse(await findCalendarEventsJson(db, f)) as CalendarEvent[]
}
