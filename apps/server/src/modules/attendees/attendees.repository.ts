import type { AttendeeList } from '@ajanda/contracts/forms.contract'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { attendeeCustomColumns, attendeeListMembers, attendeeLists } from './attendees.table'

/** The reads of a project's attendee lists, always inside the caller's company. */
export function createAttendeesRepository(db: DbOrTx) {
  return {
    async listsOfProject(companyId: number, projectId: number): Promise<AttendeeList[]> {
      return db
        .select({
          id: attendeeLists.id,
          name: attendeeLists.name,
          attendees_count: sql<number>`(select count(*)::int from ${attendeeListMembers} m where m.list_id = ${attendeeLists.id})`,
        })
        .from(attendeeLists)
        .where(and(eq(attendeeLists.event_company_id, companyId), eq(attendeeLists.project_id, projectId)))
        .orderBy(asc(attendeeLists.sort_order), asc(attendeeLists.id))
    },

    async customColumnsOfProject(companyId: number, projectId: number) {
      return db
        .select({ key: attendeeCustomColumns.key, label: attendeeCustomColumns.label })
        .from(attendeeCustomColumns)
        .where(
          and(
            eq(attendeeCustomColumns.event_company_id, companyId),
            eq(attendeeCustomColumns.project_id, projectId),
          ),
        )
        .orderBy(asc(attendeeCustomColumns.sort_order), asc(attendeeCustomColumns.id))
    },
  }
}
