import type { AttendeeStatus } from '@ajanda/contracts/attendees.contract'
import type { CheckinLastScan, CheckinRefusal } from '@ajanda/contracts/checkin.contract'
import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { attendeeListMembers, attendees } from '../attendees/attendees.table'
import { checkinPoints, checkinScans } from './checkin.table'

/** A point as far as deciding who passes goes. */
export interface PointRule {
  id: number
  project_id: number
  admits: string
  list_ids: number[]
  with_exit: boolean
}

/** An attendee with what the point needs to decide: their lists and their main attendee's. */
export interface CheckinPerson {
  id: number
  acode: string
  first_name: string
  last_name: string
  company: string | null
  status: AttendeeStatus
  main_attendee_id: number | null
  list_ids: number[]
  main_list_ids: number[]
}

interface PersonRow {
  id: number | string
  acode: string
  first_name: string
  last_name: string
  company: string | null
  status: AttendeeStatus
  main_attendee_id: number | string | null
  list_ids: unknown
  main_list_ids: unknown
}

const ids = (value: unknown): number[] => {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value
  return Array.isArray(list) ? list.map(Number) : []
}
/**
 * The project's attendees (all, or those `where` picks) with their list ids and, for a companion, the
 * main attendee's: a companion passes a list point on the lists of the person they came with. The lists
 * are grouped once for the project and joined twice (a roster of 5,000 is one hash join, not 10,000
 * lookups).
 */
export async function loadPeople(db: DbOrTx, projectId: number, where?: SQL): Promise<CheckinPerson[]> {
  const result = await db.execute(sql`
    with member_lists as (
      select m.attendee_id, json_agg(m.list_id) as list_ids
      from ${attendeeListMembers} m join ${attendees} x on x.id = m.attendee_id
      where x.project_id = ${projectId}
      group by m.attendee_id
    )
    select a.id, a.acode, a.first_name, a.last_name, a.company, a.status, a.main_attendee_id,
      coalesce(own.list_ids, '[]'::json) as list_ids,
      coalesce(main.list_ids, '[]'::json) as main_list_ids
    from ${attendees} a
    left join member_lists own on own.attendee_id = a.id
    left join member_lists main on main.attendee_id = a.main_attendee_id
    where a.project_id = ${projectId} ${where ? sql`and (${where})` : sql``}
    order by a.last_name, a.first_name, a.id`)
  return (result as unknown as { rows: PersonRow[] }).rows.map((row) => ({
    id: Number(row.id),
    acode: row.acode,
    first_name: row.first_name,
    last_name: row.last_name,
    company: row.company,
    status: row.status,
    main_attendee_id: row.main_attendee_id === null ? null : Number(row.main_attendee_id),
    list_ids: ids(row.list_ids),
    main_list_ids: ids(row.main_list_ids),
  }))
}

/**
 * Why the point refuses someone, or null when it admits them: only REGISTERED people pass; a LISTS
 * point also wants one of its lists on the person (or on the person a companion came with).
 */
export function refusalOf(person: CheckinPerson, point: PointRule): CheckinRefusal | null {
  if (person.status === 'CANCELLED') return 'cancelled'
  if (person.status !== 'REGISTERED') return 'not_registered'
  if (point.admits !== 'LISTS') return null
  const wanted = new Set(point.list_ids)
  const onList = [...person.list_ids, ...person.main_list_ids].some((id) => wanted.has(id))
  return onList ? null : 'not_for_point'
}

interface ScanRow {
  attendee_id: number | string
  direction: 'IN' | 'OUT'
  scanned_at: string | Date
  point_id: number | string
  point_name: string
}
const toLast = (row: ScanRow): CheckinLastScan => ({
  direction: row.direction,
  scanned_at: new Date(row.scanned_at).toISOString(),
  point_id: Number(row.point_id),
  point_name: row.point_name,
})

/** Each attendee's last scan at this point, and last entry at any of the project's points. */
export async function lastScans(db: DbOrTx, point: PointRule) {
  const [here, entries] = await Promise.all([
    db.execute(sql`
      select distinct on (s.attendee_id) s.attendee_id, s.direction, s.scanned_at, s.point_id, p.name as point_name
      from ${checkinScans} s join ${checkinPoints} p on p.id = s.point_id
      where s.point_id = ${point.id}
      order by s.attendee_id, s.scanned_at desc, s.id desc`),
    db.execute(sql`
      select distinct on (s.attendee_id) s.attendee_id, s.direction, s.scanned_at, s.point_id, p.name as point_name
      from ${checkinScans} s join ${checkinPoints} p on p.id = s.point_id
      where s.project_id = ${point.project_id} and s.direction = 'IN'
      order by s.attendee_id, s.scanned_at desc, s.id desc`),
  ])
  const byAttendee = (result: unknown) =>
    new Map((result as { rows: ScanRow[] }).rows.map((row) => [Number(row.attendee_id), toLast(row)]))
  return { here: byAttendee(here), lastEntry: byAttendee(entries) }
}
