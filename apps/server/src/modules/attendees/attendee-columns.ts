import { asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { attendeeCustomColumns, attendeeListMembers, attendeeLists, type attendees } from './attendees.table'

type AttendeeRecord = typeof attendees.$inferSelect
export interface AttendeeListRef {
  id: number
  name: string
}

/**
 * The attendee as the form engine reads it (DB-{key} rules, DB default values, verification columns):
 * the fixed columns of ATTENDEE_COLUMNS, `list` as the lists they are on, and `custom.{key}` for the
 * project's custom columns. One builder for the public page and the staff edit, so a rule on `list` or
 * a custom column holds the same way in both.
 */
export function engineColumns(
  attendee: AttendeeRecord,
  lists: readonly AttendeeListRef[],
  customKeys: readonly string[] = Object.keys(attendee.custom ?? {}),
): Record<string, unknown> {
  const columns: Record<string, unknown> = {
    first_name: attendee.first_name,
    last_name: attendee.last_name,
    email: attendee.email,
    phone: attendee.phone,
    company: attendee.company,
    title: attendee.title,
    country: attendee.country,
    city: attendee.city,
    gender: attendee.gender,
    language: attendee.language,
    status: attendee.status,
    list: lists,
  }
  for (const key of customKeys) columns[`custom.${key}`] = attendee.custom?.[key] ?? null
  return columns
}

/** engineColumns with the attendee's lists and the project's custom columns read from the database. */
export async function loadEngineColumns(
  db: DbOrTx,
  attendee: AttendeeRecord,
): Promise<Record<string, unknown>> {
  const [lists, custom] = await Promise.all([
    db
      .select({ id: attendeeLists.id, name: attendeeLists.name })
      .from(attendeeListMembers)
      .innerJoin(attendeeLists, eq(attendeeLists.id, attendeeListMembers.list_id))
      .where(eq(attendeeListMembers.attendee_id, attendee.id))
      .orderBy(asc(attendeeLists.sort_order), asc(attendeeLists.id)),
    db
      .select({ key: attendeeCustomColumns.key })
      .from(attendeeCustomColumns)
      .where(eq(attendeeCustomColumns.project_id, attendee.project_id)),
  ])
  return engineColumns(
    attendee,
    lists,
    custom.map((column) => column.key),
  )
}
